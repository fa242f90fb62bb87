import { PAGE_SIZES, routes, type AdminInvoiceListQuery } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/invoices: a month's invoices and credit notes, newest first, filtered and paged on the server. */
export function useGetInvoices(query: Omit<AdminInvoiceListQuery, 'limit'>) {
  return useApiQuery(routes.adminListInvoices, { query: { ...query, limit: PAGE_SIZES.adminInvoices } }, { revalidateOnMount: true });
}
