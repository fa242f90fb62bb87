import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { BusinessPurchaseList } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * GET /api/business/area/purchases?q=&page= — one page of the business's purchases, newest first. The page shown
 * stays while the next search or page loads, so the list does not jump to a skeleton at each keystroke.
 */
export function useBusinessPurchases(q: string, page: number) {
  const client = useApiClient();
  const input = { query: { q: q === '' ? undefined : q, page: page === 1 ? undefined : page } };
  return useSWR<BusinessPurchaseList>(swrKey(routes.businessListPurchases, input), () => client.call(routes.businessListPurchases, input), {
    keepPreviousData: true,
  });
}
