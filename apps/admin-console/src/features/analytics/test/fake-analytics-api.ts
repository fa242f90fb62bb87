import { startContractFake, type ContractFake } from '@trovapro/api-client/testing';
import type { AnalyticsDevices, AnalyticsSummary, GeoStat, PageStat, TrafficSource, TrendPoint } from '@trovapro/domain';

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

/** The admin analytics routes on the shared contract fake, for the tab's component tests (the API has its own tests). */
export interface FakeAnalyticsApi extends ContractFake {
  data: FakeAnalyticsData;
}

export async function startFakeAnalyticsApi(): Promise<FakeAnalyticsApi> {
  const data = () => api.data;
  const fake = await startContractFake({
    adminAnalyticsVisitors: () => ({ body: data().summary }),
    adminAnalyticsRealtime: () => ({ body: { activeVisitors: data().activeVisitors } }),
    adminAnalyticsPages: ({ query }) => ({ body: data().pages.slice(0, Number(query.limit ?? 10)) }),
    adminAnalyticsTrafficSources: () => ({ body: data().sources }),
    adminAnalyticsDevices: () => ({ body: data().devices }),
    adminAnalyticsGeo: () => ({ body: data().geo }),
    adminAnalyticsTrend: ({ query }) => ({
      body: daysBetween(String(query.startDate), String(query.endDate)).map(
        (date): TrendPoint => ({ date, visitors: data().days[date]?.visitors ?? 0, pageViews: data().days[date]?.pageViews ?? 0 }),
      ),
    }),
  });
  const api: FakeAnalyticsApi = {
    ...fake,
    data: {
      summary: { totalVisitors: 0, uniqueVisitors: 0, pageViews: 0, avgPageViews: 0, bounceRate: 0 },
      activeVisitors: 0,
      pages: [],
      sources: [],
      devices: { devices: [], browsers: [] },
      geo: [],
      days: {},
    },
  };
  return api;
}

function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${start}T00:00:00Z`); day.toISOString().slice(0, 10) <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}
