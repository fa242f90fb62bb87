import type { AdminLandingPageList, LandingPage } from '@trovapro/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ signedIn: true });

const admin = t.adminJson;
const list = (query: string) => admin<AdminLandingPageList>('GET', `/api/admin/landing-pages?${query}`);
const count = async (query: string) => (await admin<{ count: number }>('GET', `/api/admin/landing-pages/count?${query}`)).body.count;
const generate = (keyword: string, province: string, isPlural = false) =>
  admin<{ generated: number }>('POST', '/api/admin/landing-pages/generate', { keyword, province, isPlural });
/** Every page matching the query, through all the list's pages. */
async function listAll(query: string): Promise<LandingPage[]> {
  const pages: LandingPage[] = [];
  for (let page = 1; ; page++) {
    const { body } = await list(`${query}&limit=100&page=${page}`);
    pages.push(...body.pages);
    if (page >= body.totalPages) return pages;
  }
}
const pageOf = async (keyword: string, municipality: string): Promise<LandingPage> => {
  const found = (await listAll(`keyword=${encodeURIComponent(keyword)}`)).find((page) => page.municipalityName === municipality);
  if (!found) throw new Error(`no page for ${keyword} in ${municipality}`);
  return found;
};

describe('Italian data and provinces', () => {
  it('imports 7,904 comuni in 107 provinces, twice alike', async () => {
    const first = await admin('POST', '/api/admin/import-italian-data');
    const second = await admin('POST', '/api/admin/import-italian-data');
    expect(first).toEqual({ status: 200, body: { totalMunicipalities: 7904, totalProvinces: 107 } });
    expect(second).toEqual(first);
  });

  it('lists the province names, sorted, and the comuni of one province', async () => {
    const provinces = await admin<string[]>('GET', '/api/admin/provinces');
    expect(provinces.body).toHaveLength(107);
    expect(provinces.body).toEqual([...provinces.body].sort());
    expect(provinces.body).toContain('Pesaro e Urbino');
    const comuni = await admin<{ name: string; provinceCode: string; postalCodes: string[] }[]>(
      'GET',
      `/api/admin/municipalities/by-province/${encodeURIComponent('Isernia')}`,
    );
    expect(comuni.body).toHaveLength(52);
    expect(comuni.body.find((comune) => comune.name === 'Isernia')).toMatchObject({ provinceCode: 'IS', postalCodes: ['86170'] });
    expect((await admin<unknown[]>('GET', '/api/admin/municipalities/by-province/Atlantide')).body).toEqual([]);
  });
});

describe('generation', () => {
  it("generates one page per comune of Torino's 312, and again leaves one page per comune", async () => {
    expect((await generate('idraulico', 'Torino')).body).toEqual({ generated: 312 });
    const first = await pageOf('idraulico', 'Torino');
    await admin('PATCH', `/api/admin/landing-pages/${first.id}/publish`, { isPublished: true });
    expect((await generate(' Idraulico ', 'Torino', true)).body).toEqual({ generated: 312 });
    expect(await count('keyword=idraulico&province=Torino')).toBe(312);
    const again = await pageOf('idraulico', 'Torino');
    // Updated in place: same id, slug and state; the new grammar.
    expect(again).toMatchObject({ id: first.id, slug: 'idraulico-torino', isPublished: true, isPlural: true });
    expect(again.title).toBe('Trova i migliori Idraulico a Torino');
  });

  it('writes the hero grammar, readable slugs, sanitized content and links to nearby comuni of the same keyword', async () => {
    expect((await generate('elettricista', 'Asti')).body.generated).toBeGreaterThan(100);
    const asti = await pageOf('elettricista', 'Asti');
    expect(asti.title).toBe('Trova il migliore elettricista ad Asti');
    expect(asti.slug).toBe('elettricista-asti');
    expect(asti.metaDescription.length).toBeLessThanOrEqual(160);
    expect(asti.content).not.toMatch(/<script|on\w+=/i);
    const links = [...asti.content.matchAll(/href="\/p\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    const pages = await listAll('keyword=elettricista&province=Asti');
    const slugs = new Set(pages.map((page) => page.slug));
    expect(slugs.size).toBe(pages.length);
    for (const slug of links) expect(slugs.has(slug!)).toBe(true);
  });

  it('appends the province code when a comune of the same name already has the slug', async () => {
    // Castro is a comune of Bergamo and of Lecce.
    await generate('fabbro', 'Bergamo');
    await generate('fabbro', 'Lecce');
    const all = await listAll('keyword=fabbro');
    const castros = all.filter((page) => page.municipalityName === 'Castro').map((page) => [page.province, page.slug]);
    expect(castros.sort()).toEqual([
      ['Bergamo', 'fabbro-castro'],
      ['Lecce', 'fabbro-castro-le'],
    ]);
    expect(new Set(all.map((page) => page.slug)).size).toBe(all.length);
  });

  it('refuses an unknown province and an empty keyword', async () => {
    expect((await generate('idraulico', 'Atlantide')).status).toBe(404);
    expect((await generate('   ', 'Torino')).status).toBe(400);
    expect((await admin('POST', '/api/admin/landing-pages/generate', { keyword: 'x', province: 'Torino' })).status).toBe(400);
  });
});

describe('list, count and by-filters operations', () => {
  beforeAll(async () => {
    await generate('giardiniere', 'Isernia');
    await generate('giardiniere', 'Campobasso');
  });

  it('pages 50 at a time and agrees with the count under every filter', async () => {
    const all = await list('keyword=giardiniere');
    expect(all.body.pages).toHaveLength(50);
    expect(all.body.total).toBe(52 + 84);
    expect(all.body.totalPages).toBe(3);
    const last = await list('keyword=giardiniere&page=3');
    expect(last.body.pages).toHaveLength(36);
    expect(await count('keyword=giardiniere')).toBe(136);
    expect(await count('keyword=GIARD')).toBe(136);
    expect(await count('keyword=giardiniere&province=Isernia')).toBe(52);
    expect(await count('keyword=giardiniere&status=published')).toBe(0);
    expect(await count('keyword=giardiniere&status=draft')).toBe(136);
    expect(await count('keyword=giardiniere&status=all&province=Campobasso')).toBe(84);
    expect((await list('keyword=giardiniere&province=Isernia')).body.total).toBe(52);
  });

  it('publishes by filters exactly what the list and count match, then hides them again', async () => {
    const published = await admin('POST', '/api/admin/landing-pages/publish-by-filters', {
      keyword: 'giardiniere',
      province: 'Isernia',
      status: 'draft',
      isPublished: true,
    });
    expect(published.body).toEqual({ successCount: 52, failureCount: 0 });
    expect(await count('keyword=giardiniere&status=published')).toBe(52);
    expect((await list('keyword=giardiniere&status=published&limit=100')).body.pages.every((page) => page.province === 'Isernia')).toBe(true);
    const hidden = await admin('POST', '/api/admin/landing-pages/publish-by-filters', { keyword: 'giardiniere', isPublished: false });
    expect(hidden.body).toEqual({ successCount: 136, failureCount: 0 });
    expect(await count('keyword=giardiniere&status=published')).toBe(0);
  });

  it('bulk-updates by ids (one batch of at most 100) and by filters', async () => {
    const ids = (await list('keyword=giardiniere&province=Campobasso&limit=10')).body.pages.map((page) => page.id);
    expect((await admin('PATCH', '/api/admin/landing-pages/bulk', { ids, updates: { isPublished: true } })).body).toEqual({ updated: 10 });
    expect(await count('keyword=giardiniere&status=published')).toBe(10);
    const byFilters = await admin('PATCH', '/api/admin/landing-pages/bulk', {
      filters: { keyword: 'giardiniere', province: 'Isernia' },
      updates: { isPublished: true },
    });
    expect(byFilters.body).toEqual({ updated: 52 });
    expect(await count('keyword=giardiniere&status=published')).toBe(62);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await admin('PATCH', '/api/admin/landing-pages/bulk', { ids: tooMany, updates: { isPublished: true } })).status).toBe(400);
    expect((await admin('PATCH', '/api/admin/landing-pages/bulk', { updates: { isPublished: true } })).status).toBe(400);
    expect((await admin('PATCH', '/api/admin/landing-pages/bulk', { ids, filters: {}, updates: { isPublished: true } })).status).toBe(400);
  });

  it('deletes by ids and by filters', async () => {
    const ids = (await list('keyword=giardiniere&province=Campobasso&limit=5')).body.pages.map((page) => page.id);
    expect((await admin('POST', '/api/admin/landing-pages/bulk/delete', { ids })).body).toEqual({ deleted: 5 });
    expect(await count('keyword=giardiniere&province=Campobasso')).toBe(79);
    const deleted = await admin('POST', '/api/admin/landing-pages/delete-by-filters', { keyword: 'giardiniere', province: 'Campobasso' });
    expect(deleted.body).toEqual({ successCount: 79, failureCount: 0 });
    expect(await count('keyword=giardiniere')).toBe(52);
  });
});

describe('the keyword filter finds the keyword anywhere, in any case', () => {
  beforeAll(async () => {
    await generate('Imbianchino QA Walk', 'Isernia');
    await generate('imbianchino', 'Isernia');
  });

  it('lists and counts the pages whose keyword contains the text', async () => {
    for (const keyword of ['QA Walk', 'qa walk', ' QA   WALK ', 'walk', 'ino qa']) {
      expect(await count(`keyword=${encodeURIComponent(keyword)}`)).toBe(52);
      const page = await list(`keyword=${encodeURIComponent(keyword)}`);
      expect(page.body.total).toBe(52);
      expect(new Set(page.body.pages.map((landing) => landing.keyword))).toEqual(new Set(['Imbianchino QA Walk']));
    }
    expect(await count('keyword=imbianchino')).toBe(104);
    // The filter's own wildcards match literally.
    expect(await count(`keyword=${encodeURIComponent('%')}`)).toBe(0);
    expect(await count(`keyword=${encodeURIComponent('imbianchino_qa')}`)).toBe(0);
  });

  it('publishes, bulk-updates and deletes by the same filter', async () => {
    const published = await admin('POST', '/api/admin/landing-pages/publish-by-filters', { keyword: 'QA Walk', isPublished: true });
    expect(published.body).toEqual({ successCount: 52, failureCount: 0 });
    expect(await count('keyword=imbianchino&status=published')).toBe(52);
    const hidden = await admin('PATCH', '/api/admin/landing-pages/bulk', { filters: { keyword: 'qa WALK' }, updates: { isPublished: false } });
    expect(hidden.body).toEqual({ updated: 52 });
    expect(await count('keyword=imbianchino&status=published')).toBe(0);
    const deleted = await admin('POST', '/api/admin/landing-pages/delete-by-filters', { keyword: 'Qa Walk' });
    expect(deleted.body).toEqual({ successCount: 52, failureCount: 0 });
    expect(await count('keyword=imbianchino')).toBe(52);
  });
});

describe('one page', () => {
  it('edits the fields, sanitizing the content (scripts, handlers and javascript: links removed; allowed tags and data-* kept)', async () => {
    const page = await pageOf('idraulico', 'Moncalieri');
    const content = [
      '<div class="intro" data-service="idraulico" data-extra="x"><h2>Titolo</h2><p onclick="steal()">Testo <strong>forte</strong></p>',
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">male</a><a href="/p/altro" target="_blank">bene</a></div>',
    ].join('');
    const { status, body } = await admin<LandingPage>('PATCH', `/api/admin/landing-pages/${page.id}`, {
      title: 'Idraulico a Moncalieri',
      metaDescription: 'Preventivi gratuiti',
      content,
      isPublished: true,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Idraulico a Moncalieri', metaDescription: 'Preventivi gratuiti', isPublished: true });
    expect(body.content).toBe(
      '<div class="intro" data-service="idraulico" data-extra="x"><h2>Titolo</h2><p>Testo <strong>forte</strong></p><a>male</a><a href="/p/altro" target="_blank" rel="noopener noreferrer">bene</a></div>',
    );
  });

  it('refuses a slug another page holds with 409, and answers 404 for an unknown page', async () => {
    const page = await pageOf('idraulico', 'Moncalieri');
    const taken = await admin<{ field: string }>('PATCH', `/api/admin/landing-pages/${page.id}`, { slug: 'idraulico-torino' });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe('slug');
    const unknown = crypto.randomUUID();
    expect((await admin('PATCH', `/api/admin/landing-pages/${unknown}`, { title: 'x' })).status).toBe(404);
    expect((await admin('PATCH', `/api/admin/landing-pages/${unknown}/publish`, { isPublished: true })).status).toBe(404);
    expect((await admin('DELETE', `/api/admin/landing-pages/${unknown}`)).status).toBe(404);
  });

  it('serves published pages only, counting views; a hidden or deleted page is 404', async () => {
    const page = await pageOf('idraulico', 'Rivoli');
    const publicGet = (slug: string) => t.app.inject({ method: 'GET', url: `/api/landing-pages/${slug}` });
    expect((await publicGet(page.slug)).statusCode).toBe(404);
    await admin('PATCH', `/api/admin/landing-pages/${page.id}/publish`, { isPublished: true });
    const shown = await publicGet(page.slug);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      id: page.id,
      slug: page.slug,
      title: page.title,
      metaDescription: page.metaDescription,
      keyword: page.keyword,
      municipalityName: 'Rivoli',
      province: 'Torino',
      isPlural: page.isPlural,
      content: page.content,
      // No published review of its category anywhere: no rating (product §23 Ratings).
      rating: null,
    });
    await publicGet(page.slug);
    // Reading the page counts nothing (the public site caches it); each page view it reports counts one.
    expect((await pageOf('idraulico', 'Rivoli')).viewCount).toBe(0);
    for (const address of ['203.0.113.61', '203.0.113.62', '203.0.113.61']) {
      const collected = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/collect',
        payload: { path: `/p/${page.slug}` },
        headers: {
          'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
          'x-forwarded-for': address,
        },
      });
      expect(collected.statusCode).toBe(202);
    }
    expect((await pageOf('idraulico', 'Rivoli')).viewCount).toBe(3);
    await admin('PATCH', `/api/admin/landing-pages/${page.id}/publish`, { isPublished: false });
    expect((await publicGet(page.slug)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/admin/landing-pages/${page.id}`)).body).toEqual({ success: true });
    expect((await admin('GET', `/api/admin/landing-pages/count?keyword=idraulico`)).body).toEqual({ count: 311 });
  });

  it('keeps every admin call behind the session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/landing-pages' });
    expect(anonymous.statusCode).toBe(401);
    const generation = await t.app.inject({
      method: 'POST',
      url: '/api/admin/landing-pages/generate',
      payload: { keyword: 'x', province: 'Torino', isPlural: false },
    });
    expect(generation.statusCode).toBe(401);
  });
});

describe('sitemap section', () => {
  it('lists the paths of published pages only, with their change time', async () => {
    const shown = await pageOf('fabbro', 'Castro');
    const hidden = await pageOf('fabbro', 'Lecce');
    await admin('PATCH', `/api/admin/landing-pages/${shown.id}/publish`, { isPublished: true });
    const response = await t.app.inject({ method: 'GET', url: '/api/sitemap/landing-pages' });
    expect(response.statusCode).toBe(200);
    const section = response.json() as { entries: { path: string; lastModified: string }[]; total: number; totalPages: number };
    const paths = section.entries.map((entry) => entry.path);
    expect(paths).toContain(`/p/${shown.slug}`);
    expect(paths).not.toContain(`/p/${hidden.slug}`);
    expect(section.total).toBe(await count('status=published'));
    expect(section.totalPages).toBe(1);
    expect(Number.isNaN(Date.parse(section.entries[0]!.lastModified))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/sitemap/landing-pages?page=2' })).json()).toMatchObject({ entries: [] });
  });
});
