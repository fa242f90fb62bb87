import { routes } from '@trovapro/domain';
import { useApiQuery } from './use-api-query.ts';

/** GET /api/admin/settings: the server's rules the console states before asking (the highest lead price). */
export function useAdminSettings() {
  return useApiQuery(routes.adminSettings, {});
}
