import { adminTabs } from '@trovapro/copy';
import { ADMIN_SECTION_PATHS, ADMIN_SECTIONS, type AdminSection } from '@trovapro/domain';

/** Each section's tab label. Typed so a section without a label fails. */
export const SECTION_LABELS: Readonly<Record<AdminSection, { label: string }>> = adminTabs;

/** The section whose page `pathname` is (`/admin/leads` → 'leads'), else undefined. */
export function sectionOfPath(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_SECTIONS.find((section) => ADMIN_SECTION_PATHS[section] === path);
}
