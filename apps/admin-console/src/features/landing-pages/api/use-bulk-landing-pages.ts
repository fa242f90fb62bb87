import { routes, type LandingPageFilters } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** The bulk calls: by ids (≤ 100 a call) and by filters. */
export function useBulkLandingPages() {
  const client = useApiClient();
  return {
    publishIds: (ids: string[], isPublished: boolean) =>
      client.call(routes.adminBulkUpdateLandingPages, { body: { ids, updates: { isPublished } } }).then((answer) => answer.updated),
    deleteIds: (ids: string[]) => client.call(routes.adminBulkDeleteLandingPages, { body: { ids } }).then((answer) => answer.deleted),
    publishByFilters: (filters: LandingPageFilters, isPublished: boolean) =>
      client.call(routes.adminPublishLandingPagesByFilters, { body: { ...filters, isPublished } }),
    deleteByFilters: (filters: LandingPageFilters) => client.call(routes.adminDeleteLandingPagesByFilters, { body: filters }),
  };
}
