import useSWRMutation from 'swr/mutation';
import { buildPath, type PurchaseBody } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * POST /api/business/purchase/:leadId?t= — creates the payment for the invited business of the link's
 * token; answers the client secret and the card form to show.
 */
export function usePurchase(leadId: string, token: string) {
  const client = useApiClient();
  const { method, path } = routes.businessPurchase;
  return useSWRMutation([method, buildPath(path, { leadId }), token] as const, (_key: unknown, { arg }: { arg: PurchaseBody }) =>
    client.call(routes.businessPurchase, { params: { leadId }, query: { t: token }, body: arg }),
  );
}
