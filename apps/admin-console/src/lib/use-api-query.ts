import useSWR, { type SWRConfiguration } from 'swr';
import { swrKey, type CallableRoute } from '@trovapro/api-client';
import type { RouteContract, RouteInput, RouteOutput } from '@trovapro/domain';
import { useApiClient } from './api-context.tsx';

/**
 * SWR over one contract route (or its `RouteRef`): the key is the route's method, path and query, so two screens
 * asking the same thing share one request and one cache entry. `input` null pauses the query.
 */
export function useApiQuery<R extends RouteContract>(
  route: CallableRoute<R>,
  input: RouteInput<R> | null,
  options?: SWRConfiguration<RouteOutput<R>>,
) {
  const client = useApiClient();
  return useSWR<RouteOutput<R>>(input === null ? null : swrKey(route, input), () => client.call(route, input as RouteInput<R>), options);
}
