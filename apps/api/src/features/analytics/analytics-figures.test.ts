import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  collectPageView,
  countUniqueVisitorsToday,
  dailyTrend,
  realtimeVisitors,
  topPages,
  trafficSources,
  visitorsSummary,
  VIEWS_PER_ADDRESS,
  VIEWS_WINDOW_MS,
  type AnalyticsContext,
  type ReportContext,
  type Visitor,
} from './analytics.service.ts';
import { PageViewWriter } from './page-view-writer.ts';
import { DailySalts } from './visitor-id.ts';
import { WindowLimiter } from './window-limiter.ts';

// Service-level figures on the real database with a clock the test moves.
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let database: TestDatabase;
let clock: Date;
let context: AnalyticsContext;
/** Reports on the real clock: every day of these tests is closed, so they read the rollups. */
let reports: ReportContext;
beforeAll(async () => {
  database = await createTestDatabase();
  reports = { db: database.db, now: () => new Date() };
});
afterAll(() => database.drop());
beforeEach(async () => {
  await sql`truncate page_views, analytics_sessions, analytics_salts, analytics_daily_rollups, analytics_rolled_up_days`.execute(database.db);
  context = {
    db: database.db,
    salts: new DailySalts(database.db),
    limiter: new WindowLimiter(VIEWS_PER_ADDRESS, VIEWS_WINDOW_MS),
    writer: new PageViewWriter(database.db),
    internalHosts: new Set(['trovapro.it']),
    now: () => clock,
  };
});

const visitor = (clientAddress: string, userAgent = CHROME): Visitor => ({ clientAddress, userAgent, countryHeader: undefined });
async function view(at: string, who: Visitor, path = '/', extra: { referrer?: string; utmSource?: string } = {}) {
  clock = new Date(at);
  await collectPageView(context, { path, ...extra }, who);
}

describe('analytics figures from known page views', () => {
  it('counts visits, unique visitors, page views, the average and the bounce rate exactly', async () => {
    const anna = visitor('198.51.100.1');
    const bruno = visitor('198.51.100.2');
    const carla = visitor('198.51.100.3');
    // Anna: one visit of three pages, 10 minutes apart.
    await view('2025-06-10T08:00:00Z', anna, '/');
    await view('2025-06-10T08:10:00Z', anna, '/blog');
    await view('2025-06-10T08:20:00Z', anna, '/blog/idraulico');
    // Bruno: one page (a bounce).
    await view('2025-06-10T09:00:00Z', bruno, '/');
    // Carla: one page, then 31 minutes of silence: a second visit, both bounces.
    await view('2025-06-10T10:00:00Z', carla, '/');
    await view('2025-06-10T10:31:00Z', carla, '/p/idraulico-roma');
    // A crawler adds nothing.
    await view('2025-06-10T10:32:00Z', visitor('198.51.100.9', GOOGLEBOT), '/');

    // While the day is open the figures come from the raw tables, once closed from its rollups: the same.
    const day = { startDate: '2025-06-10', endDate: '2025-06-10' };
    const live = await visitorsSummary(context, day);
    const summary = await visitorsSummary(reports, day);
    // 4 visits by 3 visitors, 6 pages: 6 / 3 = 2.0 per visitor; 3 of 4 visits have one page: 75.0%.
    expect(summary).toEqual({ totalVisitors: 4, uniqueVisitors: 3, pageViews: 6, avgPageViews: 2, bounceRate: 75 });
    expect(live).toEqual(summary);
    expect(await topPages(context, day)).toEqual(await topPages(reports, day));
    expect(await topPages(reports, { startDate: '2025-06-10', endDate: '2025-06-10', limit: 2 })).toEqual([
      { path: '/', views: 3 },
      { path: '/blog', views: 1 },
    ]);
  });

  it('keeps views arriving together in one batch: same visitor, one visit; others their own', async () => {
    clock = new Date('2025-06-10T08:00:00Z');
    const anna = visitor('198.51.100.1');
    await Promise.all([
      collectPageView(context, { path: '/' }, anna),
      collectPageView(context, { path: '/blog' }, anna),
      collectPageView(context, { path: '/blog' }, visitor('198.51.100.2')),
      collectPageView(context, { path: '/p/idraulico-roma' }, anna),
    ]);
    await view('2025-06-10T08:10:00Z', anna, '/contatti');
    expect(await visitorsSummary(reports, { startDate: '2025-06-10', endDate: '2025-06-10' })).toEqual({
      totalVisitors: 2,
      uniqueVisitors: 2,
      pageViews: 5,
      avgPageViews: 2.5,
      bounceRate: 50,
    });
  });

  it('rounds the average and the bounce rate to one decimal', async () => {
    const anna = visitor('198.51.100.1');
    await view('2025-06-10T08:00:00Z', anna);
    await view('2025-06-10T08:01:00Z', anna);
    await view('2025-06-10T08:02:00Z', visitor('198.51.100.2'));
    await view('2025-06-10T08:03:00Z', visitor('198.51.100.3'));
    // 4 views / 3 visitors = 1.33…; 2 of 3 visits bounced = 66.66…%.
    expect(await visitorsSummary(reports, { startDate: '2025-06-10', endDate: '2025-06-10' })).toEqual({
      totalVisitors: 3,
      uniqueVisitors: 3,
      pageViews: 4,
      avgPageViews: 1.3,
      bounceRate: 66.7,
    });
  });

  it('puts a view at 23:59 and one at 00:01 Europe/Rome on two days, as two visitor-days', async () => {
    const anna = visitor('198.51.100.1');
    await view('2025-03-10T22:59:00Z', anna, '/sera'); // 23:59 in Rome (UTC+1)
    await view('2025-03-10T23:01:00Z', anna, '/notte'); // 00:01 on the 11th
    await view('2025-07-10T21:59:00Z', anna, '/estate'); // 23:59 in Rome (UTC+2, summer time)

    const trend = await dailyTrend(reports, { startDate: '2025-03-09', endDate: '2025-03-12' });
    expect(trend).toEqual([
      { date: '2025-03-09', visitors: 0, pageViews: 0 },
      { date: '2025-03-10', visitors: 1, pageViews: 1 },
      { date: '2025-03-11', visitors: 1, pageViews: 1 },
      { date: '2025-03-12', visitors: 0, pageViews: 0 },
    ]);
    expect(await visitorsSummary(reports, { startDate: '2025-03-10', endDate: '2025-03-11' })).toMatchObject({
      totalVisitors: 2,
      uniqueVisitors: 2,
      pageViews: 2,
    });
    expect((await dailyTrend(reports, { startDate: '2025-07-10', endDate: '2025-07-10' }))[0]?.pageViews).toBe(1);
  });

  it('gives one visit its source: utm first, then an external referrer, internal referrers are direct', async () => {
    await view('2025-06-10T08:00:00Z', visitor('198.51.100.1'), '/', { utmSource: 'Newsletter', referrer: 'https://www.google.com/' });
    await view('2025-06-10T08:00:00Z', visitor('198.51.100.2'), '/', { referrer: 'https://www.google.com/search?q=idraulico' });
    await view('2025-06-10T08:00:00Z', visitor('198.51.100.3'), '/', { referrer: 'https://www.google.it/' });
    await view('2025-06-10T08:00:00Z', visitor('198.51.100.4'), '/', { referrer: 'https://trovapro.it/blog' });
    await view('2025-06-10T08:00:00Z', visitor('198.51.100.5'), '/');
    // Later pages of a visit do not change its source.
    await view('2025-06-10T08:05:00Z', visitor('198.51.100.5'), '/blog', { referrer: 'https://facebook.com/' });
    expect(await trafficSources(reports, { startDate: '2025-06-10', endDate: '2025-06-10' })).toEqual([
      { source: 'Diretto', count: 2 },
      { source: 'google.com', count: 1 },
      { source: 'google.it', count: 1 },
      { source: 'newsletter', count: 1 },
    ]);
  });

  it("counts today's unique visitors and the visitors of the last 5 minutes", async () => {
    await view('2025-06-10T07:00:00Z', visitor('198.51.100.1'));
    await view('2025-06-10T07:56:00Z', visitor('198.51.100.2'));
    await view('2025-06-10T07:58:00Z', visitor('198.51.100.2'));
    await view('2025-06-10T08:00:00Z', visitor('198.51.100.3'));
    expect(await realtimeVisitors(context)).toEqual({ activeVisitors: 2 });
    expect(await countUniqueVisitorsToday(database.db, clock)).toBe(3);
    expect(await countUniqueVisitorsToday(database.db, new Date('2025-06-11T08:00:00Z'))).toBe(0);
  });

  it('refuses more page views per address than the limit with a 429, other addresses unaffected', async () => {
    context = { ...context, limiter: new WindowLimiter(2, VIEWS_WINDOW_MS) };
    await view('2025-06-10T08:00:00Z', visitor('198.51.100.1'));
    await view('2025-06-10T08:00:01Z', visitor('198.51.100.1'));
    await expect(view('2025-06-10T08:00:02Z', visitor('198.51.100.1'))).rejects.toMatchObject({ status: 429, code: 'too_many_requests' });
    await view('2025-06-10T08:00:03Z', visitor('198.51.100.2'));
    // The window ends: the address may send again.
    await view('2025-06-10T08:05:01Z', visitor('198.51.100.1'));
    expect(await visitorsSummary(reports, { startDate: '2025-06-10', endDate: '2025-06-10' })).toMatchObject({ pageViews: 4 });
  });

  it('deletes the salts older than 48 hours when a new day starts, and never stores the address', async () => {
    await view('2025-06-10T08:00:00Z', visitor('198.51.100.77'));
    await view('2025-06-11T08:00:00Z', visitor('198.51.100.77'));
    const saltDays = async () =>
      (await sql<{ day: string }>`select day::text as day from analytics_salts order by day`.execute(database.db)).rows.map((row) => row.day);
    expect(await saltDays()).toEqual(['2025-06-10', '2025-06-11']);
    // 47 hours after the first salt: both kept.
    await view('2025-06-12T07:00:00Z', visitor('198.51.100.77'));
    expect(await saltDays()).toEqual(['2025-06-10', '2025-06-11', '2025-06-12']);
    // Day four: the salts of the 10th and 11th are over 48 hours old.
    await view('2025-06-13T09:00:00Z', visitor('198.51.100.77'));
    expect(await saltDays()).toEqual(['2025-06-12', '2025-06-13']);

    // Every day's id for the same person differs, and nothing stored holds the address.
    const ids = await database.db.selectFrom('analytics_sessions').select('visitor_hash').execute();
    expect(new Set(ids.map((row) => row.visitor_hash)).size).toBe(4);
    const stored = await sql<{ dump: string }>`
      select (select coalesce(json_agg(s), '[]')::text from analytics_sessions s)
        || (select coalesce(json_agg(p), '[]')::text from page_views p)
        || (select coalesce(json_agg(r), '[]')::text from analytics_daily_rollups r) as dump
    `.execute(database.db);
    expect(stored.rows[0]?.dump).not.toContain('198.51.100.77');
  });
});
