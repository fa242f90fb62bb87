import { render } from '@testing-library/react';
import { StrictMode } from 'react';
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
export function renderApp(path: string, origin: string, options: { stripeLoader?: StripeLoader; sessionId?: string; strictMode?: boolean } = {}) {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}${path}`);
  // As an earlier sign-in to the «Area aziende» would have left it in the page's cookie jar.
  // biome-ignore lint/suspicious/noDocumentCookie: the test fills the page's cookie jar as a sign-in would.
  if (options.sessionId) document.cookie = `sid=${options.sessionId}; path=/`;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <Providers client={createApiClient({ baseUrl: '' })} stripeLoader={options.stripeLoader ?? forbiddenStripeLoader} env="test">
      <RouterProvider router={router} />
    </Providers>
  );
  // `strictMode`: as the app runs in development, effects run twice (a one-time action must still happen once).
  render(options.strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { router };
}
