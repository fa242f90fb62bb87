import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { AdminLoginBody } from '@trovapro/domain';
import { firstScreenRoutes as routes } from '../../../lib/first-screen-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { adminSessionKey } from './use-admin-me.ts';

/** POST /api/admin/login; on success the admin-session query is refreshed (product §4). */
export function useLogin() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(swrKey(routes.adminLogin), async (_key: unknown, { arg }: { arg: AdminLoginBody }) => {
    const admin = await client.call(routes.adminLogin, { body: arg });
    await mutate(adminSessionKey, admin);
    return admin;
  });
}
