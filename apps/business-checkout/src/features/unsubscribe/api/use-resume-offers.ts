import useSWRMutation from 'swr/mutation';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/partners/resume-offers?b=&t= — resumes offers the business stopped itself (409 for the admin's pause). */
export function useResumeOffers(businessId: string, token: string) {
  const client = useApiClient();
  const { method, path } = routes.partnerResumeOffers;
  return useSWRMutation([method, path, businessId, token] as const, () =>
    client.call(routes.partnerResumeOffers, { query: { b: businessId, t: token } }),
  );
}
