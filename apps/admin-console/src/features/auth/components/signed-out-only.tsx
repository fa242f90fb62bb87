import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAdminMe } from '../api/use-admin-me.ts';
import { returnPath } from '../utils/login-redirect.ts';
import { SessionLoader } from './session-loader.tsx';

/**
 * The login page: an admin who has a session goes to /admin (product §2) — or, after signing in again,
 * back to the page the session ended on.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { data: admin, isLoading } = useAdminMe();
  const location = useLocation();
  if (isLoading) return <SessionLoader />;
  if (admin) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
