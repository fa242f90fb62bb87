import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { OffersStatus } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * POST /api/partners/resume-offers?b=&t= — resumes offers the business stopped itself (409 for the admin's pause).
 * Its answer is the new status: it replaces the cached one (`useOffersStatus`'s key) at once; the status is then read
 * again, refused or not (SWR revalidates the key after any mutation), so the page shows what the server says now.
 */
export function useResumeOffers(businessId: string, token: string) {
  const client = useApiClient();
  const input = { query: { b: businessId, t: token } };
  return useSWRMutation<OffersStatus, unknown, ReturnType<typeof swrKey>>(
    swrKey(routes.partnerOffersStatus, input),
    () => client.call(routes.partnerResumeOffers, input),
    { populateCache: true },
  );
}
