import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApiClient } from '@trovapro/api-client';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import type { StripeLoader } from '../lib/stripe-loader.tsx';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void; setViewport(size: { width: number }): void };
}

/** Fails the test if Stripe.js is asked for where it must not be. */
export const forbiddenStripeLoader: StripeLoader = () => {
  throw new Error('Stripe.js must not be loaded here');
};

/**
 * Renders the whole checkout at `path`, with the page's origin set to the test server's, so the
 * app's same-origin api-client (baseUrl '') works as in production.
 */
export function renderApp(path: string, origin: string, options: { stripeLoader?: StripeLoader } = {}) {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}${path}`);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers client={createApiClient({ baseUrl: '' })} stripeLoader={options.stripeLoader ?? forbiddenStripeLoader} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}
