import { Container, NavLink, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { adminDashboard as copy } from '@trovapro/copy';
import { TopBar } from '@trovapro/ui';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, TAB_PARAM, parseTab, type DashboardTab } from '../utils/tabs.ts';

export interface DashboardShellProps {
  adminName: string;
  /** The sign-out control, composed in by the app. */
  account: ReactNode;
  /** The content of each tab, composed in by the app. */
  panels: Record<DashboardTab, ReactNode>;
}

/** Spec §2 Admin dashboard: top bar, welcome line, sign-out, mobile menu and the tabs (the spec's seven, then 'Email' and 'Privacy'). */
export function DashboardShell({ adminName, account, panels }: DashboardShellProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = parseTab(searchParams.get(TAB_PARAM));

  // Each tab is a history entry with its own filters (they follow `tab` in the URL): back returns to the
  // tab, and the list, the admin came from.
  function selectTab(tab: DashboardTab) {
    setSearchParams({ [TAB_PARAM]: tab });
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
              {DASHBOARD_TABS.map((tab) => (
                <NavLink
                  key={tab}
                  component="button"
                  label={DASHBOARD_TAB_LABELS[tab].label}
                  active={tab === activeTab}
                  aria-current={tab === activeTab ? 'page' : undefined}
                  onClick={() => {
                    selectTab(tab);
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
        <Tabs value={activeTab} onChange={(value) => selectTab(parseTab(value))} keepMounted={false}>
          <Tabs.List aria-label={copy.tabsLabel} visibleFrom="sm" mb="lg">
            {DASHBOARD_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {DASHBOARD_TAB_LABELS[tab].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DASHBOARD_TABS.map((tab) => (
            <Tabs.Panel key={tab} value={tab}>
              {panels[tab]}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </>
  );
}
