import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@trovapro/ui';
import { SWR_DEFAULTS } from '@trovapro/api-client';

export interface ProvidersProps {
  children: ReactNode;
  /** `'test'` for Mantine's test environment (no transitions, no portals). */
  env?: 'default' | 'test';
}

/** Theme and toasts, and SWR with a cache of its own per mounted app (the full site or the embedded chat). */
export function Providers({ children, env }: ProvidersProps) {
  return (
    <AppProviders env={env}>
      <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>{children}</SWRConfig>
    </AppProviders>
  );
}
