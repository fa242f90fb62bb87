import { gzipSync } from 'node:zlib';
import { homeCopy, notFound, PRODUCT_NAME, publicSite } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile } from './support/browser.ts';

// Issue 15: what a person and a crawler meet on the public site: Home rendered on the server, real 404s on
// the three frontends, and blog articles that never make a phone's page scroll sideways.

const urls = inject('urls');
const browser = browserForFile();
/** Issue 10: the JavaScript a page with the chat island loads, gzipped. */
const ISLAND_JS_BUDGET_BYTES = 120 * 1024;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

test('Home is complete in its HTML (title, description, canonical, Organization) and loads only the chat island', async () => {
  const response = await fetch(`${urls.publicSite}/`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${homeCopy.documentTitle}</title>`);
  expect(html).toContain(`<meta name="description" content="${homeCopy.metaDescription}">`);
  expect(html).toContain(`<link rel="canonical" href="${urls.publicSite}/">`);
  expect(html).toContain(`<h1>${publicSite.home.heroTitle}</h1>`);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'Organization', name: PRODUCT_NAME });

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${urls.publicSite}/`);
  await page.getByRole('log').waitFor();
  const sizes = await Promise.all(scripts.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length));
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(ISLAND_JS_BUDGET_BYTES);
  // Not the full site's bundle, and not the phone validator until the details step.
  expect(scripts.filter((url) => /\/assets\/(index|phone-rule)-/.test(url))).toEqual([]);
  await context.close();
});

test("unknown pages answer 404 with the product's 404 screen on the three frontends", async () => {
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  for (const url of [
    `${urls.publicSite}/pagina-che-non-esiste`,
    `${urls.adminConsole}/admin/pagina-che-non-esiste`,
    `${urls.checkout}/business/pagina-che-non-esiste`,
    // The checkout's root is no page of it (its 404 screen), never the static folder's 403.
    `${urls.checkout}/`,
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await page.getByRole('heading', { name: notFound.title }).waitFor();
    expect(await page.getByText(notFound.message).count(), url).toBe(1);
  }
  // The real pages still answer 200.
  for (const url of [`${urls.adminConsole}/`, `${urls.adminConsole}/admin/login`, `${urls.checkout}/business/success`]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
  }
  await context.close();
});

test('an unknown landing page answers 404 not indexed, and takes a person to Home', async () => {
  const missing = await fetch(`${urls.publicSite}/p/idraulico-atlantide`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex">');

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`${urls.publicSite}/p/idraulico-atlantide`);
  await page.waitForURL(`${urls.publicSite}/`);
  await page.getByRole('heading', { level: 1, name: publicSite.home.heroTitle }).waitFor();
  await context.close();
});

test('a blog article with a wide table, code and a long link never scrolls the page sideways; they scroll in their own box', {
  timeout: 120_000,
}, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const slug = `tabella-${Date.now().toString(36)}`;
  const columns = Array.from({ length: 8 }, (_, index) => index + 1);
  const post = await admin.call(routes.adminCreateBlogPost, {
    body: {
      title: 'Prezzi indicativi degli elettricisti nel 2026',
      slug,
      excerpt: 'Una tabella dei prezzi.',
      content:
        `<h2>Prezzi</h2><table><thead><tr>${columns.map((n) => `<th>Intestazione della colonna ${n}</th>`).join('')}</tr></thead>` +
        `<tbody><tr>${columns.map((n) => `<td>Intervento ${n}: € 1.250,00</td>`).join('')}</tr></tbody></table>` +
        `<pre>${'configurazione-del-quadro-elettrico '.repeat(6)}</pre>` +
        `<p>Fonte: https://www.example.it/${'percorso-molto-lungo-'.repeat(8)}</p><p>${'Sovraccaricodellalinea'.repeat(5)}</p>`,
      metaDescription: 'Prezzi indicativi degli elettricisti.',
      categoryTags: ['prezzi'],
    },
  });
  await admin.call(routes.adminPublishBlogPost, { params: { id: post.id } });

  for (const viewport of VIEWPORTS) {
    const context = await browser.browser.newContext({ viewport, locale: 'it-IT' });
    const page = await context.newPage();
    const measure = () =>
      page.evaluate(() => {
        const table = document.querySelector('article table') as HTMLElement;
        return {
          page: document.documentElement.scrollWidth,
          tableInWindow: table.getBoundingClientRect().right <= window.innerWidth,
          tableScrolls: table.scrollWidth > table.clientWidth,
        };
      });
    // On a phone the table is wider than the window: it scrolls in its own box, the page does not.
    const expected = { page: viewport.width, tableInWindow: true, ...(viewport.width === 390 ? { tableScrolls: true } : {}) };
    // Server-rendered (a direct visit)…
    await page.goto(`${urls.publicSite}/blog/${slug}`);
    expect(await measure()).toMatchObject(expected);

    // …and the SPA's route (a client navigation inside the full site, here from its 404 screen).
    await page.goto(`${urls.publicSite}/pagina-che-non-esiste`);
    await page.getByRole('heading', { name: notFound.title }).waitFor();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/blog/${slug}`);
    await page.locator('article table').waitFor();
    expect(await measure()).toMatchObject(expected);
    await context.close();
  }
});

test('issue 29: the three frontends serve the site icons, kept for 30 days, and name them in every page’s head; the sitemap lists Home and the blog', async () => {
  for (const origin of [urls.publicSite, urls.adminConsole, urls.checkout]) {
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon.ico', 'image/x-icon'],
      ['/apple-touch-icon.png', 'image/png'],
    ] as const) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, `${origin}${path}`).toBe(200);
      expect(response.headers.get('content-type'), `${origin}${path}`).toContain(type);
      expect(response.headers.get('cache-control'), `${origin}${path}`).toBe('public, max-age=2592000');
    }
  }
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  for (const url of [
    `${urls.publicSite}/`,
    `${urls.publicSite}/blog`,
    `${urls.publicSite}/aziende`,
    `${urls.publicSite}/privacy`,
    `${urls.publicSite}/pagina-che-non-esiste`,
    `${urls.adminConsole}/admin/login`,
    `${urls.checkout}/business/unsubscribe?b=00000000-0000-4000-8000-000000000000&t=${'x'.repeat(43)}`,
  ]) {
    await page.goto(url);
    const icons = await page
      .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(icons, url).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']);
  }
  await context.close();

  const pages = await (await fetch(`${urls.publicSite}/sitemaps/pages-1.xml`)).text();
  for (const path of ['/', '/blog', '/aziende', '/privacy', '/termini']) expect(pages).toContain(`<loc>${urls.publicSite}${path}</loc>`);
});
