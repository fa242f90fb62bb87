import type { Stripe, StripeElements } from '@stripe/stripe-js';
import useSWRMutation from 'swr/mutation';

export interface StripeConfirmation {
  stripe: Stripe;
  elements: StripeElements;
  /** Where Stripe takes the buyer once paid (the success page). */
  returnUrl: string;
}

/**
 * Stripe's `confirmPayment` as a mutation, so the pay button's pending state is the hook's. It resolves only when
 * the payment fails (with Stripe's error): on success Stripe leaves the page for `returnUrl`.
 */
export function useConfirmStripePayment() {
  return useSWRMutation('stripe/confirm-payment', (_key: string, { arg }: { arg: StripeConfirmation }) =>
    arg.stripe.confirmPayment({ elements: arg.elements, confirmParams: { return_url: arg.returnUrl } }),
  );
}
