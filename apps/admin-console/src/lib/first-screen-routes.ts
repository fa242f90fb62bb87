import { routeRef, type routes } from '@trovapro/domain';

/**
 * The API routes of the console's first screens — the sign-in (and its renewal dialog) and the overview — as
 * references: method and path, checked against the contract when compiling. Importing `routes` itself would bring
 * every route's TypeBox schemas into the first bundle (~40 KB gzipped, issue 30); the other sections, loaded
 * later, use `routes` as usual.
 */
export const firstScreenRoutes = {
  adminLogin: routeRef<typeof routes.adminLogin>('POST', '/api/admin/login'),
  adminMe: routeRef<typeof routes.adminMe>('GET', '/api/admin/me'),
  adminLogout: routeRef<typeof routes.adminLogout>('POST', '/api/admin/logout'),
  adminRequestSignInLink: routeRef<typeof routes.adminRequestSignInLink>('POST', '/api/admin/sign-in-link'),
  adminRedeemSignInLink: routeRef<typeof routes.adminRedeemSignInLink>('POST', '/api/admin/sign-in-link/redeem'),
  adminDashboardStats: routeRef<typeof routes.adminDashboardStats>('GET', '/api/admin/dashboard/stats'),
  adminRecentActivity: routeRef<typeof routes.adminRecentActivity>('GET', '/api/admin/dashboard/activity'),
} as const;
