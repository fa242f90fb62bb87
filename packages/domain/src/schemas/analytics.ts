import { Type, type Static } from 'typebox';
import { IsoDateSchema, Nullable, TextSchema } from './common.ts';

/** A page view sent by the public site with `navigator.sendBeacon` (`POST /api/analytics/collect`). */
export const CollectPageViewBodySchema = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 2048, pattern: '^/' }),
    referrer: Type.Optional(TextSchema(2048)),
    utmSource: Type.Optional(TextSchema(200)),
    screenWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  },
  { additionalProperties: false },
);
export type CollectPageViewBody = Static<typeof CollectPageViewBodySchema>;

/** Europe/Rome days, inclusive; the server refuses ranges longer than 366 days. */
export const AnalyticsRangeQuerySchema = Type.Object({
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
});
export type AnalyticsRangeQuery = Static<typeof AnalyticsRangeQuerySchema>;

export const AnalyticsPagesQuerySchema = Type.Object({
  ...AnalyticsRangeQuerySchema.properties,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export type AnalyticsPagesQuery = Static<typeof AnalyticsPagesQuerySchema>;

/** `avgPageViews` and `bounceRate` (percent) carry 1 decimal. */
export const AnalyticsSummarySchema = Type.Object({
  totalVisitors: Type.Integer({ minimum: 0 }),
  uniqueVisitors: Type.Integer({ minimum: 0 }),
  pageViews: Type.Integer({ minimum: 0 }),
  avgPageViews: Type.Number({ minimum: 0 }),
  bounceRate: Type.Number({ minimum: 0, maximum: 100 }),
});
export type AnalyticsSummary = Static<typeof AnalyticsSummarySchema>;

export const AnalyticsRealtimeSchema = Type.Object({ activeVisitors: Type.Integer({ minimum: 0 }) });
export type AnalyticsRealtime = Static<typeof AnalyticsRealtimeSchema>;

export const PageStatSchema = Type.Object({ path: Type.String(), views: Type.Integer({ minimum: 0 }) });
export type PageStat = Static<typeof PageStatSchema>;

/** `source` is the utm source or the referrer's host; "Diretto" when there is none. */
export const TrafficSourceSchema = Type.Object({ source: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type TrafficSource = Static<typeof TrafficSourceSchema>;

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export const DeviceStatSchema = Type.Object({ device: Type.String(), count: Type.Integer({ minimum: 0 }) });
export const BrowserStatSchema = Type.Object({ browser: Type.String(), count: Type.Integer({ minimum: 0 }) });
export const AnalyticsDevicesSchema = Type.Object({
  devices: Type.Array(DeviceStatSchema),
  browsers: Type.Array(BrowserStatSchema),
});
export type AnalyticsDevices = Static<typeof AnalyticsDevicesSchema>;

/** `country` is an ISO 3166 alpha-2 code, or null when unknown (shown as 'Non disponibile'). */
export const GeoStatSchema = Type.Object({ country: Nullable(Type.String()), count: Type.Integer({ minimum: 0 }) });
export type GeoStat = Static<typeof GeoStatSchema>;

export const TrendPointSchema = Type.Object({
  date: IsoDateSchema,
  visitors: Type.Integer({ minimum: 0 }),
  pageViews: Type.Integer({ minimum: 0 }),
});
export type TrendPoint = Static<typeof TrendPointSchema>;
