import type { SWRConfiguration } from 'swr';

/** Spec §9 data fetching: no polling, no refetch on focus, no retries, cached data never stale. */
export const swrConfig = {
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
} satisfies SWRConfiguration;
