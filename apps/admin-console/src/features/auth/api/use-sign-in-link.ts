import { useSWRConfig } from 'swr';
import { firstScreenRoutes as routes } from '../../../lib/first-screen-routes.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { adminSessionKey } from './use-admin-me.ts';

/** POST /api/admin/sign-in-link: emails a one-time sign-in link; the same answer for any address. */
export function useRequestSignInLink() {
  return useApiMutation('auth/sign-in-link', (client, email: string) => client.call(routes.adminRequestSignInLink, { body: { email } }));
}

/** POST /api/admin/sign-in-link/redeem: signs in with the link's token; the cached session becomes that admin. */
export function useRedeemSignInLink() {
  const { mutate } = useSWRConfig();
  return useApiMutation('auth/sign-in-link/redeem', async (client, token: string) => {
    const admin = await client.call(routes.adminRedeemSignInLink, { body: { token } });
    await mutate(adminSessionKey, admin);
    return admin;
  });
}
