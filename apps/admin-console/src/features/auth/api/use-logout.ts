import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import { firstScreenRoutes as routes } from '../../../lib/first-screen-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * POST /api/admin/logout. The cached session is left alone: the page then leaves for the public
 * site, and clearing it first would flash the login screen.
 */
export function useLogout() {
  const client = useApiClient();
  return useSWRMutation(swrKey(routes.adminLogout), () => client.call(routes.adminLogout, {}));
}
