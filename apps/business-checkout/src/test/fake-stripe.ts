import type { Stripe, StripeError } from '@stripe/stripe-js';
import type { StripeLoader } from '../lib/stripe-loader.tsx';

/** What the checkout asked of the fake Stripe.js. */
export interface FakeStripeCalls {
  loadedKeys: string[];
  elementsOptions: unknown[];
  createdElements: string[];
  confirmPayments: Array<{ confirmParams?: { return_url?: string } }>;
}

/**
 * Just enough of Stripe.js for `@stripe/react-stripe-js`: `elements()` → `create('payment')` → a
 * mounted element, and `confirmPayment` answering the given error (a real failure never redirects).
 */
export function createFakeStripe(confirmError: Partial<StripeError>) {
  const calls: FakeStripeCalls = { loadedKeys: [], elementsOptions: [], createdElements: [], confirmPayments: [] };
  const element = {
    mount(node: HTMLElement) {
      const frame = document.createElement('div');
      frame.dataset.testid = 'fake-payment-element';
      node.append(frame);
    },
    on() {},
    off() {},
    update() {},
    destroy() {},
  };
  const elements = {
    create(type: string) {
      calls.createdElements.push(type);
      return element;
    },
    update() {},
  };
  const notUsed = () => Promise.reject(new Error('not used by the checkout'));
  const stripe = {
    elements(options: unknown) {
      calls.elementsOptions.push(options);
      return elements;
    },
    createToken: notUsed,
    createPaymentMethod: notUsed,
    confirmCardPayment: notUsed,
    async confirmPayment(options: { confirmParams?: { return_url?: string } }) {
      calls.confirmPayments.push(options);
      return { error: { type: 'card_error', ...confirmError } };
    },
  };
  const loader: StripeLoader = async (publishableKey) => {
    calls.loadedKeys.push(publishableKey);
    return stripe as unknown as Stripe;
  };
  return { loader, calls };
}
