import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRequestError, type ApiClient } from '@trovapro/api-client';
import type { RouteContract } from '@trovapro/domain';
import { useApiClient } from './api-context.tsx';

export interface ApiMutationOptions {
  /** The read routes a write makes stale: every cached read of one of them is fetched again after success. */
  revalidates?: readonly Pick<RouteContract, 'method' | 'path'>[];
  /**
   * Refresh them also after a refusal that says the screen's copy is out of date (a 4xx but 401/403/429: e.g. a
   * sign-up approved meanwhile by another admin). Off by default: most screens keep what they show on a refusal.
   */
  alsoAfterRefusal?: boolean;
}

/**
 * Every write of the console: SWR's `useSWRMutation` around one api-client call, so the hook owns its pending
 * state (`isMutating`), its last error and the revalidation of what it changed — no screen keeps a busy flag or
 * calls a list's `mutate()` by hand. `trigger` rejects on failure (SWR's default), so a screen still chooses its
 * own toast. Reads are keyed `[method, path, query]` (`swrKey`), which is what `revalidates` matches.
 */
export function useApiMutation<Data, Arg = void>(
  name: string,
  call: (client: ApiClient, arg: Arg) => Promise<Data>,
  options: ApiMutationOptions = {},
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { revalidates = [], alsoAfterRefusal = false } = options;
  return useSWRMutation<Data, unknown, readonly ['mutation', string], Arg>(['mutation', name], async (_key, { arg }) => {
    const revalidate = () => {
      // Not awaited: the write is over; the reads refresh on their own, as a list's retry does.
      if (revalidates.length > 0) void mutate((key) => isReadOf(key, revalidates));
    };
    try {
      const data = await call(client, arg);
      revalidate();
      return data;
    } catch (error) {
      if (alsoAfterRefusal && isStaleRefusal(error)) revalidate();
      throw error;
    }
  });
}

/**
 * A refusal that says the screen's copy is out of date (e.g. 404 gone, 409 changed meanwhile): the reads are
 * refreshed too. Not 401/403 (a read would meet the same session), nor 429, nor a failure on the way or a 5xx.
 */
function isStaleRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && ![401, 403, 429].includes(error.status);
}

/** True for the SWR key of a read of one of `routes`: same method, and a path its pattern matches (`:id` one segment). */
export function isReadOf(key: unknown, routes: readonly Pick<RouteContract, 'method' | 'path'>[]): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string' || typeof key[1] !== 'string') return false;
  const [method, path] = key as [string, string];
  return routes.some((route) => route.method === method && patternOf(route.path).test(path));
}

function patternOf(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}
