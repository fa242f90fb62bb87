import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * POST /api/partners/unsubscribe?b=&t= — stops the offer emails of the business the link names (404 otherwise).
 * Keyed like the offers' status (`useOffersStatus`), so SWR reads the status again once the call is over, refused or
 * not: the page then shows what the server says now.
 */
export function useUnsubscribe(businessId: string, token: string) {
  const client = useApiClient();
  const input = { query: { b: businessId, t: token } };
  return useSWRMutation(swrKey(routes.partnerOffersStatus, input), () => client.call(routes.partnerUnsubscribe, input));
}
