import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlogPost } from '@trovapro/domain';
import { createFrontendServer } from '@trovapro/frontend-server';
import { PUBLIC_PAGES } from '../../src/app/paths.ts';
import { fixedLegal } from '../test/legal-fixture.ts';
import { registerBlogRoutes } from './blog-routes.ts';

const SITE = 'https://www.trovapro.example';
const links = { publicSiteUrl: SITE, adminConsoleUrl: 'https://admin.trovapro.example', checkoutUrl: 'https://pay.trovapro.example' };

const post: BlogPost = {
  id: '5f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c',
  title: 'Caldaia: quanto costa la revisione </script><b>',
  slug: 'caldaia-quanto-costa',
  excerpt: 'Prezzi e controlli.',
  content: '<h2>Quanto costa</h2><p>Da 80 a 150 euro.</p><h2>Cosa controllare</h2><p>Il libretto.</p>',
  metaDescription: 'Quanto costa la revisione "annuale" & cosa controllare',
  featuredImage: null,
  categoryTags: ['caldaia', 'riscaldamento', 'risparmio', 'casa'],
  callToAction: 'Richiedi un preventivo gratuito',
  status: 'published',
  viewCount: 12,
  leadCount: 0,
  publishedAt: '2025-03-14T09:00:00.000Z',
  updatedAt: '2025-03-15T09:00:00.000Z',
};
const { content: _content, ...card } = post;

/** A real HTTP stand-in for the API's public blog endpoints, recording each request's headers. */
let api: Server;
let apiUrl: string;
let total = 1;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
beforeAll(async () => {
  api = createServer((req, res) => {
    // Page views recorded by the server (fire-and-forget) are not lookups of the blog.
    if (req.url === '/api/analytics/collect') return void res.writeHead(202).end();
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://api');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/api/blog-posts') return json(200, { posts: total === 0 ? [] : [card], total, totalPages: Math.ceil(total / 12) });
    if (url.pathname === `/api/blog-posts/${post.slug}`) return json(200, post);
    return json(404, { code: 'not_found', message: 'Articolo non trovato' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'public-site-blog-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
beforeEach(() => {
  total = 1;
  seen.length = 0;
});

function server() {
  return createFrontendServer({
    distDir,
    apiUrl,
    links,
    frameAncestors: "'self'",
    pages: PUBLIC_PAGES,
    routes: (scope) => registerBlogRoutes(scope, { apiUrl, links, countryHeader: 'cf-ipcountry', legal: fixedLegal() }),
  });
}

describe('server-rendered blog', () => {
  it('renders an article: title, meta, canonical, Open Graph article tags, BlogPosting, the sections and the texts', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: `/blog/${post.slug}`, headers: { 'user-agent': 'Mozilla/5.0 Test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Caldaia: quanto costa la revisione &lt;/script&gt;&lt;b&gt; - TrovaPro</title>');
    expect(html).toContain('<meta name="description" content="Quanto costa la revisione &quot;annuale&quot; &amp; cosa controllare">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/blog/${post.slug}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="2025-03-14T09:00:00.000Z">');
    expect(html).toContain('<meta property="article:tag" content="riscaldamento">');
    expect(html).toContain('<h2>Quanto costa</h2><p>Da 80 a 150 euro.</p><h2>Cosa controllare</h2>');
    for (const text of [
      '14 marzo 2025',
      '12 visualizzazioni',
      'Richiedi un preventivo gratuito',
      'Inizia la Richiesta',
      'Esplora Altri Articoli',
      'Vedi Tutti gli Articoli',
    ]) {
      expect(html).toContain(text);
    }
    // The call to action leads to Home's chat, in view and focused (product §2: /?open-chat=true).
    expect(html).toContain('<a class="tp-button" href="/?open-chat=true">Inizia la Richiesta</a>');
    expect(html).not.toContain('<script type="module"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.publishedAt,
      mainEntityOfPage: { '@id': `${SITE}/blog/${post.slug}` },
      publisher: { name: 'TrovaPro' },
    });
    // The reader's address and browser reach the API, which counts the view once a day.
    const call = seen.find((request) => request.url === `/api/blog-posts/${post.slug}`);
    expect(call?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call?.headers['user-agent']).toBe('Mozilla/5.0 Test');
    await app.close();
  });

  it('answers 404 with Articolo non trovato and Torna al Blog for an unknown or draft slug, without a call for a bad slug', async () => {
    const app = server();
    for (const url of ['/blog/bozza-non-pubblica', '/blog/Non%20Valido']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Articolo non trovato</h1>');
      expect(response.body).toContain('<a class="tp-button" href="/blog">Torna al Blog</a>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
    // A missing article asks only for itself: no page view is recorded for it.
    expect(seen.map((request) => request.url)).toEqual(['/api/blog-posts/bozza-non-pubblica']);
    await app.close();
  });

  it('renders the list: hero, cards with at most 3 tags and Leggi Articolo, the total; pagination only past one page', async () => {
    const app = server();
    const one = (await app.inject({ method: 'GET', url: '/blog' })).body;
    expect(one).toContain('<title>Blog e Guide - TrovaPro</title>');
    expect(one).toContain('<h1>Blog e Guide</h1>');
    expect(one).toContain(`<a class="tp-button" href="/blog/${post.slug}">Leggi Articolo</a>`);
    expect(one).toContain('<li>risparmio</li>');
    expect(one).not.toContain('<li>casa</li>');
    expect(one).toContain('1 articolo totale');
    expect(one).toContain('<a class="tp-button" href="/?open-chat=true">Richiedi un Preventivo Gratuito</a>');
    expect(one).not.toContain('Pagina 1 di 1');
    expect(seen[0]?.url).toBe('/api/blog-posts?page=1&limit=12');

    total = 30;
    const second = (await app.inject({ method: 'GET', url: '/blog?page=2' })).body;
    expect(second).toContain('Pagina 2 di 3');
    expect(second).toContain('<a href="/blog" rel="prev">Precedente</a>');
    expect(second).toContain('<a href="/blog?page=3" rel="next">Successiva</a>');
    const last = (await app.inject({ method: 'GET', url: '/blog?page=3' })).body;
    expect(last).toContain('<span class="tp-disabled" aria-disabled="true">Successiva</span>');
    const beyond = await app.inject({ method: 'GET', url: '/blog?page=9' });
    expect(beyond.statusCode).toBe(302);
    expect(beyond.headers.location).toBe('/blog?page=3');

    total = 0;
    expect((await app.inject({ method: 'GET', url: '/blog' })).body).toContain('Nessun articolo disponibile al momento');
    await app.close();
  });
});
