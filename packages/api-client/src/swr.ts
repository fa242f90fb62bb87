import { buildPath, type RouteContract, type RouteInput } from '@trovapro/domain';
import type { ApiClient, CallableRoute, CallOptions, CallResult, UnauthorizedMode } from './client.ts';

/**
 * A stable SWR key for a read: `[method, path with its parameters, query or null]`. The query keeps
 * only defined values; SWR hashes objects by sorted keys, so equal queries give equal keys. The
 * route type rides along (type-only) so the fetcher's result is typed.
 */
export type SwrKey<R extends RouteContract = RouteContract> = readonly [
  method: R['method'],
  path: string,
  query: Readonly<Record<string, unknown>> | null,
] & { readonly __route?: R };

export function swrKey<R extends RouteContract>(route: CallableRoute<R>, input?: RouteInput<R>): SwrKey<R> {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return [route.method, buildPath(route.path, params), defined.length === 0 ? null : Object.fromEntries(defined)];
}

export type SwrFetcher<M extends UnauthorizedMode> = <R extends RouteContract>(key: SwrKey<R>) => Promise<CallResult<R, M>>;

/** The fetcher for `useSWR(swrKey(route, input), fetcher)`; 401 handling follows the client unless overridden. */
export function createSwrFetcher<C extends UnauthorizedMode, M extends UnauthorizedMode = C>(
  client: ApiClient<C>,
  options: Omit<CallOptions, 'unauthorized' | 'signal'> & { unauthorized?: M } = {},
): SwrFetcher<M> {
  return (([method, path, query]: SwrKey) =>
    client.request({ method, path, query }, { unauthorized: client.unauthorized, ...options })) as SwrFetcher<M>;
}

/**
 * Product §9 data fetching, shared by every app's `<SWRConfig>`: no polling, no refetch on focus or
 * reconnect, no retries, cached data never stale.
 */
export const SWR_DEFAULTS = {
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
} as const;
