import { Type } from 'typebox';
import {
  AnalyticsDevicesSchema,
  AnalyticsPagesQuerySchema,
  AnalyticsRangeQuerySchema,
  AnalyticsRealtimeSchema,
  AnalyticsSummarySchema,
  CollectPageViewBodySchema,
  GeoStatSchema,
  PageStatSchema,
  TrafficSourceSchema,
  TrendPointSchema,
} from '../schemas/analytics.ts';
import { defineRoute } from './define-route.ts';

/** Sent with `navigator.sendBeacon` as a JSON Blob; answers 202 with no body. Never stores an IP. */
export const collectPageView = defineRoute({
  method: 'POST',
  path: '/api/analytics/collect',
  access: 'public',
  tag: 'analytics',
  summary: 'Record a page view of the public site (bots ignored)',
  body: CollectPageViewBodySchema,
  responses: { 202: Type.Null() },
  errors: {
    400: 'The path is too long.',
    429: 'Too many page views from this visitor (`too_many_requests`); see `Retry-After`.',
  },
});

export const adminAnalyticsVisitors = defineRoute({
  method: 'GET',
  path: '/api/admin/analytics/visitors',
  access: 'admin',
  tag: 'analytics',
  summary: 'Visitors, unique visitors, page views, average page views and bounce rate over a range',
  query: AnalyticsRangeQuerySchema,
  responses: { 200: AnalyticsSummarySchema },
});

export const adminAnalyticsRealtime = defineRoute({
  method: 'GET',
  path: '/api/admin/analytics/realtime',
  access: 'admin',
  tag: 'analytics',
  summary: 'Distinct visitors active in the last 5 minutes',
  responses: { 200: AnalyticsRealtimeSchema },
});

export const adminAnalyticsPages = defineRoute({
  method: 'GET',
  path: '/api/admin/analytics/pages',
  access: 'admin',
  tag: 'analytics',
  summary: 'Most visited paths over a range (limit, default 10)',
  query: AnalyticsPagesQuerySchema,
  responses: { 200: Type.Array(PageStatSchema) },
});

export const adminAnalyticsTrafficSources = defineRoute({
  method: 'GET',
  path: '/api/admin/analytics/traffic-sources',
  access: 'admin',
  tag: 'analytics',
  summary: 'Visits by source (utm source or referrer host; "Diretto" when none)',
  query: AnalyticsRangeQuerySchema,
  responses: { 200: Type.Array(TrafficSourceSchema) },
});

export const adminAnalyticsDevices = defineRoute({
  method: 'GET',
  path: '/api/admin/analytics/devices',
  access: 'admin',
  tag: 'analytics',
  summary: 'Visits by device type and by browser',
  query: AnalyticsRangeQuerySchema,
  responses: { 200: AnalyticsDevicesSchema },
});

export const adminAnalyticsGeo = defineRoute({
  method: 'GET',
  path: '/api/admin/analytics/geo',
  access: 'admin',
  tag: 'analytics',
  summary: 'Top 10 countries (null when unknown)',
  query: AnalyticsRangeQuerySchema,
  responses: { 200: Type.Array(GeoStatSchema) },
});

export const adminAnalyticsTrend = defineRoute({
  method: 'GET',
  path: '/api/admin/analytics/trend',
  access: 'admin',
  tag: 'analytics',
  summary: 'Visitors and page views per day of the range, zero-filled',
  query: AnalyticsRangeQuerySchema,
  responses: { 200: Type.Array(TrendPointSchema) },
});
