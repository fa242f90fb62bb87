import { routes, addDays, romeDay } from '@trovapro/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
];
const ADDRESS = '203.0.113.77';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://www.trovapro.it' } });
  cookie = await signInAdmin(t);
});
afterAll(() => t.close());

function collect(body: object, headers: Record<string, string> = {}, address = ADDRESS) {
  const allHeaders = { 'user-agent': CHROME, 'x-forwarded-for': address, ...headers };
  return t.app.inject({ method: 'POST', url: '/api/analytics/collect', payload: body, headers: allHeaders });
}

function admin(url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

const today = () => romeDay(new Date());
const rangeOf = (startDate = today(), endDate = today()) => `startDate=${startDate}&endDate=${endDate}`;
const summary = async () => (await admin(`/api/admin/analytics/visitors?${rangeOf()}`)).json() as { pageViews: number };

describe('POST /api/analytics/collect', () => {
  it("answers 202 with no body, and three views raise today's page views by exactly three", async () => {
    const before = (await summary()).pageViews;
    for (const path of ['/', '/blog', '/?open-chat=true']) {
      const response = await collect({ path, referrer: '', screenWidth: 1280 }, {}, '203.0.113.10');
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
    }
    expect((await summary()).pageViews).toBe(before + 3);
  });

  it('ignores bots, headless browsers and an empty user agent: 202, nothing stored', async () => {
    const before = (await summary()).pageViews;
    for (const userAgent of [...BOTS, '', '   ']) {
      const response = await collect({ path: '/bot-visit' }, { 'user-agent': userAgent });
      expect(response.statusCode, userAgent).toBe(202);
    }
    expect((await summary()).pageViews).toBe(before);
  });

  it('counts the visitor in realtime', async () => {
    const before = ((await admin('/api/admin/analytics/realtime')).json() as { activeVisitors: number }).activeVisitors;
    await collect({ path: '/' }, {}, '203.0.113.11');
    expect((await admin('/api/admin/analytics/realtime')).json()).toEqual({ activeVisitors: before + 1 });
  });

  it('keeps the path without its query, and refuses a path over 500 characters or not starting with /', async () => {
    await collect({ path: '/pagina-con-query?utm_source=x#sezione' });
    const pages = (await admin(`/api/admin/analytics/pages?${rangeOf()}&limit=100`)).json() as { path: string }[];
    expect(pages.map((page) => page.path)).toContain('/pagina-con-query');
    expect(pages.map((page) => page.path).filter((path) => path.includes('?'))).toEqual([]);

    const long = await collect({ path: `/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'path', message: 'Il percorso della pagina non può superare 500 caratteri' });
    expect((await collect({ path: 'https://altro.it/' })).statusCode).toBe(400);
    expect((await collect({ path: '/', extra: 1 })).statusCode).toBe(400);
  });

  it('reads device and browser from the user agent and the country from the trusted header', async () => {
    await collect({ path: '/' }, { 'user-agent': IPHONE, 'cf-ipcountry': 'it' }, '203.0.113.20');
    await collect({ path: '/' }, { 'user-agent': IPAD, 'cf-ipcountry': 'XX' }, '203.0.113.21');
    await collect({ path: '/' }, { 'cf-ipcountry': 'T1' }, '203.0.113.22');
    const { devices, browsers } = (await admin(`/api/admin/analytics/devices?${rangeOf()}`)).json() as {
      devices: { device: string; count: number }[];
      browsers: { browser: string; count: number }[];
    };
    expect(devices.find((row) => row.device === 'mobile')?.count).toBe(1);
    expect(devices.find((row) => row.device === 'tablet')?.count).toBe(1);
    expect(devices.find((row) => row.device === 'desktop')?.count).toBeGreaterThan(0);
    expect(browsers.map((row) => row.browser)).toEqual(expect.arrayContaining(['Chrome', 'Mobile Safari']));
    const geo = (await admin(`/api/admin/analytics/geo?${rangeOf()}`)).json() as { country: string | null; count: number }[];
    expect(geo).toContainEqual({ country: 'IT', count: 1 });
    expect(geo.find((row) => row.country === null)?.count).toBeGreaterThan(1);
    expect(geo.map((row) => row.country)).not.toContain('XX');
  });

  it('believes the country header only from a trusted proxy: a client connecting directly cannot set it', async () => {
    const before = (await admin(`/api/admin/analytics/geo?${rangeOf()}`)).json() as { country: string | null; count: number }[];
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/collect',
      payload: { path: '/' },
      headers: { 'user-agent': CHROME, 'cf-ipcountry': 'FR' },
      remoteAddress: '198.51.100.200',
    });
    expect(direct.statusCode).toBe(202);
    await collect({ path: '/' }, { 'cf-ipcountry': 'DE' }, '203.0.113.23');
    const geo = (await admin(`/api/admin/analytics/geo?${rangeOf()}`)).json() as { country: string | null; count: number }[];
    expect(geo.find((row) => row.country === 'FR')).toBeUndefined();
    expect(geo).toContainEqual({ country: 'DE', count: 1 });
    const unknown = (rows: typeof geo) => rows.find((row) => row.country === null)?.count ?? 0;
    expect(unknown(geo)).toBe(unknown(before) + 1);
  });

  it('ignores referrers from the public site itself', async () => {
    await collect({ path: '/', referrer: 'https://trovapro.it/blog' }, {}, '203.0.113.30');
    await collect({ path: '/', referrer: 'https://duckduckgo.com/' }, {}, '203.0.113.31');
    const sources = (await admin(`/api/admin/analytics/traffic-sources?${rangeOf()}`)).json() as { source: string }[];
    expect(sources.map((row) => row.source)).toContain('duckduckgo.com');
    expect(sources.map((row) => row.source).filter((source) => source.includes('trovapro'))).toEqual([]);
  });
});

describe('admin analytics endpoints', () => {
  it('answer a 31-day trend with 31 zero-filled points, oldest first', async () => {
    const start = addDays(today(), -30);
    const response = await admin(`/api/admin/analytics/trend?${rangeOf(start)}`);
    expect(response.statusCode).toBe(200);
    const trend = response.json() as { date: string; visitors: number; pageViews: number }[];
    expect(trend).toHaveLength(31);
    expect(trend[0]).toEqual({ date: start, visitors: 0, pageViews: 0 });
    expect(trend.at(-1)?.date).toBe(today());
    expect(trend.at(-1)?.pageViews).toBeGreaterThan(0);
  });

  it('never answer the client address, on any endpoint', async () => {
    await collect({ path: '/ip-check', referrer: `http://${ADDRESS}/`, utmSource: 'ip' });
    const admins = Object.values(routes).filter((route) => route.path.startsWith('/api/admin/analytics/'));
    expect(admins).toHaveLength(7);
    for (const route of admins) {
      const response = await admin(`${route.path}?${rangeOf()}`);
      expect(response.statusCode, route.path).toBe(200);
      expect(response.body, route.path).not.toContain(ADDRESS);
      expect(response.body, route.path).not.toContain('127.0.0.1');
    }
  });

  it('refuse invalid ranges with a 400 and an Italian message', async () => {
    const cases: [string, string][] = [
      [rangeOf('2025-02-30', '2025-03-01'), 'La data «startDate» non è valida: usa il formato AAAA-MM-GG'],
      [rangeOf('2025-03-10', '2025-03-09'), 'La data di fine deve essere uguale o successiva alla data di inizio'],
      [rangeOf('2024-01-01', '2025-01-01'), 'Il periodo selezionato non può superare 366 giorni'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['visitors', 'pages', 'traffic-sources', 'devices', 'geo', 'trend']) {
        const response = await admin(`/api/admin/analytics/${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalid_date_range', message });
      }
    }
    // 366 days (a leap year) is the longest range allowed.
    expect((await admin(`/api/admin/analytics/trend?${rangeOf('2024-01-01', '2024-12-31')}`)).json()).toHaveLength(366);
    for (const query of ['startDate=10/03/2025&endDate=2025-03-10', 'startDate=2025-03-10', '']) {
      const response = await admin(`/api/admin/analytics/visitors?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });

  it('require an admin session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/analytics/visitors?${rangeOf()}` });
    expect(response.statusCode).toBe(401);
  });
});
