import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAdminMe } from '../api/use-admin-me.ts';
import { SessionLoader } from './session-loader.tsx';

export const HOME_PATH = '/admin';

/** The login page: an admin who already has a session goes straight to /admin (spec §2). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { data: admin, isLoading } = useAdminMe();
  if (isLoading) return <SessionLoader />;
  if (admin) return <Navigate to={HOME_PATH} replace />;
  return children;
}
