import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { BusinessLeadReport, LeadReportBody } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

const isPurchasesKey = (key: unknown) => Array.isArray(key) && key[1] === routes.businessListPurchases.path;

/**
 * POST /api/business/area/purchases/:id/report — reports a problem with a purchase («Garanzia contatto valido»); the
 * purchases are fetched again (an accepted report refunds the purchase at once).
 */
export function useReportPurchase(purchaseId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation(
    ['business-area/report', purchaseId],
    async (_key: unknown, { arg }: { arg: LeadReportBody }): Promise<BusinessLeadReport> => {
      const report = await client.call(routes.businessReportPurchase, { params: { id: purchaseId }, body: arg });
      await mutate(isPurchasesKey);
      return report;
    },
    { throwOnError: true },
  );
  return { report: mutation.trigger, reporting: mutation.isMutating };
}
