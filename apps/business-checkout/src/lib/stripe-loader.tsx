import { createContext, useContext, type ReactNode } from 'react';
import type { Stripe } from '@stripe/stripe-js';

/** Resolves a publishable key to a Stripe.js instance (null when Stripe.js cannot start). */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/**
 * Loads Stripe.js from js.stripe.com only when called: the `pure` entry has no import-time side
 * effect, and the dynamic import keeps it out of the main bundle and off the test-gateway path.
 */
export const loadStripeJs: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey, { locale: 'it' });
};

const StripeLoaderContext = createContext<StripeLoader>(loadStripeJs);

/** Tests inject a loader returning a fake Stripe object, so nothing reaches the network. */
export function StripeLoaderProvider({ loader, children }: { loader: StripeLoader; children: ReactNode }) {
  return <StripeLoaderContext value={loader}>{children}</StripeLoaderContext>;
}

export function useStripeLoader(): StripeLoader {
  return useContext(StripeLoaderContext);
}
