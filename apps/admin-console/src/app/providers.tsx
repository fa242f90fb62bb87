import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@trovapro/ui';
import { SWR_DEFAULTS, type ApiClient } from '@trovapro/api-client';
import { SessionRenewalProvider } from '../features/auth/components/session-renewal.tsx';

export interface ProvidersProps {
  client: ApiClient;
  children: ReactNode;
  env?: 'default' | 'test';
}

/** Theme and toasts, SWR with a cache of its own per mounted app, and the api-client renewing an ended session. */
export function Providers({ client, children, env = 'default' }: ProvidersProps) {
  return (
    <AppProviders env={env}>
      <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
        <SessionRenewalProvider client={client}>{children}</SessionRenewalProvider>
      </SWRConfig>
    </AppProviders>
  );
}
