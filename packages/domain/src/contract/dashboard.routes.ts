import { DashboardStatsSchema } from '../schemas/dashboard.ts';
import { RecentActivitySchema } from '../schemas/lead-desk.ts';
import { defineRoute } from './define-route.ts';

export const adminDashboardStats = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard/stats',
  access: 'admin',
  tag: 'dashboard',
  summary: "Today's leads, revenue, conversion rate, active businesses, and the last 7 days of revenue",
  responses: { 200: DashboardStatsSchema },
});

export const adminRecentActivity = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard/activity',
  access: 'admin',
  tag: 'dashboard',
  summary: 'The latest lead events across all leads (created, decisions, sendings, purchases, refunds), newest first',
  responses: { 200: RecentActivitySchema },
});
