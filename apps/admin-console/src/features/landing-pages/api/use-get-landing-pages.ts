import { PAGE_SIZES, routes, type LandingPageFilters } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/landing-pages, filtered and paged (50) on the server; refreshed whenever it is shown again. */
export function useGetLandingPages(filters: LandingPageFilters, page: number) {
  return useApiQuery(
    routes.adminListLandingPages,
    { query: { ...filters, page, limit: PAGE_SIZES.adminLandingPages } },
    { revalidateOnMount: true, keepPreviousData: true },
  );
}
