import { firstScreenRoutes as routes } from '../../../lib/first-screen-routes.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/dashboard/stats: today's figures and the last 7 days of revenue. */
export function useGetDashboardStats() {
  return useApiQuery(routes.adminDashboardStats, {}, { revalidateOnMount: true });
}
