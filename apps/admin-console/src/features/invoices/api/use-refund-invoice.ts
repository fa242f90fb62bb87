import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * POST /api/admin/invoices/:id/refund: the sale given back by card and the invoice's credit note issued. Refreshes
 * the list, also after a refusal (409: refunded meanwhile).
 */
export function useRefundInvoice(invoiceId: string) {
  return useApiMutation('invoices/refund', (client) => client.call(routes.adminRefundInvoice, { params: { id: invoiceId } }), {
    revalidates: [routes.adminListInvoices],
    alsoAfterRefusal: true,
  });
}
