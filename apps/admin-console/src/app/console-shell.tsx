import { Container, NavLink, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { adminDashboard as copy } from '@trovapro/copy';
import { ADMIN_HOME_SECTION, ADMIN_SECTIONS, adminSectionPath, type AdminSection } from '@trovapro/domain';
import { TopBar } from '@trovapro/ui';
import { SECTION_LABELS, sectionOfPath } from './sections.ts';

export interface ConsoleShellProps {
  adminName: string;
  /** The sign-out control. */
  account: ReactNode;
  /** The active section's page (the router's outlet). */
  children: ReactNode;
}

/**
 * Product §2 Admin dashboard: top bar, welcome line, sign-out, mobile menu and the tabs (the product's seven, then 'Email',
 * 'Fatture' and 'Privacy'). Each tab is a route of its own (`/admin/<section>`, issue 30), so switching is a history entry:
 * back returns to the section, and the list filters in its URL, the admin came from.
 */
export function ConsoleShell({ adminName, account, children }: ConsoleShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // A section's code is fetched on its first visit, and the page in view stays until it has arrived: the tab chosen
  // is marked at once, and the page in view says it is being replaced (aria-busy, faded).
  const pending = useNavigation().location;
  const pendingSection = pending ? sectionOfPath(pending.pathname) : undefined;
  const loading = pendingSection !== undefined;
  const activeSection = pendingSection ?? sectionOfPath(location.pathname) ?? ADMIN_HOME_SECTION;

  function selectSection(section: AdminSection) {
    if (section !== activeSection) void navigate(adminSectionPath(section));
  }

  const welcome = copy.welcome(adminName);

  return (
    <>
      <TopBar
        right={
          <>
            <Text size="sm" fw={500}>
              {welcome}
            </Text>
            {account}
          </>
        }
        mobileMenu={(close) => (
          <Stack gap="md">
            <nav aria-label={copy.tabsLabel}>
              {ADMIN_SECTIONS.map((section) => (
                <NavLink
                  key={section}
                  component="button"
                  label={SECTION_LABELS[section].label}
                  active={section === activeSection}
                  aria-current={section === activeSection ? 'page' : undefined}
                  onClick={() => {
                    selectSection(section);
                    close();
                  }}
                />
              ))}
            </nav>
            {account}
          </Stack>
        )}
      />
      <Container size="xl" py="lg" component="main">
        {/* Below `sm` the top bar keeps only the menu, so the welcome line moves here. */}
        <Text hiddenFrom="sm" size="sm" fw={500} mb="md">
          {welcome}
        </Text>
        <Tabs value={activeSection} onChange={(value) => value && selectSection(value as AdminSection)}>
          <Tabs.List aria-label={copy.tabsLabel} visibleFrom="sm" mb="lg">
            {ADMIN_SECTIONS.map((section) => (
              <Tabs.Tab key={section} value={section}>
                {SECTION_LABELS[section].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel
            value={activeSection}
            aria-busy={loading || undefined}
            style={loading ? { opacity: 0.6, transition: 'opacity 150ms' } : undefined}
          >
            {children}
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  );
}
