import { Navigate, type RouteObject } from 'react-router';
import { DashboardPage } from './dashboard-page.tsx';
import { LoginPage } from './login-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export const DASHBOARD_PATH = '/admin/dashboard';

/** Spec §2 routes of the admin console. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/admin" replace /> },
  { path: '/admin', element: <Navigate to={DASHBOARD_PATH} replace /> },
  { path: '/admin/login', element: <LoginPage /> },
  { path: DASHBOARD_PATH, element: <DashboardPage /> },
  { path: '*', element: <NotFoundPage /> },
];
