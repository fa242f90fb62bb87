import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Admin } from '@trovapro/domain';
import { useAdminMe } from '../api/use-admin-me.ts';
import { LOGIN_PATH, type LoginRedirect } from '../utils/login-redirect.ts';
import { SessionLoader } from './session-loader.tsx';
import { SessionError } from './session-error.tsx';

/**
 * Renders its children only for a signed-in admin; otherwise sends to the login page (product §6), which
 * brings the admin back to this very page (its URL holds the tab and the filters) once signed in. A session
 * that ends later, during work, is renewed in a dialog over the page (`SessionRenewalProvider`).
 */
export function RequireAdmin({ children }: { children: (admin: Admin) => ReactNode }) {
  const { data: admin, error, isLoading, mutate } = useAdminMe();
  const location = useLocation();
  if (isLoading) return <SessionLoader />;
  if (error) return <SessionError error={error} onRetry={() => void mutate()} />;
  if (!admin) {
    const state: LoginRedirect = { from: `${location.pathname}${location.search}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children(admin);
}
