import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@trovapro/ui';
import { swrConfig } from '../lib/swr.ts';

export interface ProvidersProps {
  children: ReactNode;
  /** `'test'` for Mantine's test environment (no transitions, no portals). */
  env?: 'default' | 'test';
}

export function Providers({ children, env }: ProvidersProps) {
  return (
    <AppProviders env={env}>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </AppProviders>
  );
}
