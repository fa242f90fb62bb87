import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@trovapro/api-client';

const ApiContext = createContext<ApiClient | null>(null);

/** Makes the api-client injectable: the app passes its instance, tests pass one aimed at their server. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>');
  return client;
}
