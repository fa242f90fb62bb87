import { routes, type InvoiceCorrectionInput } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * POST /api/admin/invoices/:id/correction: an invalid or rejected document's buyer data corrected and the document
 * sent again (same number, or a new one: the server decides). Refreshes the list, also after a refusal (409: no
 * longer correctable).
 */
export function useCorrectInvoice(invoiceId: string) {
  return useApiMutation(
    'invoices/correct',
    (client, body: InvoiceCorrectionInput) => client.call(routes.adminCorrectInvoice, { params: { id: invoiceId }, body }),
    { revalidates: [routes.adminListInvoices], alsoAfterRefusal: true },
  );
}
