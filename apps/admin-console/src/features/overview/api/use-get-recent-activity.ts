import { firstScreenRoutes as routes } from '../../../lib/first-screen-routes.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/dashboard/activity: the latest lead events, newest first; refreshed whenever the overview is shown. */
export function useGetRecentActivity() {
  return useApiQuery(routes.adminRecentActivity, {}, { revalidateOnMount: true });
}
