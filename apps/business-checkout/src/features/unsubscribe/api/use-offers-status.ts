import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { OffersStatus } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/** GET /api/partners/offers?b=&t= — where the offers of the business the stop link names stand (404 otherwise). */
export function useOffersStatus(businessId: string, token: string) {
  const client = useApiClient();
  const input = { query: { b: businessId, t: token } };
  return useSWR<OffersStatus>(swrKey(routes.partnerOffersStatus, input), () => client.call(routes.partnerOffersStatus, input));
}
