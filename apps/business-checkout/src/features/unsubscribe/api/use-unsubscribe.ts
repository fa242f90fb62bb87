import useSWRMutation from 'swr/mutation';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/partners/unsubscribe?b=&t= — stops the offer emails of the business the link names (404 otherwise). */
export function useUnsubscribe(businessId: string, token: string) {
  const client = useApiClient();
  const { method, path } = routes.partnerUnsubscribe;
  return useSWRMutation([method, path, businessId, token] as const, () =>
    client.call(routes.partnerUnsubscribe, { query: { b: businessId, t: token } }),
  );
}
