import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Value } from 'typebox/value';
import {
  routes,
  type AnalyticsDevices,
  type AnalyticsSummary,
  type GeoStat,
  type PageStat,
  type RouteContract,
  type TrafficSource,
  type TrendPoint,
} from '@trovapro/domain';

/** What the fake answers; tests set it before rendering. `trend` gets its dates from the query. */
export interface FakeAnalyticsData {
  summary: AnalyticsSummary;
  activeVisitors: number;
  pages: PageStat[];
  sources: TrafficSource[];
  devices: AnalyticsDevices;
  geo: GeoStat[];
  /** Per-day figures by date; days not listed are zero. */
  days: Record<string, { visitors: number; pageViews: number }>;
}

export interface FakeAnalyticsApi {
  origin: string;
  data: FakeAnalyticsData;
  /** Every analytics request received: route name and query. */
  calls: { name: string; query: Record<string, string> }[];
  openSession(): string;
  close(): Promise<void>;
}

const ANALYTICS_ROUTES = [
  'adminAnalyticsVisitors',
  'adminAnalyticsRealtime',
  'adminAnalyticsPages',
  'adminAnalyticsTrafficSources',
  'adminAnalyticsDevices',
  'adminAnalyticsGeo',
  'adminAnalyticsTrend',
] as const;

/**
 * The admin analytics routes over real HTTP with a session cookie, for the tab's component tests
 * (the API has its own tests). Queries and answers are checked against the route contracts.
 */
export async function startFakeAnalyticsApi(): Promise<FakeAnalyticsApi> {
  const sessions = new Set<string>();
  const api: FakeAnalyticsApi = {
    origin: '',
    calls: [],
    data: {
      summary: { totalVisitors: 0, uniqueVisitors: 0, pageViews: 0, avgPageViews: 0, bounceRate: 0 },
      activeVisitors: 0,
      pages: [],
      sources: [],
      devices: { devices: [], browsers: [] },
      geo: [],
      days: {},
    },
    openSession() {
      const id = randomUUID();
      sessions.add(id);
      return id;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (name: (typeof ANALYTICS_ROUTES)[number], query: Record<string, string>): unknown => {
    const { data } = api;
    switch (name) {
      case 'adminAnalyticsVisitors':
        return data.summary;
      case 'adminAnalyticsRealtime':
        return { activeVisitors: data.activeVisitors };
      case 'adminAnalyticsPages':
        return data.pages.slice(0, Number(query.limit ?? 10));
      case 'adminAnalyticsTrafficSources':
        return data.sources;
      case 'adminAnalyticsDevices':
        return data.devices;
      case 'adminAnalyticsGeo':
        return data.geo;
      case 'adminAnalyticsTrend':
        return daysBetween(query.startDate ?? '', query.endDate ?? '').map(
          (date): TrendPoint => ({ date, visitors: data.days[date]?.visitors ?? 0, pageViews: data.days[date]?.pageViews ?? 0 }),
        );
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (sid === undefined || !sessions.has(sid)) return send(401, { code: 'unauthorized', message: 'Accesso richiesto' });
    const name = ANALYTICS_ROUTES.find((candidate) => routes[candidate].path === url.pathname);
    if (req.method !== 'GET' || name === undefined) return send(404, { code: 'not_found', message: 'Risorsa non trovata' });
    const route: RouteContract = routes[name];
    const query = Object.fromEntries(url.searchParams);
    api.calls.push({ name, query: { ...query } });
    const converted = Value.Convert(route.query ?? {}, { ...query });
    if (route.query && !Value.Check(route.query, converted)) return send(400, { code: 'validation_error', message: 'Query non valida' });
    const body = answer(name, query);
    if (!Value.Check(route.responses[200]!, body)) throw new Error(`fake analytics API: ${name} answer off contract`);
    return send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${start}T00:00:00Z`); day.toISOString().slice(0, 10) <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}
