import { routes } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/leads/categories: the category filter's options (the six, then any other stored leads have). */
export function useGetLeadCategories() {
  return useApiQuery(routes.adminLeadCategories, {});
}
