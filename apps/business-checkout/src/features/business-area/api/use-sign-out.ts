import useSWRMutation from 'swr/mutation';
import { ApiRequestError } from '@trovapro/api-client';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { useForgetArea } from './business-area-cache.ts';

/**
 * POST /api/business/area/sign-out — ends the session; what the area cached is forgotten. A 401 means it had ended
 * already, which is what was asked.
 */
export function useSignOut() {
  const client = useApiClient();
  const forget = useForgetArea();
  const mutation = useSWRMutation('business-area/sign-out', async () => {
    try {
      await client.call(routes.businessSignOut, {});
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    }
    await forget();
  });
  return { signOut: mutation.trigger, signingOut: mutation.isMutating };
}
