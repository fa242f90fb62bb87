import { AnalyticsPanel } from '../features/analytics/components/analytics-panel.tsx';
import { LogoutButton } from '../features/auth/components/logout-button.tsx';
import { RequireAdmin } from '../features/auth/components/require-admin.tsx';
import { BusinessesPanel } from '../features/businesses/components/businesses-panel.tsx';
import { BlogPanel } from '../features/blog/components/blog-panel.tsx';
import { DashboardShell } from '../features/dashboard/components/dashboard-shell.tsx';
import { EmailsPanel } from '../features/emails/components/emails-panel.tsx';
import { LandingPagesPanel } from '../features/landing-pages/components/landing-pages-panel.tsx';
import { LeadsPanel } from '../features/leads/components/leads-panel.tsx';
import { OverviewPanel } from '../features/overview/components/overview-panel.tsx';
import { PrivacyPanel } from '../features/privacy/components/privacy-panel.tsx';
import { TemplatesPanel } from '../features/templates/components/templates-panel.tsx';
import { UnsavedChangesProvider } from '../components/unsaved-changes.tsx';
import { env } from '../lib/env.ts';

/** The content of each dashboard tab. */
const panels = {
  overview: <OverviewPanel />,
  leads: <LeadsPanel />,
  businesses: <BusinessesPanel />,
  analytics: <AnalyticsPanel />,
  templates: <TemplatesPanel />,
  'landing-pages': <LandingPagesPanel />,
  'blog-posts': <BlogPanel />,
  emails: <EmailsPanel />,
  privacy: <PrivacyPanel />,
};

export function DashboardPage() {
  return (
    <RequireAdmin>
      {(admin) => (
        <UnsavedChangesProvider>
          <DashboardShell adminName={admin.name} account={<LogoutButton publicSiteUrl={env.publicSiteUrl} />} panels={panels} />
        </UnsavedChangesProvider>
      )}
    </RequireAdmin>
  );
}
