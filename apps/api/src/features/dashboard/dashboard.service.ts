import type { DashboardStats } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { countUniqueVisitorsToday } from '../analytics/analytics.service.ts';
import { countActiveBusinesses } from '../businesses/businesses.repository.ts';
import { countLeadsToday, revenueByDay } from './dashboard.repository.ts';

export const REVENUE_CHART_DAYS = 7;

/** Leads over visitors in percent, one decimal; 0 without visitors. */
export function conversionRate(leads: number, visitors: number): number {
  return visitors > 0 ? Math.round((leads * 1000) / visitors) / 10 : 0;
}

/** The overview's figures; the conversion rate is today's leads over today's unique visitors (Rome day). */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [todayLeads, revenueLast7Days, activeBusinesses, visitors] = await Promise.all([
    countLeadsToday(db),
    revenueByDay(db, REVENUE_CHART_DAYS),
    countActiveBusinesses(db),
    countUniqueVisitorsToday(db),
  ]);
  return {
    todayLeads,
    todayRevenue: revenueLast7Days.at(-1)?.revenue ?? '0.00',
    conversionRate: conversionRate(todayLeads, visitors),
    activeBusinesses,
    revenueLast7Days,
  };
}
