import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { recentActivity } from '../leads/lead-events.service.ts';
import { dashboardStats } from './dashboard.service.ts';

/** The overview's figures, and its list of the latest lead events. */
export async function dashboardRoutes(app: App, { db }: AppDeps): Promise<void> {
  contractRoute(app, routes.adminDashboardStats, async () => dashboardStats(db));
  contractRoute(app, routes.adminRecentActivity, async () => recentActivity(db));
}
