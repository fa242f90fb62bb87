import { adminInvoicesTab, adminPrivacyTab, adminReportsTab, adminTabs } from '@trovapro/copy';
import { ADMIN_SECTION_PATHS, ADMIN_SECTIONS, type AdminSection } from '@trovapro/domain';

/** Each section's tab label: the console's tabs, then «Fatture» (issue 32), «Contestazioni» (issue 33) and «Privacy» (issue 18). Typed so a section without a label fails. */
export const SECTION_LABELS: Readonly<Record<AdminSection, { label: string }>> = {
  ...adminTabs,
  ...adminInvoicesTab,
  ...adminReportsTab,
  ...adminPrivacyTab,
};

/** The section whose page `pathname` is (`/admin/leads` → 'leads'), else undefined. */
export function sectionOfPath(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_SECTIONS.find((section) => ADMIN_SECTION_PATHS[section] === path);
}
