import { fileURLToPath } from 'node:url';
import { createFrontendServer, listenAndServe, serverOptionsFrom, type CspAdditions } from '@trovapro/frontend-server';
import { config } from './config.ts';
import { CHECKOUT_PAGES } from './pages.ts';

/**
 * Stripe mode: Stripe.js comes from js.stripe.com, the Payment Element and 3-D Secure run in Stripe's
 * frames, and Stripe.js calls its API. Nothing else leaves the strict base policy.
 */
const STRIPE_CSP: CspAdditions = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

const app = createFrontendServer({
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  pages: CHECKOUT_PAGES,
  ...serverOptionsFrom(config),
  frameAncestors: "'self'",
  csp: STRIPE_CSP,
});

await listenAndServe(app, { port: config.port, host: config.host, name: 'business-checkout' });
