import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Admin } from '@trovapro/domain';
import { useAdminMe } from '../api/use-admin-me.ts';
import { SessionLoader } from './session-loader.tsx';
import { SessionError } from './session-error.tsx';

export const LOGIN_PATH = '/admin/login';

/** Renders its children only for a signed-in admin; otherwise sends to the login page (spec §6). */
export function RequireAdmin({ children }: { children: (admin: Admin) => ReactNode }) {
  const { data: admin, error, isLoading, mutate } = useAdminMe();
  if (isLoading) return <SessionLoader />;
  if (error) return <SessionError error={error} onRetry={() => void mutate()} />;
  if (!admin) return <Navigate to={LOGIN_PATH} replace />;
  return children(admin);
}
