import { fileURLToPath } from 'node:url';
import { COMUNI_IMPORT_MAX_BASE64_LENGTH } from '@trovapro/domain';
import { createFrontendServer, listenAndServe, serverOptionsFrom } from '@trovapro/frontend-server';
import { config } from './config.ts';
import { ADMIN_PAGES } from './pages.ts';

/**
 * The «Comuni» import (issue 36) sends ISTAT's files as base64 in one JSON body, past the proxy's 1 MiB default: both
 * files at their largest, and the rest of the JSON. The API keeps its own 1 MiB limit on every other route.
 */
const API_BODY_LIMIT = 2 * COMUNI_IMPORT_MAX_BASE64_LENGTH + 64 * 1024;

// The admin console is never framed (clickjacking on the back office).
const app = createFrontendServer({
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  pages: ADMIN_PAGES,
  ...serverOptionsFrom(config),
  frameAncestors: "'none'",
  apiBodyLimit: API_BODY_LIMIT,
});

await listenAndServe(app, { port: config.port, host: config.host, name: 'admin-console' });
