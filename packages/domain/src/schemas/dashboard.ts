import { Type, type Static } from 'typebox';
import { IsoDateSchema, MoneySchema } from './common.ts';

export const RevenuePointSchema = Type.Object({ date: IsoDateSchema, revenue: MoneySchema });
export type RevenuePoint = Static<typeof RevenuePointSchema>;

/**
 * The overview's cards; "today" is the Europe/Rome day. `conversionRate` is a percent (today's
 * completed leads over today's unique visitors). `revenueLast7Days` (additive) has one point per
 * day, oldest first, today last, zero-filled.
 */
export const DashboardStatsSchema = Type.Object({
  todayLeads: Type.Integer({ minimum: 0 }),
  todayRevenue: MoneySchema,
  conversionRate: Type.Number({ minimum: 0 }),
  activeBusinesses: Type.Integer({ minimum: 0 }),
  revenueLast7Days: Type.Array(RevenuePointSchema),
});
export type DashboardStats = Static<typeof DashboardStatsSchema>;
