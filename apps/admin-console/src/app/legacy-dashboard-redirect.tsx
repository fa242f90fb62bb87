import { Navigate, useLocation } from 'react-router';
import { legacyDashboardTarget } from '@trovapro/domain';

/** `/admin/dashboard?tab=leads&lead=…` (links already sent, bookmarks) → `/admin/leads?lead=…`; no tab → the overview. */
export function LegacyDashboardRedirect() {
  const { search, state } = useLocation();
  return <Navigate to={legacyDashboardTarget(search)} replace state={state} />;
}
