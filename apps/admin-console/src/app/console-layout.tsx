import { Outlet } from 'react-router';
import { LogoutButton } from '../features/auth/components/logout-button.tsx';
import { RequireAdmin } from '../features/auth/components/require-admin.tsx';
import { UnsavedChangesProvider } from '../components/unsaved-changes.tsx';
import { env } from '../lib/env.ts';
import { ConsoleShell } from './console-shell.tsx';

/** Every section's frame: signed-in admins only, one guard for unsaved work, the shell around the section's page. */
export function ConsoleLayout() {
  return (
    <RequireAdmin>
      {(admin) => (
        <UnsavedChangesProvider>
          <ConsoleShell adminName={admin.name} account={<LogoutButton publicSiteUrl={env.publicSiteUrl} />}>
            <Outlet />
          </ConsoleShell>
        </UnsavedChangesProvider>
      )}
    </RequireAdmin>
  );
}
