import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** GET /api/admin/privacy/export: everything kept about an email, asked on demand (the download). */
export function useExportPersonalData() {
  return useApiMutation('privacy/export', (client, email: string) => client.call(routes.adminPrivacyExport, { query: { email } }));
}

/** POST /api/admin/privacy/erase: an admin write that anonymises and deletes; no cached read of this tab shows it. */
export function useErasePersonalData() {
  return useApiMutation('privacy/erase', (client, email: string) => client.call(routes.adminPrivacyErase, { body: { email } }));
}
