import { PAGE_SIZES, routes, type AdminInvoiceList, type AdminInvoiceListQuery } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** How often the list is read again while a shown document waits for the intermediary or the SdI. */
export const IN_TRANSIT_REFRESH_MS = 5_000;

/** A document the SdI has not answered yet: queued to leave, or sent and awaiting its outcome. */
const inTransit = (list: AdminInvoiceList | undefined) =>
  list?.invoices.some((invoice) => invoice.state === 'queued' || invoice.state === 'sent') ?? false;

/**
 * GET /api/admin/invoices: a month's invoices and credit notes, newest first, filtered and paged on the server; read
 * again every few seconds while one of them is on its way, so the SdI's outcome shows without a reload.
 */
export function useGetInvoices(query: Omit<AdminInvoiceListQuery, 'limit'>) {
  return useApiQuery(
    routes.adminListInvoices,
    { query: { ...query, limit: PAGE_SIZES.adminInvoices } },
    { revalidateOnMount: true, refreshInterval: (latest) => (inTransit(latest) ? IN_TRANSIT_REFRESH_MS : 0) },
  );
}
