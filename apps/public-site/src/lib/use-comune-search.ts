import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { apiClient } from './api.ts';
import { publicRoutes } from './routes.ts';

/**
 * GET /api/comuni?q=: up to 10 comuni for a comune picker (the sign-up's seat, the chat's place); `q` null asks nothing (fewer than 2
 * letters, or a comune already chosen). The previous answer stays while the next one loads.
 */
export function useComuneSearch(q: string | null) {
  return useSWR(
    q === null ? null : swrKey(publicRoutes.comuneSearch, { query: { q } }),
    ([, , query]) => apiClient.call(publicRoutes.comuneSearch, { query: { q: String(query?.q ?? '') } }),
    { keepPreviousData: true },
  );
}
