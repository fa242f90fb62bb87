import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  ADMIN_HOME_SECTION,
  ADMIN_LEGACY_DASHBOARD_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_SECTION_PATHS,
  ADMIN_SIGN_IN_LINK_OPEN_PATH,
  ADMIN_SIGN_IN_LINK_PATH,
  type AdminSection,
} from '@trovapro/domain';
import { ConsoleLayout } from './console-layout.tsx';
import { LegacyDashboardRedirect } from './legacy-dashboard-redirect.tsx';
import { LoginPage } from './login-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteLoading } from './route-loading.tsx';

/**
 * Each section's page, loaded on its first visit (issue 30): the sign-in page and the overview carry none of the
 * other sections' code (the date picker of analytics, the editors of templates, blog and landing pages).
 */
const sectionPages: Record<AdminSection, () => Promise<ComponentType>> = {
  overview: async () => (await import('../features/overview/components/overview-panel.tsx')).OverviewPanel,
  leads: async () => (await import('../features/leads/components/leads-panel.tsx')).LeadsPanel,
  automation: async () => (await import('../features/automation/components/automation-panel.tsx')).AutomationPanel,
  businesses: async () => (await import('../features/businesses/components/businesses-panel.tsx')).BusinessesPanel,
  analytics: async () => (await import('../features/analytics/components/analytics-panel.tsx')).AnalyticsPanel,
  templates: async () => (await import('../features/templates/components/templates-panel.tsx')).TemplatesPanel,
  'landing-pages': async () => (await import('../features/landing-pages/components/landing-pages-panel.tsx')).LandingPagesPanel,
  'blog-posts': async () => (await import('../features/blog/components/blog-panel.tsx')).BlogPanel,
  emails: async () => (await import('../features/emails/components/emails-panel.tsx')).EmailsPanel,
  invoices: async () => (await import('../features/invoices/components/invoices-panel.tsx')).InvoicesPanel,
  reports: async () => (await import('../features/reports/components/reports-panel.tsx')).ReportsPanel,
  privacy: async () => (await import('../features/privacy/components/privacy-panel.tsx')).PrivacyPanel,
  reviews: async () => (await import('../features/reviews/components/reviews-panel.tsx')).ReviewsPanel,
  comuni: async () => (await import('../features/comuni/components/comuni-panel.tsx')).ComuniPanel,
};

/**
 * A route's component, loaded on its first match. The function form of `lazy`: React Router clears the keys of the
 * object form once loaded, on the object itself, which `appRoutes` shares between routers (the tests make many).
 */
function lazyPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

const sectionRoutes: RouteObject[] = Object.entries(sectionPages).map(([section, load]) => ({
  path: ADMIN_SECTION_PATHS[section as AdminSection],
  lazy: lazyPage(load),
}));

/** Product §2 routes of the admin console, one per section (issue 30); `server/pages.ts` lists the same paths. */
export const appRoutes: RouteObject[] = [
  {
    // Shown while the first page's code arrives.
    HydrateFallback: RouteLoading,
    children: [
      { path: '/', element: <Navigate to="/admin" replace /> },
      { path: '/admin', element: <Navigate to={ADMIN_SECTION_PATHS[ADMIN_HOME_SECTION]} replace /> },
      { path: ADMIN_LEGACY_DASHBOARD_PATH, element: <LegacyDashboardRedirect /> },
      { path: ADMIN_LOGIN_PATH, element: <LoginPage /> },
      // The sign-in link's pages (issue 31), loaded when opened: the first bundle stays the sign-in page's.
      { path: ADMIN_SIGN_IN_LINK_PATH, lazy: lazyPage(async () => (await import('./sign-in-link-page.tsx')).SignInLinkPage) },
      { path: ADMIN_SIGN_IN_LINK_OPEN_PATH, lazy: lazyPage(async () => (await import('./sign-in-link-page.tsx')).SignInLinkOpenPage) },
      { element: <ConsoleLayout />, children: sectionRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Every page path of the router (its nested routes included), but the 404 catch-all. */
export function routerPagePaths(routes: readonly RouteObject[] = appRoutes): string[] {
  return routes.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...routerPagePaths(route.children ?? [])]);
}
