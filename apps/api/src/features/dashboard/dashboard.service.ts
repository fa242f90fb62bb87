import type { DashboardStats } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { countActiveBusinesses } from '../businesses/businesses.service.ts';
import { countLeadsToday, revenueByDay, sentLeadsOutcome } from './dashboard.repository.ts';

export const REVENUE_CHART_DAYS = 7;
/** The conversion rate looks at the leads sent in this many Rome days, today included. */
export const CONVERSION_WINDOW_DAYS = 30;

/** Bought leads over sent leads in percent, one decimal (half up); 0 when none was sent. Never above 100. */
export function conversionRate(bought: number, sent: number): number {
  return sent > 0 ? Math.round((bought * 1000) / sent) / 10 : 0;
}

/**
 * The overview's figures ("today" is Rome's day). The conversion rate is the share of the leads sent to
 * businesses in the last 30 days that were bought at least once.
 */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [todayLeads, revenueLast7Days, activeBusinesses, outcome] = await Promise.all([
    countLeadsToday(db),
    revenueByDay(db, REVENUE_CHART_DAYS),
    countActiveBusinesses(db),
    sentLeadsOutcome(db, CONVERSION_WINDOW_DAYS),
  ]);
  return {
    todayLeads,
    todayRevenue: revenueLast7Days.at(-1)?.revenue ?? '0.00',
    conversionRate: conversionRate(outcome.bought, outcome.sent),
    activeBusinesses,
    revenueLast7Days,
  };
}
