import { LogoutButton } from '../features/auth/components/logout-button.tsx';
import { RequireAdmin } from '../features/auth/components/require-admin.tsx';
import { DashboardShell } from '../features/dashboard/components/dashboard-shell.tsx';
import { env } from '../lib/env.ts';

export function DashboardPage() {
  return (
    <RequireAdmin>
      {(admin) => (
        <DashboardShell adminName={admin.name} account={<LogoutButton publicSiteUrl={env.publicSiteUrl} />} />
      )}
    </RequireAdmin>
  );
}
