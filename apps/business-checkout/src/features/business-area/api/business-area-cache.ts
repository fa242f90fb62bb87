import { useSWRConfig } from 'swr';
import { swrKey } from '@trovapro/api-client';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';

/** The signed-in business (`GET me`), cached as the account or null (401: nobody signed in). */
export const businessMeKey = swrKey(routes.businessMe);

/** Every cached answer of the area: `[method, path, query]` keys under its API prefix. */
const isAreaKey = (key: unknown) => Array.isArray(key) && typeof key[1] === 'string' && key[1].startsWith('/api/business/area/');

/**
 * Forgets what the area's cache holds (the account, the purchases, the documents) when the session begins or ends: the
 * app never revalidates cached data by itself (product §9), so a later visit must not show another session's data.
 */
export function useForgetArea() {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(isAreaKey, undefined, { revalidate: false });
  };
}
