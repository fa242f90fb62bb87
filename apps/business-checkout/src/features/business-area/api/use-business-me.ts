import useSWR from 'swr';
import type { BusinessAccount } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { businessMeKey } from './business-area-cache.ts';

/** GET /api/business/area/me — the signed-in business, or null when no session (401). */
export function useBusinessMe() {
  const client = useApiClient();
  return useSWR<BusinessAccount | null>(businessMeKey, () => client.call(routes.businessMe, {}, { unauthorized: 'null' }));
}
