// Real servers for the tests: a temporary Vite-like dist folder, a tiny upstream API on node:http,
// and the frontend server itself, all on 127.0.0.1 ephemeral ports.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createFrontendServer, type FrontendServerOptions } from './create-frontend-server.ts';

export const INDEX_HTML = '<!doctype html><html lang="it"><head><title>t</title></head><body><div id="root"></div></body></html>';
export const ASSET_JS = 'console.log("app");';

export function makeDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'frontend-server-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), ASSET_JS);
  writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What the upstream saw, echoed back as JSON. */
export interface EchoedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body as base64, so byte-exactness can be checked. */
  bodyBase64: string;
}

export interface Upstream {
  url: string;
  close: () => Promise<void>;
}

/**
 * Echoes every request. `/api/set-cookie` also sets two cookies; `/api/unhealthy` answers 503
 * and counts its calls; `/api/with-csp` sends its own Content-Security-Policy; `/api/slow` answers
 * after a second.
 */
export async function startUpstream(): Promise<Upstream & { unhealthyCalls: () => number }> {
  let unhealthyCalls = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/api/unhealthy') {
        unhealthyCalls += 1;
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"degraded"}');
        return;
      }
      const echoed: EchoedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyBase64: Buffer.concat(chunks).toString('base64'),
      };
      const headers: Record<string, string | string[]> = { 'content-type': 'application/json' };
      if (req.url === '/api/set-cookie') headers['set-cookie'] = ['sid=abc; HttpOnly; Path=/', 'theme=dark; Path=/'];
      if (req.url === '/api/with-csp') headers['content-security-policy'] = "default-src 'none'";
      const answer = () => res.writeHead(201, headers).end(JSON.stringify(echoed));
      if (req.url === '/api/slow') setTimeout(answer, 1_000);
      else answer();
    });
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server), unhealthyCalls: () => unhealthyCalls };
}

export const TEST_LINKS = {
  publicSiteUrl: 'https://www.example.it',
  adminConsoleUrl: 'https://admin.example.it',
  checkoutUrl: 'https://pay.example.it',
};

/** The page routes of the test app (an admin-like and a checkout-like route among them). */
export const TEST_PAGES = ['/', '/admin/login', '/business/lead/:leadId', '/p/:slug', '/blog'] as const;

/** A URL where nothing listens: a server that was started and closed again. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await closeServer(server);
  return url;
}

export async function startFrontend(
  options: Partial<FrontendServerOptions> & Pick<FrontendServerOptions, 'distDir' | 'apiUrl'>,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = createFrontendServer({ frameAncestors: "'self'", links: TEST_LINKS, pages: TEST_PAGES, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** The lines a frontend logs, kept for a test: pass `stream` as the logger's stream. */
export function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

/**
 * For a describe block: a built SPA folder, the echoing upstream API (with `upstream: true`), and the frontends
 * `start` serves from them; all closed and removed after the block's tests.
 */
export function useFrontends(options: { upstream?: boolean } = {}) {
  const dist = makeDist();
  const apps: FastifyInstance[] = [];
  let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined;
  beforeAll(async () => {
    if (options.upstream) upstream = await startUpstream();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await upstream?.close();
    dist.remove();
  });
  return {
    dist,
    get upstream() {
      if (upstream === undefined) throw new Error('useFrontends: pass upstream: true');
      return upstream;
    },
    /** A frontend on the block's dist; its API is the upstream, or an address where nothing listens. */
    async start(serverOptions: Partial<FrontendServerOptions> = {}): Promise<{ app: FastifyInstance; url: string }> {
      const apiUrl = serverOptions.apiUrl ?? upstream?.url ?? (await deadUrl());
      const server = await startFrontend({ distDir: dist.dir, ...serverOptions, apiUrl });
      apps.push(server.app);
      return server;
    },
  };
}
