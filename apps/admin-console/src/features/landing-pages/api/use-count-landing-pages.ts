import { routes, type LandingPageFilters } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** GET /api/admin/landing-pages/count, asked when 'all matching the filters' is chosen. */
export function useCountLandingPages() {
  const client = useApiClient();
  return (filters: LandingPageFilters) => client.call(routes.adminCountLandingPages, { query: filters });
}
