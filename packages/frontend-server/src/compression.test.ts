import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeDist, startFrontend, startUpstream } from './test-support.ts';

/** A server-rendered page well above the 1 KB threshold. */
const PAGE = `<!doctype html><html lang="it"><body>${'<p>Idraulico a Milano: preventivi gratuiti.</p>'.repeat(100)}</body></html>`;
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?><urlset>${'<url><loc>https://www.example.it/p/idraulico-milano</loc></url>'.repeat(50)}</urlset>`;

describe('compression of what the server produces at run time', () => {
  const dist = makeDist();
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    upstream = await startUpstream();
    ({ app, url: base } = await startFrontend({
      distDir: dist.dir,
      apiUrl: upstream.url,
      routes: (scope) => {
        scope.get('/p/:slug', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
        scope.get('/sitemap.xml', async (_request, reply) => reply.type('application/xml; charset=utf-8').send(SITEMAP));
        scope.get('/tiny', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>ciao</p>'));
      },
    }));
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    dist.remove();
  });

  it('sends a rendered page as brotli to a browser that accepts it, varying on Accept-Encoding', async () => {
    const response = await fetch(`${base}/p/idraulico-milano`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(response.headers.get('content-length'))).toBeLessThan(PAGE.length / 5);
    expect(await response.text()).toBe(PAGE);
  });

  it('falls back to gzip, and sends plain text to a client that accepts neither', async () => {
    const gzip = await fetch(`${base}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(SITEMAP);

    const plain = await fetch(`${base}/sitemap.xml`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SITEMAP);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const tiny = await fetch(`${base}/tiny`, { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('<p>ciao</p>');
  });

  it('compresses the API’s JSON on its way through the proxy', async () => {
    const json = await fetch(`${base}/api/echo?q=${'x'.repeat(2000)}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(json.headers.get('content-encoding')).toBe('br');
    expect(((await json.json()) as { url: string }).url).toBe(`/api/echo?q=${'x'.repeat(2000)}`);
  });
});
