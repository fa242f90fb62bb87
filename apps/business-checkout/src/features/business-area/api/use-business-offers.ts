import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { BusinessOfferList } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * GET /api/business/area/offers?page= — one page of the leads offered to the business that it can still buy. Asked
 * again at each arrival on the page: an offer bought or sold out meanwhile must not stay on it.
 */
export function useBusinessOffers(page: number) {
  const client = useApiClient();
  const input = { query: { page: page === 1 ? undefined : page } };
  return useSWR<BusinessOfferList>(swrKey(routes.businessListOffers, input), () => client.call(routes.businessListOffers, input), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
}
