import { routes, type AdminLeadExportQuery } from '@trovapro/domain';

/** The leads CSV of the list as shown: its status, category, search and order (same origin: the session cookie goes along). */
export function leadsExportHref(query: AdminLeadExportQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search === '' ? routes.adminExportLeads.path : `${routes.adminExportLeads.path}?${search}`;
}
