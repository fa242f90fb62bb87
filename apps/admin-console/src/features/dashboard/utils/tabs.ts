import { adminPrivacyTab, adminTabs } from '@trovapro/copy';

/** Every tab's label by its URL value (`?tab=`), in display order: the console's tabs, then «Privacy» (issue 18). */
export const DASHBOARD_TAB_LABELS = { ...adminTabs, ...adminPrivacyTab } as const;

export type DashboardTab = keyof typeof DASHBOARD_TAB_LABELS;

/** In display order. */
export const DASHBOARD_TABS = Object.keys(DASHBOARD_TAB_LABELS) as DashboardTab[];
export const DEFAULT_TAB: DashboardTab = 'overview';
/** The query parameter that keeps the active tab across reloads: `/admin/dashboard?tab=leads`. */
export const TAB_PARAM = 'tab';

export function parseTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? DEFAULT_TAB;
}
