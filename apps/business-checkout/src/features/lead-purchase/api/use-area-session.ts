import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { BusinessAccount } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * GET /api/business/area/me — whether this browser is signed in to the «Area aziende» (the account, or null: 401). A
 * purchase link used already then opens its purchase there. The same cache entry as the area's own `me`.
 */
export function useAreaSession() {
  const client = useApiClient();
  return useSWR<BusinessAccount | null>(swrKey(routes.businessMe), () => client.call(routes.businessMe, {}, { unauthorized: 'null' }));
}
