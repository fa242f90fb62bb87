import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@trovapro/ui';
import type { ApiClient } from '@trovapro/api-client';
import { ApiProvider } from '../lib/api-context.tsx';
import { SWR_DEFAULTS } from '@trovapro/api-client';

export interface ProvidersProps {
  client: ApiClient;
  children: ReactNode;
  env?: 'default' | 'test';
}

/** Theme and toasts, the api-client, and SWR with a cache of its own per mounted app. */
export function Providers({ client, children, env = 'default' }: ProvidersProps) {
  return (
    <AppProviders env={env}>
      <ApiProvider client={client}>
        <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>{children}</SWRConfig>
      </ApiProvider>
    </AppProviders>
  );
}
