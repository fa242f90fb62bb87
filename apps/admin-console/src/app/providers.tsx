import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@trovapro/ui';
import { SWR_DEFAULTS, type ApiClient } from '@trovapro/api-client';
import { SessionExpiryProvider } from '../features/auth/components/session-expiry.tsx';

export interface ProvidersProps {
  client: ApiClient;
  children: ReactNode;
  env?: 'default' | 'test';
}

/** Theme and toasts, SWR with a cache of its own per mounted app, and the api-client watched for an ended session. */
export function Providers({ client, children, env = 'default' }: ProvidersProps) {
  return (
    <AppProviders env={env}>
      <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
        <SessionExpiryProvider client={client}>{children}</SessionExpiryProvider>
      </SWRConfig>
    </AppProviders>
  );
}
