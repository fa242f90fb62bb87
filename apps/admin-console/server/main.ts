import { fileURLToPath } from 'node:url';
import { createFrontendServer, listenAndServe } from '@trovapro/frontend-server';
import { config } from './config.ts';
import { ADMIN_PAGES } from './pages.ts';

// The admin console is never framed (clickjacking on the back office).
const app = createFrontendServer({
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  pages: ADMIN_PAGES,
  apiUrl: config.apiUrl,
  links: config.links,
  frameAncestors: "'none'",
  hsts: config.hsts,
  trustProxy: config.trustProxy,
  countryHeader: config.countryHeader,
  logger: { level: config.logLevel },
});

await listenAndServe(app, { port: config.port, host: config.host, name: 'admin-console' });
