import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEuro, homeCopy, partnerSignupCopy, publicSite } from '@trovapro/copy';
import { CATEGORIES, CATEGORY_PRICES, type LegalInfo, type PublicLandingPage } from '@trovapro/domain';
import { createFrontendServer } from '@trovapro/frontend-server';
import { PUBLIC_PAGES } from '../src/app/paths.ts';
import { registerSeoRoutes, type SeoRoutesOptions } from './seo-routes.ts';
import { fixedLegal, LEGAL } from './test/legal-fixture.ts';

const SITE = 'https://www.trovapro.example';
const links = { publicSiteUrl: SITE, adminConsoleUrl: 'https://admin.trovapro.example', checkoutUrl: 'https://pay.trovapro.example' };

const published: PublicLandingPage = {
  id: '3f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c',
  slug: 'idraulico-ancona',
  title: 'Trova il migliore idraulico ad Ancona',
  metaDescription: 'Preventivi gratuiti per idraulico ad Ancona "subito" & senza impegno',
  keyword: 'idraulico',
  municipalityName: 'Ancona',
  province: 'Ancona',
  isPlural: false,
  content: '<div class="landing-content"><h3>Lavori tipici</h3><p>Riparazione perdite</p></div>',
  rating: { average: 4.6, count: 1237, scope: 'province', placeName: 'Ancona' },
};
/** A keyword with markup, as a hostile admin edit could leave it; fewer than 5 reviews in its region (no rating). */
const hostile: PublicLandingPage = {
  ...published,
  id: '4f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c',
  slug: 'pulizie-ostuni',
  keyword: '</script><script>alert(1)</script>',
  municipalityName: 'Ostuni',
  title: 'Pulizie <b>Ostuni</b>',
  rating: null,
};
/** The pages the fake API answers, by slug (a test may change one, as a published review changes its rating). */
const apiPages = new Map<string, PublicLandingPage>();
/** Pages of comuni ISTAT suppressed: the API answers 301 with the successor's page (issue 36), by slug. */
const apiMoved = new Map<string, string>();
/** The If-None-Match of each request for a landing page, in order (undefined: asked without one). */
const apiValidators: (string | undefined)[] = [];
/** The API's version of the landing pages (changed with any page), and how often the site asked it. */
let apiVersion = 1;
let versionAsks = 0;
/** As the API does when a review is published: the page's answer changes, and so does the version. */
function changePage(page: PublicLandingPage): void {
  apiPages.set(page.slug, page);
  apiVersion += 1;
}
const apiEtag = (page: PublicLandingPage) => `"${createHash('sha256').update(JSON.stringify(page)).digest('base64url')}"`;

/** A real HTTP stand-in for the API's two public landing endpoints, counting the requests. */
let api: Server;
let apiUrl: string;
const apiHits: string[] = [];
/** Page views the server recorded with the API's collector: body, forwarded address and user agent. */
const collected: { body: unknown; forwardedFor: string | undefined; userAgent: string | undefined; country?: string }[] = [];
let apiDown = false;
/** Only the version of the landing pages cannot be read. */
let versionDown = false;
let sitemapTotal = 2;
beforeAll(async () => {
  api = createServer((req, res) => {
    if (req.url === '/api/analytics/collect') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        collected.push({
          body: JSON.parse(raw),
          forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
          userAgent: req.headers['user-agent'],
          ...(req.headers['x-country'] === undefined ? {} : { country: req.headers['x-country'] as string }),
        });
        res.writeHead(202).end();
      });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname === '/api/landing-pages-version') versionAsks += 1;
    else apiHits.push(req.url ?? '');
    if (apiDown) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"internal_error","message":"x"}');
      return;
    }
    if (url.pathname === '/api/landing-pages-version') {
      if (versionDown) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"internal_error","message":"x"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: `boot.${apiVersion}` }));
      return;
    }
    if (url.pathname === '/api/sitemap/blog-posts') {
      const entries = [{ path: '/blog/come-scegliere-un-idraulico', lastModified: '2025-04-02T10:00:00.000Z' }];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ entries, total: 1, totalPages: 1 }));
      return;
    }
    if (url.pathname === '/api/sitemap/landing-pages') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const entries = page === 1 ? [published, hostile].map((p) => ({ path: `/p/${p.slug}`, lastModified: '2025-04-01T10:00:00.000Z' })) : [];
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ entries, total: sitemapTotal, totalPages: Math.ceil(sitemapTotal / 50000) }));
      return;
    }
    const movedTo = apiMoved.get(url.pathname.replace('/api/landing-pages/', ''));
    if (movedTo !== undefined) {
      res.writeHead(301, { 'content-type': 'application/json', location: `/api/landing-pages/${movedTo}` }).end(JSON.stringify({ movedTo }));
      return;
    }
    const page = apiPages.get(url.pathname.replace('/api/landing-pages/', ''));
    if (!page) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"not_found","message":"Landing page non trovata"}');
      return;
    }
    // As the API: an ETag, and a 304 without a body while the page (its rating too) is the same.
    const validator = req.headers['if-none-match'];
    apiValidators.push(validator);
    const etag = apiEtag(page);
    if (validator === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', etag }).end(JSON.stringify(page));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

let distDir: string;
/** The chat chunk's styles, as Vite writes them. */
const CHAT_CSS = '._chatbot_1x2y3_1{border:1px solid #dee2e6}';
/** The sign-up island's styles, as Vite writes them. */
const SIGNUP_CSS = '._root_8c7337{padding:1.25rem}';
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'public-site-dist-'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-def456.css'], imports: ['_chatbot.js'] },
      'src/landing-chat.tsx': { file: 'assets/landing-chat-abc123.js', isEntry: true, imports: ['_chatbot.js'] },
      'src/home-chat.tsx': { file: 'assets/home-chat-abc123.js', isEntry: true, imports: ['_chatbot.js'] },
      'src/partner-signup.tsx': {
        file: 'assets/partner-signup-abc123.js',
        isEntry: true,
        imports: ['_react.js'],
        css: ['assets/partner-signup-def456.css'],
      },
      '_chatbot.js': { file: 'assets/chatbot-789.js', css: ['assets/chatbot-def456.css'] },
      '_react.js': { file: 'assets/react-456.js' },
    }),
  );
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'chatbot-def456.css'), CHAT_CSS);
  writeFileSync(path.join(distDir, 'assets', 'partner-signup-def456.css'), SIGNUP_CSS);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function server(legal: LegalInfo | null = LEGAL, options: Partial<SeoRoutesOptions> = {}) {
  return createFrontendServer({
    distDir,
    apiUrl,
    links,
    frameAncestors: "'self'",
    pages: PUBLIC_PAGES,
    countryHeader: 'x-country',
    // Every view waits for a version of the landing pages asked after it: the next view shows a change.
    routes: (scope) =>
      registerSeoRoutes(scope, { apiUrl, links, distDir, countryHeader: 'x-country', legal: fixedLegal(legal), versionFreshMs: 0, ...options }),
  });
}
beforeEach(() => {
  apiPages.clear();
  apiMoved.clear();
  for (const page of [published, hostile]) apiPages.set(page.slug, page);
  apiValidators.length = 0;
  versionAsks = 0;
  versionDown = false;
  apiHits.length = 0;
  collected.length = 0;
  apiDown = false;
  sitemapTotal = 2;
});

describe('server-rendered Home /', () => {
  it('answers the complete Home for crawlers: title, description, canonical, Open Graph, Organization JSON-LD and every section', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(`<title>${homeCopy.documentTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${homeCopy.metaDescription}">`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(html).toContain('<meta property="og:locale" content="it_IT">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'TrovaPro', url: `${SITE}/` });

    expect(html).toContain(`<h1>${publicSite.home.heroTitle}</h1>`);
    expect(html).toMatch(new RegExp(`<a class="tp-button tp-cta" href="#chat">.*${homeCopy.heroCta}</a>`));
    for (const text of [homeCopy.heroBadge, ...homeCopy.heroPoints, homeCopy.stepsTitle, homeCopy.chatTitle, homeCopy.whyTitle]) {
      expect(html).toContain(text);
    }
    expect(html.match(/<h3>/g)).toHaveLength(6);
    // The footer: who runs the service and the legal pages.
    const footerHtml = /<footer class="tp-footer">(.*?)<\/footer>/s.exec(html)?.[1] ?? '';
    expect(footerHtml).toContain(`${LEGAL.companyName} · P.IVA ${LEGAL.companyVat} · ${LEGAL.companyAddress}`);
    expect(footerHtml).toContain('<a href="/privacy">Privacy</a><a href="/termini">Termini</a><a href="/termini-aziende">Termini aziende</a>');
    expect(footerHtml).toContain('<a href="/aziende">Sei un’azienda? Diventa partner</a>');
    expect(html).toContain('<section id="chat" class="tp-section tp-chat-section" aria-labelledby="tp-chat">');
    // The way to «Diventa partner» for businesses, last on the page.
    const partner = /<section class="tp-section tp-partner-callout" aria-labelledby="tp-partner">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(partner).toContain('<h2 id="tp-partner">Sei un’azienda? Diventa partner</h2>');
    expect(partner).toContain(`<a class="tp-button" href="/aziende">${partnerSignupCopy.homeCta}</a>`);
    await app.close();
  });

  it('loads only the chat island: Home’s entry, its chunk and styles, into a marker without prefilled fields', async () => {
    const app = server();
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain('<div id="trovapro-chat" class="tp-chat" data-home-chat>');
    expect(html).not.toContain('data-landing-chat');
    expect(html).toContain('<script type="module" src="/assets/home-chat-abc123.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chatbot-789.js">');
    // The chat's styles are in the page (no request holding the first paint).
    expect(html).toContain(`<style>${CHAT_CSS}</style>`);
    expect(html).not.toContain('chatbot-def456.css');
    expect(html).not.toContain('index-abc123.js');
    expect(html).not.toContain('<div id="root">');
    await app.close();
  });

  it('counts a visit of Home (and of /?open-chat=true) as a view of /', async () => {
    const app = server();
    const headers = { 'user-agent': 'Mozilla/5.0 Chrome/130' };
    expect((await app.inject({ method: 'GET', url: '/', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/?open-chat=true', headers })).statusCode).toBe(200);
    // (Earlier tests' views may still be arriving: only this test's browser is counted.)
    // The views are reported after the answer, without waiting: polled, not slept on.
    await expect
      .poll(() => collected.filter((view) => view.userAgent === headers['user-agent']).map((view) => view.body))
      .toEqual([{ path: '/' }, { path: '/' }]);
    await app.close();
  });
});

describe('server-rendered «Diventa partner» /aziende', () => {
  it('answers the whole page: title, description, canonical, H1, the three steps, the prices IVA included, the form, the links', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/aziende' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain(`<title>${partnerSignupCopy.documentTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${partnerSignupCopy.metaDescription}">`);
    expect(html).toContain('<meta name="robots" content="index, follow">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/aziende">`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/aziende">`);
    expect(html).toContain('<meta property="og:locale" content="it_IT">');
    expect(html).toContain('<h1>Diventa partner TrovaPro</h1>');
    expect(html).toContain('<a class="tp-button tp-cta" href="#iscrizione">');

    const steps = /<ol class="tp-steps">(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
    expect([...steps.matchAll(/<h3><span class="tp-n">\d\.<\/span>(.*?)<\/h3>/g)].map((match) => match[1])).toEqual([
      'Ti iscrivi e confermi l’email',
      'Approviamo la tua azienda',
      'Ricevi le richieste e scegli',
    ]);
    expect(steps).toContain('paghi con carta solo quelle che vuoi, senza abbonamento');

    // Every category's price from the domain, each «IVA inclusa»; the discount; the buyers' number from /api/legal.
    const prices = /<ul class="tp-prices"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
    const rows = [
      ...prices.matchAll(/<li><span class="tp-price-cat">(.*?)<\/span><span class="tp-price">(.*?)<\/span><span class="tp-vat">(.*?)<\/span><\/li>/g),
    ];
    expect(rows.map(([, category, price, vat]) => [category, price, vat])).toEqual(
      CATEGORIES.map((category) => [category, formatEuro(CATEGORY_PRICES[category]), 'IVA inclusa']),
    );
    expect(rows[0]?.[2]).toBe(formatEuro('25.00'));
    expect(html).toContain('la richiesta costa il 50% in meno.');
    expect(html).toContain('Ogni richiesta può essere acquistata al massimo da 3 aziende: solo loro ricevono i contatti del cliente.');

    // The form as the server writes it: every field with its label, the six categories, the reaches, the consent.
    const form = /<section id="iscrizione"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(form).toContain('<h2 id="tp-signup">Iscrivi la tua azienda</h2>');
    expect(form).toContain('<div id="trovapro-partner-signup" data-partner-signup>');
    const labels = [...form.matchAll(/<label class="tp-ps-label" for="([^"]+)">(.*?)<\/label>/g)].map(([, id, label]) => [label, id]);
    expect(labels).toEqual([
      ['Nome azienda', 'tp-ps-companyName'],
      ['Email', 'tp-ps-email'],
      ['Telefono', 'tp-ps-phone'],
      ['Partita IVA', 'tp-ps-vatNumber'],
      ['Categoria', 'tp-ps-category'],
      ['Comune della sede', 'tp-ps-comune'],
    ]);
    for (const [, id] of labels) expect(form).toMatch(new RegExp(`<(input|select) id="${id}" name="[a-zA-Z]+"[^>]* required`));
    expect(form).toContain('<input id="tp-ps-email" name="email" class="tp-ps-input" type="email"');
    expect(form).toContain('<p id="tp-ps-vatNumber-hint" class="tp-ps-hint">11 cifre</p>');
    expect([...form.matchAll(/<option value="([^"]*)">/g)].map((match) => match[1])).toEqual(['', ...CATEGORIES]);
    expect(form).toContain('<legend class="tp-ps-legend">Dove lavori</legend>');
    expect(
      [...form.matchAll(/<input type="radio" name="serviceReach" value="([a-z]+)"[^>]*>([^<]+)<\/label>/g)].map((match) => [match[1], match[2]]),
    ).toEqual([
      ['comune', 'Solo nel mio comune'],
      ['province', 'In tutta la provincia'],
      ['region', 'In tutta la regione'],
    ]);
    expect(form).toContain(
      '<label for="tp-ps-privacy">Ho letto l’<a href="/privacy" target="_blank" rel="noopener">informativa privacy</a> e accetto i <a href="/termini" target="_blank" rel="noopener">termini di utilizzo</a></label>',
    );
    expect(form).toContain('<button type="submit" class="tp-ps-button" disabled>Invia richiesta</button>');
    expect(form).toContain(`<noscript><p class="tp-ps-noscript">${partnerSignupCopy.noScript}</p></noscript>`);

    const footerHtml = /<footer class="tp-footer">(.*?)<\/footer>/s.exec(html)?.[1] ?? '';
    expect(footerHtml).toContain(`${LEGAL.companyName} · P.IVA ${LEGAL.companyVat}`);
    expect(footerHtml).toContain('<a href="/aziende">Sei un’azienda? Diventa partner</a>');
    expect(footerHtml).toContain('<a href="/privacy">Privacy</a><a href="/termini">Termini</a><a href="/termini-aziende">Termini aziende</a>');
    await app.close();
  });

  it('loads only the sign-up island: its entry, its chunks preloaded, its styles in the page', async () => {
    const app = server();
    const html = (await app.inject({ method: 'GET', url: '/aziende' })).body;
    expect(html).toContain('<script type="module" src="/assets/partner-signup-abc123.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-456.js">');
    expect(html).toContain(`<style>${SIGNUP_CSS}</style>`);
    expect(html).not.toContain('chatbot-789.js');
    expect(html).not.toContain('index-abc123.js');
    expect(html).not.toContain('data-home-chat');
    // The island's module is the page's only script.
    expect(html.match(/<script/g)).toHaveLength(1);
    await app.close();
  });

  it('follows the API’s number of buyers, and says «poche aziende» while the API cannot say', async () => {
    const five = server({ ...LEGAL, leadMaxBuyers: 5 });
    expect((await five.inject({ method: 'GET', url: '/aziende' })).body).toContain('al massimo da 5 aziende');
    await five.close();
    const unknown = server(null);
    const response = await unknown.inject({ method: 'GET', url: '/aziende' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(partnerSignupCopy.buyersNote(null));
    expect(response.body).not.toContain('tp-company');
    await unknown.close();
  });

  it('counts a visit as a page view of /aziende', async () => {
    const app = server();
    const headers = { 'user-agent': 'Mozilla/5.0 Safari/18' };
    expect((await app.inject({ method: 'GET', url: '/aziende?utm_source=volantino', headers })).statusCode).toBe(200);
    // The views are reported after the answer, without waiting: polled, not slept on.
    await expect
      .poll(() => collected.filter((view) => view.userAgent === headers['user-agent']).map((view) => view.body))
      .toEqual([{ path: '/aziende', utmSource: 'volantino' }]);
    await app.close();
  });
});

describe('unknown pages', () => {
  it('answer 404 with the SPA shell (its 404 screen), as does a sitemap file that does not exist', async () => {
    const app = server();
    for (const url of ['/pagina-che-non-esiste', '/p', '/blog/a/b', '/sitemaps/landing-2.xml', '/sitemaps/altro-1.xml']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    await app.close();
  });
});

describe('server-rendered landing page /p/:slug', () => {
  it('answers the complete page: title, meta, canonical, Open Graph it_IT, JSON-LD, H1, the sections and the chat marker', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/p/idraulico-ancona' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<title>Trova il migliore idraulico ad Ancona | TrovaPro - Lead Generation</title>');
    expect(html).toContain('<meta name="description" content="Preventivi gratuiti per idraulico ad Ancona &quot;subito&quot; &amp; senza impegno">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/p/idraulico-ancona">`);
    expect(html).toContain('<meta property="og:locale" content="it_IT">');
    expect(html).toContain(`<meta property="og:url" content="${SITE}/p/idraulico-ancona">`);
    expect(html).toMatch(/<meta name="keywords" content="idraulico, idraulico Ancona, [^"]+">/);
    expect(html).toContain('<h1>Trova il migliore idraulico ad Ancona</h1>');
    expect(html).toContain('TrovaPro</a>');
    // The rating of its province (product §23 Ratings): the figures the Italian way, one sentence read out, the link.
    expect(html).toContain(
      '<p><span aria-hidden="true"><span class="tp-star">★</span> 4,6 su 5 · 1.237 recensioni verificate</span><span class="tp-sr">Valutazione media 4,6 su 5, da 1.237 recensioni verificate in provincia di Ancona</span></p>',
    );
    expect(html).toContain('<span aria-hidden="true">in provincia di Ancona · </span><a href="/recensioni">Come verifichiamo le recensioni</a>');
    expect(html).toContain('Come funziona');
    // Generated sentences put «ad» before a vowel, as the headline does, and the keyword in lower case.
    expect(html).toContain('<h2 id="tp-services">Servizi di idraulico ad Ancona</h2>');
    expect(html).toContain('ricevi gratis i preventivi per servizi di idraulico ad Ancona dai professionisti verificati della zona.');
    expect(html).toContain('<h3>Lavori tipici</h3><p>Riparazione perdite</p>');
    expect(html).toContain(
      `<div id="trovapro-chat" class="tp-chat" data-landing-chat data-service="idraulico" data-location="Ancona" data-landing-page-id="${published.id}">`,
    );
    // The island: the landing entry, its chunk and the chunk's styles, not the full site's bundle.
    expect(html).toContain('<script type="module" src="/assets/landing-chat-abc123.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chatbot-789.js">');
    // The chat's styles are in the page (no request holding the first paint).
    expect(html).toContain(`<style>${CHAT_CSS}</style>`);
    expect(html).not.toContain('chatbot-def456.css');
    expect(html).not.toContain('index-abc123.js');
    expect(html).not.toContain('index-def456.css');
    expect(html).toContain('<meta name="trovapro-links"');

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>[];
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Service',
      serviceType: 'idraulico',
      areaServed: { '@type': 'City', name: 'Ancona', address: { addressCountry: 'IT' } },
      provider: { '@type': 'Organization', name: 'TrovaPro' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 1237, bestRating: 5, worstRating: 1 },
    });
    expect(jsonLd[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${SITE}/` },
        { position: 2, item: `${SITE}/p/idraulico-ancona` },
      ],
    });
    await app.close();
  });

  it('sends the page compressed, once (brotli), to a browser that accepts it', async () => {
    const app = server();
    const plain = await app.inject({ method: 'GET', url: '/p/idraulico-ancona' });
    const compressed = await app.inject({ method: 'GET', url: '/p/idraulico-ancona', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.payload);
  });

  it('escapes every value: nothing an admin typed can open a tag or leave the JSON-LD script', async () => {
    const app = server();
    const html = (await app.inject({ method: 'GET', url: '/p/pulizie-ostuni' })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>Ostuni</b>');
    expect(html).toContain('<title>Pulizie &lt;b&gt;Ostuni&lt;/b&gt; | TrovaPro - Lead Generation</title>');
    expect(html).toContain('data-service="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    expect((JSON.parse(jsonLd) as { serviceType: string }[])[0]?.serviceType).toBe(hostile.keyword);
    // Exactly the two scripts of the page: JSON-LD and the bundle.
    expect(html.match(/<script/g)).toHaveLength(2);
    await app.close();
  });

  it('answers 404, not indexed, for an unknown or unpublished slug, and takes a person home (product §2); a malformed one without asking the API', async () => {
    const app = server();
    const missing = await app.inject({ method: 'GET', url: '/p/idraulico-atlantide' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    expect(missing.body).toContain('<meta http-equiv="refresh" content="0; url=/">');
    // For a client that does not follow the refresh: the layout with a way home.
    expect(missing.body).toContain('<h1>Pagina non trovata</h1>');
    expect(missing.body).toContain('<a class="tp-button" href="/">Torna alla home</a>');
    const malformed = await app.inject({ method: 'GET', url: '/p/Non%20Valido' });
    expect(malformed.statusCode).toBe(404);
    expect(apiHits).toEqual(['/api/landing-pages/idraulico-atlantide']);
    await app.close();
  });

  it('records a page view of each served page with the visitor address, user agent and country, not for a missing page', async () => {
    const app = server();
    const headers = { 'user-agent': 'Mozilla/5.0 Chrome/130', referer: 'https://www.google.it/', 'x-country': 'IT' };
    expect(
      (await app.inject({ method: 'GET', url: '/p/idraulico-ancona?utm_source=newsletter', headers, remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/p/idraulico-atlantide', headers })).statusCode).toBe(404);
    // The views are reported after the answer, without waiting: polled, not slept on.
    await expect
      .poll(() => collected)
      .toEqual([
        {
          body: { path: '/p/idraulico-ancona', referrer: 'https://www.google.it/', utmSource: 'newsletter' },
          forwardedFor: '127.0.0.1',
          userAgent: 'Mozilla/5.0 Chrome/130',
          country: 'IT',
        },
      ]);
    await app.close();
  });

  it('does not forward a country header sent by a client that is not a trusted proxy', async () => {
    const app = server();
    const headers = { 'user-agent': 'Mozilla/5.0 Chrome/130', 'x-country': 'IT' };
    expect((await app.inject({ method: 'GET', url: '/p/idraulico-ancona', headers, remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    // The views are reported after the answer, without waiting: polled, not slept on.
    await expect
      .poll(() => collected)
      .toEqual([{ body: { path: '/p/idraulico-ancona' }, forwardedFor: '203.0.113.9', userAgent: 'Mozilla/5.0 Chrome/130' }]);
    await app.close();
  });

  it('does not report the views of bots and of clients without a user agent', async () => {
    const app = server();
    for (const headers of [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': '' },
    ]) {
      expect((await app.inject({ method: 'GET', url: '/p/idraulico-ancona', headers })).statusCode).toBe(200);
    }
    await app.inject({ method: 'GET', url: '/p/idraulico-ancona', headers: { 'user-agent': 'Mozilla/5.0 Firefox/133' } });
    // The views are reported after the answer, without waiting: polled, not slept on.
    await expect.poll(() => collected.map((view) => view.userAgent)).toEqual(['Mozilla/5.0 Firefox/133']);
    await app.close();
  });

  it('shows no stars, no link and no aggregateRating while the page has no rating (fewer than 5 reviews)', async () => {
    const app = server();
    const html = (await app.inject({ method: 'GET', url: '/p/pulizie-ostuni' })).body;
    expect(html).toContain('<span class="tp-place">Ostuni</span>');
    expect(html).not.toContain('class="tp-rating"');
    expect(html).not.toContain('★');
    expect(html).not.toMatch(/su 5|recensioni|\/recensioni/);
    expect(html).not.toContain('aggregateRating');
    await app.close();
  });

  it('asks the API’s version on every view and the page only when it changed: a published review shows at the next view', async () => {
    const app = server();
    const view = async () => (await app.inject({ method: 'GET', url: '/p/idraulico-ancona' })).body;
    await Promise.all([1, 2, 3].map(() => view()));
    // Concurrent views share one question for the page.
    expect(apiValidators).toEqual([undefined]);
    expect(await view()).toContain('4,6 su 5 · 1.237 recensioni verificate');
    // The same version: the page holds, the API is not asked for it.
    expect(apiValidators).toEqual([undefined]);
    expect(versionAsks).toBeGreaterThanOrEqual(2);

    // A review is published: the API's page has a new rating (and ETag), the version changes, the next view shows it.
    const changed: PublicLandingPage = { ...published, rating: { average: 4.6, count: 1238, scope: 'province', placeName: 'Ancona' } };
    changePage(changed);
    const html = await view();
    expect(html).toContain('4,6 su 5 · 1.238 recensioni verificate');
    expect(html).toContain('"reviewCount":1238');
    expect(await view()).toContain('1.238 recensioni verificate');
    expect(apiValidators).toEqual([undefined, apiEtag(published)]);

    // Another page changed: this one is asked with its ETag, a 304 keeps it.
    changePage({ ...hostile, title: 'Pulizie a Ostuni' });
    expect(await view()).toContain('1.238 recensioni verificate');
    expect(apiValidators).toEqual([undefined, apiEtag(published), apiEtag(changed)]);

    // Below 5 again (a review hidden, the province and region under 5): no stars at the next view.
    changePage({ ...published, rating: null });
    expect(await view()).not.toContain('recensioni verificate');
    await app.close();
  });

  it('by default, asks the version once per 0.1 s however many views, and sees a change made before that', async () => {
    const app = server(LEGAL, { versionFreshMs: 100 });
    const view = async () => (await app.inject({ method: 'GET', url: '/p/idraulico-ancona' })).body;
    await view();
    const asked = versionAsks;
    for (let i = 0; i < 20; i++) await view();
    expect(versionAsks).toBeLessThanOrEqual(asked + 1);
    changePage({ ...published, rating: { average: 4.7, count: 1300, scope: 'province', placeName: 'Ancona' } });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await view()).toContain('4,7 su 5 · 1.300 recensioni verificate');
    await app.close();
  });

  it('asks the page itself on every view while the API cannot say its version', async () => {
    const app = server();
    await app.inject({ method: 'GET', url: '/p/idraulico-ancona' });
    versionDown = true;
    changePage({ ...published, rating: { average: 3.9, count: 12, scope: 'region', placeName: 'Marche' } });
    expect((await app.inject({ method: 'GET', url: '/p/idraulico-ancona' })).body).toContain('3,9 su 5 · 12 recensioni verificate');
    expect((await app.inject({ method: 'GET', url: '/p/idraulico-ancona' })).body).toContain('nelle Marche');
    expect(apiValidators).toHaveLength(3);
    await app.close();
  });

  it('lets browsers revalidate the page too: no max-age, an ETag, and a 304 while the page holds', async () => {
    const app = server();
    const first = await app.inject({ method: 'GET', url: '/p/idraulico-ancona' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/p/idraulico-ancona', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    changePage({ ...published, rating: null });
    const changed = await app.inject({ method: 'GET', url: '/p/idraulico-ancona', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await app.close();
  });

  it('redirects (301) a page of a comune ISTAT suppressed to its successor’s page, briefly remembered, without a page view', async () => {
    apiMoved.set('idraulico-castelbianco', published.slug);
    const app = server();
    const headers = { 'user-agent': 'Mozilla/5.0 Chrome/130' };
    for (let view = 0; view < 2; view++) {
      const moved = await app.inject({ method: 'GET', url: '/p/idraulico-castelbianco', headers });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/p/idraulico-ancona');
      expect(moved.body).toBe('');
    }
    // The API's 301 is read, not followed: one question, and the successor's page was not fetched for it.
    expect(apiHits).toEqual(['/api/landing-pages/idraulico-castelbianco']);
    expect((await app.inject({ method: 'GET', url: '/p/idraulico-ancona', headers })).statusCode).toBe(200);
    await expect.poll(() => collected.map((view) => (view.body as { path: string }).path)).toEqual(['/p/idraulico-ancona']);
    await app.close();
  });

  it('keeps an unknown slug briefly; a failure answers 503 and is not remembered', async () => {
    const app = server();
    await app.inject({ method: 'GET', url: '/p/idraulico-atlantide' });
    await app.inject({ method: 'GET', url: '/p/idraulico-atlantide' });
    expect(apiHits).toEqual(['/api/landing-pages/idraulico-atlantide']);
    expect((await app.inject({ method: 'GET', url: '/p/pulizie-ostuni' })).statusCode).toBe(200);
    apiDown = true;
    const down = await app.inject({ method: 'GET', url: '/p/pulizie-ostuni' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    apiDown = false;
    expect((await app.inject({ method: 'GET', url: '/p/pulizie-ostuni' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('«Come verifichiamo le recensioni» /recensioni', () => {
  it('explains how reviews are collected and checked, with the days of the deployment, indexed', async () => {
    const app = server({ ...LEGAL, reviewRequestDays: 10, reviewReplyDays: 5 });
    const response = await app.inject({ method: 'GET', url: '/recensioni' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const html = response.body;
    expect(html).toContain('<title>Come verifichiamo le recensioni | TrovaPro</title>');
    expect(html).toContain('<meta name="robots" content="index, follow">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/recensioni">`);
    expect(html).toContain('<h1>Come verifichiamo le recensioni</h1>');
    expect(html).not.toContain('class="tp-version"');
    expect(html).toContain('10 giorni dopo l’acquisto gli inviamo un’email con un link personale');
    expect(html).toContain('una per ogni acquisto');
    expect(html).toContain('ha 5 giorni per rispondere');
    expect(html).toContain('la nasconde indicando il motivo. Ogni decisione viene registrata');
    expect(html).toContain('non viene mai nascosta per il voto che dà');
    expect(html).toContain('se la provincia ne ha meno di 5, quella delle recensioni della regione');
    expect(html).toContain('le sue recensioni restano ma diventano anonime');
    await app.close();
  });

  it('answers 503, not indexed, while the API cannot say its days', async () => {
    const app = server(null);
    const response = await app.inject({ method: 'GET', url: '/recensioni' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    await app.close();
  });
});

describe('sitemap and robots', () => {
  it('indexes one landing file per 50,000 published pages, and lists their URLs', async () => {
    const app = server();
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body.match(/<sitemap>/g)).toHaveLength(3);
    expect(index.body).toContain(`<loc>${SITE}/sitemaps/pages-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${SITE}/sitemaps/landing-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${SITE}/sitemaps/blog-1.xml</loc>`);

    const file = await app.inject({ method: 'GET', url: '/sitemaps/landing-1.xml' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`<url><loc>${SITE}/p/idraulico-ancona</loc><lastmod>2025-04-01T10:00:00.000Z</lastmod></url>`);
    expect(file.body).toContain(`<loc>${SITE}/p/pulizie-ostuni</loc>`);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/landing-2.xml' })).statusCode).toBe(404);
    const blog = await app.inject({ method: 'GET', url: '/sitemaps/blog-1.xml' });
    expect(blog.body).toContain(`<url><loc>${SITE}/blog/come-scegliere-un-idraulico</loc><lastmod>2025-04-02T10:00:00.000Z</lastmod></url>`);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/blog-2.xml' })).statusCode).toBe(404);

    sitemapTotal = 120_000;
    const split = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(split.body.match(/<sitemap>/g)).toHaveLength(5);
    expect(split.body).toContain(`<loc>${SITE}/sitemaps/landing-3.xml</loc>`);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/landing-3.xml' })).statusCode).toBe(200);
    await app.close();
  });

  it('lists Home, the blog, «Diventa partner», the privacy notice and the terms in the site’s own file', async () => {
    const app = server();
    const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages-1.xml' });
    expect(pages.statusCode).toBe(200);
    expect(pages.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(pages.body).toContain(`<url><loc>${SITE}/</loc></url>`);
    expect(pages.body).toContain(`<url><loc>${SITE}/blog</loc></url>`);
    expect(pages.body).toContain(`<url><loc>${SITE}/aziende</loc></url>`);
    expect(pages.body).toContain(`<url><loc>${SITE}/privacy</loc></url>`);
    expect(pages.body).toContain(`<url><loc>${SITE}/termini</loc></url>`);
    expect(pages.body).toContain(`<url><loc>${SITE}/recensioni</loc></url>`);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/pages-2.xml' })).statusCode).toBe(404);
    await app.close();
  });

  it('answers 503 while the API is down', async () => {
    const app = server();
    apiDown = true;
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(503);
    await app.close();
  });

  it('points robots.txt to the sitemap and keeps crawlers out of the API', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`);
    await app.close();
  });
});
