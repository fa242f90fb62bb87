import { addDays } from '@trovapro/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DeviceType } from './user-agent.ts';

/** A visit ends after this long without a page view. */
export const SESSION_TIMEOUT_MINUTES = 30;

export interface PageViewRecord {
  readonly at: Date;
  /** Europe/Rome day of `at`. */
  readonly day: string;
  readonly visitorId: string;
  readonly path: string;
  readonly source: string;
  readonly device: DeviceType;
  readonly browser: string;
  readonly country: string | null;
}

/**
 * Records a batch of page views in one transaction (two round trips, one commit). Per visitor id (the
 * views of a batch are instants apart, so one visit): its visit is extended when the visitor's last
 * view that day is under 30 minutes older than the batch's first, else a visit is opened with the
 * first view's attributes. Then one `page_views` row per view.
 */
export async function insertPageViews(db: Db, views: readonly PageViewRecord[]): Promise<void> {
  const visitors = new Map<string, VisitorInput>();
  for (const view of views) {
    const visitor = visitors.get(view.visitorId);
    if (visitor === undefined) visitors.set(view.visitorId, { first: view, lastAt: view.at, count: 1 });
    else {
      visitor.count += 1;
      if (view.at > visitor.lastAt) visitor.lastAt = view.at;
    }
  }
  const input = [...visitors.values()];
  const column = <T>(pick: (visitor: (typeof input)[number]) => T) => input.map(pick);
  await db.transaction().execute(async (trx) => {
    // One visit per visitor and window, also when two API instances write views of one visitor at once:
    // each visitor's lock (in a fixed order, so two batches cannot deadlock) is held to the commit, and the
    // next statement's snapshot, taken after the lock, sees the visit the other writer opened.
    await sql`
      select pg_advisory_xact_lock(k) from (
        select distinct hashtextextended(h, 0) as k from unnest(${column((v) => v.first.visitorId)}::text[]) as h order by k
      ) as visitors
    `.execute(trx);
    await writeViews(trx, views, column);
    await countLandingPageViews(trx, views);
  });
}

/**
 * A landing page's `view_count` grows by its views in the batch (`/p/<slug>`, as the public site reports each
 * page it serves, bots left out): one per view, whatever the public site's cache did.
 */
async function countLandingPageViews(db: Db, views: readonly PageViewRecord[]): Promise<void> {
  const slugs = views.flatMap((view) => /^\/p\/([^/?#]+)\/?$/.exec(view.path)?.[1] ?? []);
  if (slugs.length === 0) return;
  await sql`
    update landing_pages l set view_count = l.view_count + v.n
    from (select slug, count(*)::int as n from unnest(${slugs}::text[]) as slug group by slug) as v
    where l.slug = v.slug and l.is_published`.execute(db);
}

type VisitorInput = { first: PageViewRecord; lastAt: Date; count: number };

async function writeViews(db: Db, views: readonly PageViewRecord[], column: <T>(pick: (visitor: VisitorInput) => T) => T[]): Promise<void> {
  await sql`
    with durability as (
      -- A page view is not worth a disk flush: this commit does not wait for its WAL to reach disk
      -- (a crash may lose the last instants of views; it never corrupts anything).
      select set_config('synchronous_commit', 'off', true)
    ), input as (
      select * from unnest(
        ${column((v) => v.first.visitorId)}::text[], ${column((v) => v.first.day)}::date[],
        ${column((v) => v.first.at.toISOString())}::timestamptz[], ${column((v) => v.lastAt.toISOString())}::timestamptz[],
        ${column((v) => v.count)}::int[], ${column((v) => v.first.source)}::text[], ${column((v) => v.first.device)}::text[],
        ${column((v) => v.first.browser)}::text[], ${column((v) => v.first.country)}::text[]
      ) as i(visitor_hash, day, first_at, last_at, n, source, device, browser, country)
    ), open_visit as (
      select distinct on (i.visitor_hash) i.visitor_hash, s.id
      from input i
      join analytics_sessions s on s.visitor_hash = i.visitor_hash and s.day = i.day
        and s.last_seen_at > i.first_at - make_interval(mins => ${SESSION_TIMEOUT_MINUTES})
      order by i.visitor_hash, s.last_seen_at desc
    ), extended as (
      update analytics_sessions s
      set last_seen_at = greatest(s.last_seen_at, i.last_at), page_views = s.page_views + i.n
      from open_visit o join input i on i.visitor_hash = o.visitor_hash
      where s.id = o.id
      returning s.id, o.visitor_hash
    ), opened as (
      insert into analytics_sessions (visitor_hash, day, started_at, last_seen_at, page_views, source, device, browser, country)
      select visitor_hash, day, first_at, last_at, n, source, device, browser, country from input i
      where not exists (select 1 from open_visit o where o.visitor_hash = i.visitor_hash)
      returning id, visitor_hash
    )
    insert into page_views (session_id, day, ts, path)
    select visit.id, p.day, p.ts, p.path
    from unnest(
      ${views.map((v) => v.visitorId)}::text[], ${views.map((v) => v.day)}::date[],
      ${views.map((v) => v.at.toISOString())}::timestamptz[], ${views.map((v) => v.path)}::text[]
    ) as p(visitor_hash, day, ts, path)
    join (select id, visitor_hash from extended union all select id, visitor_hash from opened) as visit
      on visit.visitor_hash = p.visitor_hash
    cross join durability
  `.execute(db);
}

export interface DayRange {
  readonly startDate: string;
  readonly endDate: string;
}

/** What the reports group by: the visit's attributes, the page path, or nothing ('total'). */
export type Dimension = 'total' | 'source' | 'device' | 'browser' | 'country' | 'path';
const DIMENSIONS: readonly Dimension[] = ['total', 'source', 'device', 'browser', 'country', 'path'];

/**
 * One dimension's figures per day, computed from the raw tables for the days `onDays` selects:
 * (day, value, visits, visitors, page_views, bounced_visits). The rollups store exactly these rows.
 */
function rawDailyRows(dimension: Dimension, onDays: RawBuilder<boolean>) {
  if (dimension === 'total') {
    return sql`
      select day, '' as value, count(*)::int as visits, count(distinct visitor_hash)::int as visitors,
        sum(page_views)::int as page_views, (count(*) filter (where page_views = 1))::int as bounced_visits
      from analytics_sessions where ${onDays} group by day`;
  }
  if (dimension === 'path') {
    return sql`
      select day, path as value, 0 as visits, 0 as visitors, count(*)::int as page_views, 0 as bounced_visits
      from page_views where ${onDays} group by day, path`;
  }
  const column = sql.ref(dimension);
  return sql`
    select day, coalesce(${column}, '') as value, count(*)::int as visits, 0 as visitors, 0 as page_views, 0 as bounced_visits
    from analytics_sessions where ${onDays} group by day, ${column}`;
}

const between = (from: string, to: string) => sql<boolean>`day between ${from}::date and ${to}::date`;

/**
 * Writes the rollups of the closed days of `range` (up to `closedThrough`) not written yet. Any
 * instance may do it; a concurrent one writes the same rows, which are then kept once.
 */
export async function ensureRollups(db: Db, range: DayRange, closedThrough: string): Promise<void> {
  const end = range.endDate < closedThrough ? range.endDate : closedThrough;
  if (range.startDate > end) return;
  const { rows } = await sql<{ day: string }>`
    select d::date::text as day from generate_series(${range.startDate}::date, ${end}::date, interval '1 day') as d
    where not exists (select 1 from analytics_rolled_up_days r where r.day = d::date)
  `.execute(db);
  if (rows.length === 0) return;
  const days = rows.map((row) => row.day);
  const onDays = sql<boolean>`day = any(${days}::date[])`;
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into analytics_daily_rollups (day, dimension, value, visits, visitors, page_views, bounced_visits)
      ${sql.join(
        DIMENSIONS.map(
          (dimension) =>
            sql`select day, ${dimension}, value, visits, visitors, page_views, bounced_visits from (${rawDailyRows(dimension, onDays)}) as r`,
        ),
        sql` union all `,
      )}
      on conflict do nothing
    `.execute(trx);
    await sql`insert into analytics_rolled_up_days (day) select unnest(${days}::date[]) on conflict do nothing`.execute(trx);
  });
}

/** One dimension's per-day rows over the range: rollups for the closed days, the raw tables after them. */
function dailyRows(dimension: Dimension, range: DayRange, closedThrough: string) {
  const closedEnd = range.endDate < closedThrough ? range.endDate : closedThrough;
  const openStart = range.startDate > closedThrough ? range.startDate : addDays(closedThrough, 1);
  const parts = [];
  if (range.startDate <= closedEnd) {
    parts.push(sql`
      select day, value, visits, visitors, page_views, bounced_visits from analytics_daily_rollups
      where dimension = ${dimension} and ${between(range.startDate, closedEnd)}`);
  }
  if (openStart <= range.endDate) parts.push(rawDailyRows(dimension, between(openStart, range.endDate)));
  return sql.join(parts, sql` union all `);
}

export interface VisitTotals {
  visits: number;
  visitorDays: number;
  pageViews: number;
  bouncedVisits: number;
}

export async function selectVisitTotals(db: Db, range: DayRange, closedThrough: string): Promise<VisitTotals> {
  const { rows } = await sql<VisitTotals>`
    select coalesce(sum(visits), 0)::int as "visits", coalesce(sum(visitors), 0)::int as "visitorDays",
      coalesce(sum(page_views), 0)::int as "pageViews", coalesce(sum(bounced_visits), 0)::int as "bouncedVisits"
    from (${dailyRows('total', range, closedThrough)}) as r
  `.execute(db);
  return rows[0] ?? { visits: 0, visitorDays: 0, pageViews: 0, bouncedVisits: 0 };
}

/** Unique visitors (visitor-days) and page views per day that has any. */
export async function selectDailyTotals(db: Db, range: DayRange, closedThrough: string) {
  const { rows } = await sql<{ day: string; visitors: number; pageViews: number }>`
    select day::text as "day", visitors, page_views as "pageViews"
    from (${dailyRows('total', range, closedThrough)}) as r
  `.execute(db);
  return rows;
}

export async function selectTopPages(db: Db, range: DayRange, closedThrough: string, limit: number) {
  const { rows } = await sql<{ path: string; views: number }>`
    select value as path, sum(page_views)::int as "views" from (${dailyRows('path', range, closedThrough)}) as r
    group by value order by "views" desc, value limit ${limit}
  `.execute(db);
  return rows;
}

/** Visits per value of one attribute of the visit, most first (ties by value); '' is unknown. */
export async function selectVisitsBy(
  db: Db,
  range: DayRange,
  closedThrough: string,
  attribute: 'source' | 'device' | 'browser' | 'country',
  limit?: number,
) {
  const { rows } = await sql<{ value: string; count: number }>`
    select value, sum(visits)::int as "count" from (${dailyRows(attribute, range, closedThrough)}) as r
    group by value order by "count" desc, value
    ${limit === undefined ? sql`` : sql`limit ${limit}`}
  `.execute(db);
  return rows;
}

/** Distinct visitor ids seen since `since` (their visit is of that day or the one before). */
export async function countVisitorsSince(db: Db, since: Date, sinceDay: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(distinct visitor_hash)::int as "count" from analytics_sessions
    where day >= ${sinceDay}::date and last_seen_at > ${since.toISOString()}::timestamptz
  `.execute(db);
  return rows[0]?.count ?? 0;
}

/** Distinct visitor ids of one day (ids rotate daily, so this is the day's unique visitors). */
export async function countVisitorsOfDay(db: Db, day: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(distinct visitor_hash)::int as "count" from analytics_sessions where day = ${day}::date
  `.execute(db);
  return rows[0]?.count ?? 0;
}
