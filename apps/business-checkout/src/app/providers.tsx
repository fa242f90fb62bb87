import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS, type ApiClient } from '@trovapro/api-client';
import { AppProvidersWithoutTooltips } from '@trovapro/ui';
import { ApiProvider } from '../lib/api-context.tsx';
import { loadStripeJs, StripeLoaderProvider, type StripeLoader } from '../lib/stripe-loader.tsx';

export interface ProvidersProps {
  client: ApiClient;
  children: ReactNode;
  /** How Stripe.js is obtained; tests pass a fake. Defaults to loading it from js.stripe.com. */
  stripeLoader?: StripeLoader;
  /** `'test'` for Mantine's test environment (no transitions, no portals). */
  env?: 'default' | 'test';
}

/** Theme and toasts (no tooltip group), the api-client, the Stripe loader, and SWR with a cache of its own per mounted app. */
export function Providers({ client, children, stripeLoader = loadStripeJs, env }: ProvidersProps) {
  return (
    // The checkout shows no tooltip: without the group, Mantine's floating layer stays out of the lead page's bundle.
    <AppProvidersWithoutTooltips env={env}>
      <ApiProvider value={client}>
        <StripeLoaderProvider loader={stripeLoader}>
          <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>{children}</SWRConfig>
        </StripeLoaderProvider>
      </ApiProvider>
    </AppProvidersWithoutTooltips>
  );
}
