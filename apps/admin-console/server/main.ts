import { fileURLToPath } from 'node:url';
import { createFrontendServer, listenAndServe, serverOptionsFrom } from '@trovapro/frontend-server';
import { config } from './config.ts';
import { ADMIN_PAGES } from './pages.ts';

// The admin console is never framed (clickjacking on the back office).
const app = createFrontendServer({
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  pages: ADMIN_PAGES,
  ...serverOptionsFrom(config),
  frameAncestors: "'none'",
});

await listenAndServe(app, { port: config.port, host: config.host, name: 'admin-console' });
