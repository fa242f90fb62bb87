import { apiAnalytics } from '@trovapro/copy';
import {
  isBot,
  type AnalyticsDevices,
  type AnalyticsRangeQuery,
  type AnalyticsRealtime,
  type AnalyticsSummary,
  type CollectPageViewBody,
  type GeoStat,
  type PageStat,
  type TrafficSource,
  type TrendPoint,
  addDays,
  dayCount,
  daysOf,
  parseDay,
  romeDay,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import {
  countVisitorsOfDay,
  countVisitorsSince,
  selectDailyTotals,
  selectTopPages,
  selectVisitsBy,
  selectVisitTotals,
  ensureRollups,
  type DayRange,
} from './analytics.repository.ts';
import { countryOf, trafficSource } from './traffic-source.ts';
import { describeUserAgent } from './user-agent.ts';
import { limiterKey, visitorId, type DailySalts } from './visitor-id.ts';
import type { PageViewWriter } from './page-view-writer.ts';
import type { WindowLimiter } from './window-limiter.ts';

/** What other features use of analytics: Rome days and the daily visitor id (the blog counts its views by it). */
export { DailySalts, visitorId } from './visitor-id.ts';

export const PATH_MAX_LENGTH = 500;
export const MAX_RANGE_DAYS = 366;
export const REALTIME_WINDOW_MS = 5 * 60 * 1000;
export const DEFAULT_PAGES_LIMIT = 10;
export const GEO_LIMIT = 10;
/** Page views per client address and 5 minutes: generous for people behind one NAT, a wall for a flood. */
export const VIEWS_PER_ADDRESS = 300;
export const VIEWS_WINDOW_MS = 5 * 60 * 1000;
/** A day's figures are final this long after it ends (requests in flight, instances' clocks). */
const CLOSING_DELAY_MS = 10 * 60 * 1000;

/** What the reports need: the database and the clock (tests set it). */
export interface ReportContext {
  readonly db: Db;
  readonly now: () => Date;
}

export interface AnalyticsContext extends ReportContext {
  readonly salts: DailySalts;
  /** Page views per client address (see VIEWS_PER_ADDRESS). */
  readonly limiter: WindowLimiter;
  /** Batches concurrent page views into one statement. */
  readonly writer: PageViewWriter;
  /** Hosts whose referrers are internal navigation (the public site's). */
  readonly internalHosts: ReadonlySet<string>;
}

/** What the collection needs from the HTTP request; the address is hashed, never stored. */
export interface Visitor {
  readonly clientAddress: string;
  readonly userAgent: string | undefined;
  /** The trusted proxy's country header, raw. */
  readonly countryHeader: string | string[] | undefined;
}

/**
 * Records one page view of the public site. Bots are ignored (nothing stored, no error). The path
 * is kept without its query string or fragment.
 */
export async function collectPageView(context: AnalyticsContext, body: CollectPageViewBody, visitor: Visitor): Promise<void> {
  const { userAgent } = visitor;
  if (userAgent === undefined || isBot(userAgent)) return;
  const path = body.path.split(/[?#]/, 1)[0] ?? '/';
  if (path.length > PATH_MAX_LENGTH) throw invalidField('path', apiAnalytics.pathTooLong);

  const at = context.now();
  const day = romeDay(at);
  const salt = await context.salts.saltOf(day, at);
  if (!context.limiter.allow(limiterKey(salt, visitor.clientAddress), at.getTime())) {
    const retryAfter = String(context.limiter.retryAfterSeconds(at.getTime()));
    throw new AppError('too_many_requests', apiAnalytics.tooManyPageViews, { headers: { 'retry-after': retryAfter } });
  }
  await context.writer.write({
    at,
    day,
    visitorId: visitorId(salt, visitor.clientAddress, userAgent),
    path,
    source: trafficSource(body, context.internalHosts),
    ...describeUserAgent(userAgent),
    country: countryOf(visitor.countryHeader),
  });
}

/** A valid range of Europe/Rome days: real dates, end not before start, at most 366 days; else 400. */
export function checkRange({ startDate, endDate }: AnalyticsRangeQuery): DayRange {
  for (const [field, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (parseDay(value) === undefined) {
      throw new AppError('invalid_date_range', apiAnalytics.invalidDate.replace('{field}', field), { field });
    }
  }
  if (endDate < startDate) throw new AppError('invalid_date_range', apiAnalytics.endBeforeStart, { field: 'endDate' });
  if (dayCount(startDate, endDate) > MAX_RANGE_DAYS) {
    throw new AppError('invalid_date_range', apiAnalytics.rangeTooLong, { field: 'endDate' });
  }
  return { startDate, endDate };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The checked range, and the last day whose rollups are final (written now if missing). */
async function prepareRange(context: ReportContext, query: AnalyticsRangeQuery) {
  const range = checkRange(query);
  const closedThrough = addDays(romeDay(new Date(context.now().getTime() - CLOSING_DELAY_MS)), -1);
  await ensureRollups(context.db, range, closedThrough);
  return { range, closedThrough };
}

/**
 * Visitor ids rotate every day, so a person cannot be followed across days. Hence:
 * totalVisitors = visits (sessions); uniqueVisitors = visitor-days (distinct daily ids, summed over
 * the days); avgPageViews = pageViews / uniqueVisitors; bounceRate = visits with one page view / visits.
 */
export async function visitorsSummary(context: ReportContext, query: AnalyticsRangeQuery): Promise<AnalyticsSummary> {
  const { range, closedThrough } = await prepareRange(context, query);
  const totals = await selectVisitTotals(context.db, range, closedThrough);
  return {
    totalVisitors: totals.visits,
    uniqueVisitors: totals.visitorDays,
    pageViews: totals.pageViews,
    avgPageViews: totals.visitorDays === 0 ? 0 : oneDecimal(totals.pageViews / totals.visitorDays),
    bounceRate: totals.visits === 0 ? 0 : oneDecimal((totals.bouncedVisits / totals.visits) * 100),
  };
}

/** Distinct visitors with a page view in the last 5 minutes. */
export async function realtimeVisitors(context: ReportContext): Promise<AnalyticsRealtime> {
  const since = new Date(context.now().getTime() - REALTIME_WINDOW_MS);
  return { activeVisitors: await countVisitorsSince(context.db, since, addDays(romeDay(since), -1)) };
}

/** Today's (Europe/Rome) unique visitors: the overview's conversion rate divides by it. */
export function countUniqueVisitorsToday(db: Db, now: Date = new Date()): Promise<number> {
  return countVisitorsOfDay(db, romeDay(now));
}

export async function topPages(context: ReportContext, query: AnalyticsRangeQuery & { limit?: number | undefined }): Promise<PageStat[]> {
  const { range, closedThrough } = await prepareRange(context, query);
  return selectTopPages(context.db, range, closedThrough, query.limit ?? DEFAULT_PAGES_LIMIT);
}

/** Visits by source (of the visit's first page view). */
export async function trafficSources(context: ReportContext, query: AnalyticsRangeQuery): Promise<TrafficSource[]> {
  const { range, closedThrough } = await prepareRange(context, query);
  const rows = await selectVisitsBy(context.db, range, closedThrough, 'source');
  return rows.map((row) => ({ source: row.value, count: row.count }));
}

/** Visits by device type and by browser. */
export async function devicesAndBrowsers(context: ReportContext, query: AnalyticsRangeQuery): Promise<AnalyticsDevices> {
  const { range, closedThrough } = await prepareRange(context, query);
  const [devices, browsers] = await Promise.all([
    selectVisitsBy(context.db, range, closedThrough, 'device'),
    selectVisitsBy(context.db, range, closedThrough, 'browser'),
  ]);
  return {
    devices: devices.map((row) => ({ device: row.value, count: row.count })),
    browsers: browsers.map((row) => ({ browser: row.value, count: row.count })),
  };
}

/** Visits by country, top 10; null is the unknown country. */
export async function geoDistribution(context: ReportContext, query: AnalyticsRangeQuery): Promise<GeoStat[]> {
  const { range, closedThrough } = await prepareRange(context, query);
  const rows = await selectVisitsBy(context.db, range, closedThrough, 'country', GEO_LIMIT);
  return rows.map((row) => ({ country: row.value === '' ? null : row.value, count: row.count }));
}

/** One point per day of the range, zero-filled: unique visitors and page views. */
export async function dailyTrend(context: ReportContext, query: AnalyticsRangeQuery): Promise<TrendPoint[]> {
  const { range, closedThrough } = await prepareRange(context, query);
  const totals = new Map((await selectDailyTotals(context.db, range, closedThrough)).map((row) => [row.day, row]));
  return daysOf(range.startDate, range.endDate).map((date) => ({
    date,
    visitors: totals.get(date)?.visitors ?? 0,
    pageViews: totals.get(date)?.pageViews ?? 0,
  }));
}
