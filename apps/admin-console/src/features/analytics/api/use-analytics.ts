import { routes } from '@trovapro/domain';
import type { DateRange } from '@trovapro/ui';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** Product §9: the online visitors are refetched every 30 seconds. */
export const REALTIME_REFRESH_MS = 30_000;
export const TOP_PAGES_LIMIT = 10;

const fresh = { revalidateOnMount: true } as const;

/** GET /api/admin/analytics/visitors: the cards' totals over the range. */
export function useVisitorsSummary(range: DateRange) {
  return useApiQuery(routes.adminAnalyticsVisitors, { query: range }, fresh);
}

/** GET /api/admin/analytics/realtime: visitors active in the last 5 minutes, every 30 s. */
export function useRealtimeVisitors() {
  return useApiQuery(routes.adminAnalyticsRealtime, {}, { ...fresh, refreshInterval: REALTIME_REFRESH_MS });
}

/** GET /api/admin/analytics/pages: the 10 most visited paths. */
export function useTopPages(range: DateRange) {
  return useApiQuery(routes.adminAnalyticsPages, { query: { ...range, limit: TOP_PAGES_LIMIT } }, fresh);
}

/** GET /api/admin/analytics/traffic-sources */
export function useTrafficSources(range: DateRange) {
  return useApiQuery(routes.adminAnalyticsTrafficSources, { query: range }, fresh);
}

/** GET /api/admin/analytics/devices: devices and browsers. */
export function useDevices(range: DateRange) {
  return useApiQuery(routes.adminAnalyticsDevices, { query: range }, fresh);
}

/** GET /api/admin/analytics/geo: top 10 countries. */
export function useGeo(range: DateRange) {
  return useApiQuery(routes.adminAnalyticsGeo, { query: range }, fresh);
}

/** GET /api/admin/analytics/trend: one point per day of the range. */
export function useTrend(range: DateRange) {
  return useApiQuery(routes.adminAnalyticsTrend, { query: range }, fresh);
}
