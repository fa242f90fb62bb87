import { routes, type LandingPageFilters } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** GET /api/admin/landing-pages/count, asked on demand when 'all matching the filters' is chosen. */
export function useCountLandingPages() {
  return useApiMutation('landing-pages/count', (client, filters: LandingPageFilters) =>
    client.call(routes.adminCountLandingPages, { query: filters }),
  );
}
