import { fileURLToPath } from 'node:url';
import { createFrontendServer, listenAndServe } from '@trovapro/frontend-server';
import { PUBLIC_PAGES } from '../src/app/paths.ts';
import { config } from './config.ts';
import { registerSeoRoutes } from './seo-routes.ts';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

const app = createFrontendServer({
  distDir,
  pages: PUBLIC_PAGES,
  apiUrl: config.apiUrl,
  links: config.links,
  frameAncestors: "'self'",
  hsts: config.hsts,
  trustProxy: config.trustProxy,
  countryHeader: config.countryHeader,
  logger: { level: config.logLevel },
  routes: (scope) => registerSeoRoutes(scope, { apiUrl: config.apiUrl, links: config.links, distDir, countryHeader: config.countryHeader }),
});

await listenAndServe(app, { port: config.port, host: config.host, name: 'public-site' });
