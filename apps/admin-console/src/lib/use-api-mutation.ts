import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '@trovapro/api-client';
import { useApiClient } from './api-context.tsx';

export interface ApiMutationOptions {
  /** Paths whose cached reads the write makes stale (`routes.x.path`): each read under one is fetched again after success. */
  revalidates?: readonly string[];
}

/**
 * Every write of the console: SWR's `useSWRMutation` around one api-client call, so the hook owns its pending
 * state (`isMutating`), its last error and the revalidation of what it changed — no screen keeps a busy flag or
 * calls a list's `mutate()` by hand. `trigger` rejects on failure (SWR's default), so a screen still chooses its
 * own toast. Reads are keyed `[method, path, query]` (`swrKey`), which is what `revalidates` matches on.
 */
export function useApiMutation<Data, Arg = void>(name: string, call: (client: ApiClient, arg: Arg) => Promise<Data>, options: ApiMutationOptions = {}) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { revalidates = [] } = options;
  return useSWRMutation<Data, unknown, readonly ['mutation', string], Arg>(['mutation', name], async (_key, { arg }) => {
    const data = await call(client, arg);
    if (revalidates.length > 0) void mutate((key) => isReadUnder(key, revalidates));
    return data;
  });
}

/** True for the SWR key of a GET whose path is one of `paths` or below it. */
export function isReadUnder(key: unknown, paths: readonly string[]): boolean {
  if (!Array.isArray(key) || key[0] !== 'GET' || typeof key[1] !== 'string') return false;
  const path = key[1];
  return paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
