import useSWR, { useSWRConfig } from 'swr';
import { swrKey } from '@trovapro/api-client';
import type { BusinessPreferences, ComuneOption, UpdateBusinessPreferencesBody } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { businessMeKey } from './business-area-cache.ts';

const preferencesKey = swrKey(routes.businessGetPreferences);

/** GET /api/business/area/preferences — the signed-in business's «Preferenze». */
export function useBusinessPreferences() {
  const client = useApiClient();
  return useSWR<BusinessPreferences>(preferencesKey, () => client.call(routes.businessGetPreferences, {}));
}

/** PUT /api/business/area/preferences — saves them; the cache then holds the answer (and the header's pause is asked again). */
export function useSaveBusinessPreferences() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (body: UpdateBusinessPreferencesBody): Promise<BusinessPreferences> => {
    const saved = await client.call(routes.businessUpdatePreferences, { body });
    await mutate(preferencesKey, saved, { revalidate: false });
    await mutate(businessMeKey);
    return saved;
  };
}

/** GET /api/comuni?q= — comuni for the reach's list, once at least 2 letters are typed. */
export function useComuniSearch(query: string) {
  const client = useApiClient();
  const q = query.trim();
  const input = { query: { q } };
  return useSWR<ComuneOption[]>(
    q.length >= 2 ? swrKey(routes.comuneSearch, input) : null,
    async () => (await client.call(routes.comuneSearch, input)).comuni,
    {
      keepPreviousData: true,
    },
  );
}
