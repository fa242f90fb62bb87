import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ASSET_JS, INDEX_HTML, TEST_LINKS, TEST_PAGES, deadUrl, makeDist, startFrontend, useFrontends } from './test-support.ts';
import { injectAppLinks } from './app-links.ts';
import { createFrontendServer } from './create-frontend-server.ts';

const PAGE = injectAppLinks(INDEX_HTML, TEST_LINKS);

describe('serving the built SPA', () => {
  const dist = makeDist();
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    ({ app, url: base } = await startFrontend({
      distDir: dist.dir,
      apiUrl: await deadUrl(),
      routes: (scope) => {
        scope.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send('User-agent: *'));
      },
    }));
  });
  afterAll(async () => {
    await app.close();
    dist.remove();
  });

  it("answers index.html with 200, not cached, for a navigation to one of the app's pages", async () => {
    for (const pathname of ['/', '/admin/login', '/admin/login/', '/business/lead/123?x=1', '/p/idraulico-roma', '/BLOG']) {
      const response = await fetch(base + pathname, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(PAGE);
    }
  });

  it('answers index.html with 404 for a navigation to any other path, so the app shows its 404 screen without a soft 404', async () => {
    for (const pathname of ['/admin/dashboard', '/pagina-che-non-esiste', '/business/lead', '/business/lead/1/2', '/p', '/blog/articolo']) {
      const response = await fetch(base + pathname, { headers: { accept: 'text/html' } });
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(PAGE);
    }
  });

  it('writes the app links into the page as a meta tag, HTML-escaped', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const match = /<meta name="trovapro-links" content="([^"]*)">\s*<\/head>/.exec(html);
    expect(match?.[1]).toBeDefined();
    const decoded = (match?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(JSON.parse(decoded)).toEqual(TEST_LINKS);
    expect(injectAppLinks('<head></head>', { ...TEST_LINKS, publicSiteUrl: 'https://x.it/"><script>' })).not.toContain('"><script>');
  });

  it('never serves the raw index.html file', async () => {
    const response = await fetch(`${base}/index.html`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(PAGE);
  });

  it('treats a request without a specific Accept (curl, */*) as a navigation too', async () => {
    const response = await fetch(`${base}/blog`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
    expect((await fetch(`${base}/nessuna-pagina`, { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(ASSET_JS);
  });

  it('sends the precompressed sibling to a browser that accepts it, and the plain file otherwise', async () => {
    writeFileSync(path.join(dist.dir, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET_JS));
    const compressed = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await compressed.text()).toBe(ASSET_JS);

    const plain = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ASSET_JS);
  });

  it('serves other files from dist with revalidation', async () => {
    const response = await fetch(`${base}/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers 404 JSON for an unknown asset, even when the client accepts HTML', async () => {
    const response = await fetch(`${base}/assets/missing-999.js`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
  });

  it('answers 404 for a missing file requested by a script, not the page', async () => {
    const response = await fetch(`${base}/data/missing.json`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
  });

  it('answers 404 to a non-GET on a page path', async () => {
    const response = await fetch(`${base}/blog`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });

  it('does not serve dotfiles or paths outside dist', async () => {
    const traversal = await fetch(`${base}/assets/..%2f..%2fetc%2fpasswd`, { headers: { accept: 'application/json' } });
    expect([403, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain('root:');
  });

  it('lets app routes registered through `routes` take precedence over the fallback', async () => {
    const response = await fetch(`${base}/robots.txt`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses to start without a build', () => {
    expect(() =>
      createFrontendServer({
        distDir: '/nonexistent/dist',
        apiUrl: 'http://127.0.0.1:1',
        frameAncestors: "'self'",
        links: TEST_LINKS,
        pages: TEST_PAGES,
      }),
    ).toThrow(/index\.html not found/);
  });
});

describe('the root page, asked for by a client that accepts no compression (curl)', () => {
  const frontends = useFrontends();
  let base: string;

  beforeAll(async () => {
    ({ url: base } = await frontends.start());
  });

  /** A GET with only the headers given: fetch would add Accept-Encoding. */
  const rawGet = (url: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      }).on('error', reject);
    });

  it('answers / with the page (not the static folder’s 403), from a browser and from curl alike', async () => {
    const cases: Record<string, string>[] = [{ accept: 'text/html' }, { accept: '*/*' }, {}];
    for (const headers of cases) {
      const response = await rawGet(`${base}/`, headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.body).toBe(PAGE);
    }
  });
});
