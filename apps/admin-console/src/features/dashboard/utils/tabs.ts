import { adminTabs } from '@trovapro/copy';

export type DashboardTab = keyof typeof adminTabs;

/** In display order. */
export const DASHBOARD_TABS = Object.keys(adminTabs) as DashboardTab[];
export const DEFAULT_TAB: DashboardTab = 'overview';
/** The query parameter that keeps the active tab across reloads: `/admin/dashboard?tab=leads`. */
export const TAB_PARAM = 'tab';

export function parseTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? DEFAULT_TAB;
}
