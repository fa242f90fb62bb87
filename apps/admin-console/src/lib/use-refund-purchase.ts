import { routes } from '@trovapro/domain';
import { useApiMutation } from './use-api-mutation.ts';

/**
 * POST /api/admin/purchases/:id/refund with a reason (issue 33): the one refund path (provider, credit note, totals,
 * timeline, email). Refreshes the lead's timeline, the partner's detail, the reports and the invoices.
 */
export function useRefundPurchase(purchaseId: string) {
  return useApiMutation(
    'purchases/refund',
    (client, reason: string) => client.call(routes.adminRefundPurchase, { params: { id: purchaseId }, body: { reason } }),
    {
      revalidates: [routes.adminLeadDetail, routes.adminBusinessDetail, routes.adminListReports, routes.adminListInvoices],
      alsoAfterRefusal: true,
    },
  );
}
