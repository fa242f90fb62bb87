import { PAGE_SIZES, routes, type AdminBusinessListQuery } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/businesses with the summary cards, filtered and paged on the server. */
export function useGetBusinesses(query: Omit<AdminBusinessListQuery, 'limit'>) {
  return useApiQuery(routes.adminListBusinesses, { query: { ...query, limit: PAGE_SIZES.adminBusinesses } }, { revalidateOnMount: true });
}
