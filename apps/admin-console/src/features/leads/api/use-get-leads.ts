import { PAGE_SIZES, routes, type AdminLeadListQuery } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/leads, filtered and paged on the server; refreshed whenever it is shown again. */
export function useGetLeads(query: Omit<AdminLeadListQuery, 'limit'>) {
  return useApiQuery(routes.adminListLeads, { query: { ...query, limit: PAGE_SIZES.adminLeads } }, { revalidateOnMount: true });
}
