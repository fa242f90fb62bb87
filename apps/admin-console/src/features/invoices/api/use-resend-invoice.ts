import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/invoices/:id/send: a `send_failed` document's same file sent again. Refreshes the list, also after a refusal. */
export function useResendInvoice(invoiceId: string) {
  return useApiMutation('invoices/send', (client) => client.call(routes.adminResendInvoice, { params: { id: invoiceId } }), {
    revalidates: [routes.adminListInvoices],
    alsoAfterRefusal: true,
  });
}
