import { fileURLToPath } from 'node:url';
import { createFrontendServer, listenAndServe } from '@trovapro/frontend-server';
import { config } from './config.ts';

const app = createFrontendServer({
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  apiUrl: config.apiUrl,
  links: config.links,
  frameAncestors: "'self'",
  hsts: config.hsts,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
});

await listenAndServe(app, { port: config.port, host: config.host, name: 'public-site' });
