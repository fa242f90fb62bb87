import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { Admin } from '@trovapro/domain';
import { firstScreenRoutes as routes } from '../../../lib/first-screen-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/** The SWR key of the admin session; refreshed after sign-in. */
export const adminSessionKey = swrKey(routes.adminMe);

/** The signed-in admin, or `null` without a session (401). Checked once, never retried (product §6). */
export function useAdminMe() {
  const client = useApiClient();
  return useSWR<Admin | null>(adminSessionKey, () => client.call(routes.adminMe, {}, { unauthorized: 'null' }), { shouldRetryOnError: false });
}
