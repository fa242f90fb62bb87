import { routes } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** The tab's two calls: everything kept about an email (GET), and its erasure (POST, an admin write). */
export function usePrivacyActions() {
  const client = useApiClient();
  return {
    exportData: (email: string) => client.call(routes.adminPrivacyExport, { query: { email } }),
    eraseData: (email: string) => client.call(routes.adminPrivacyErase, { body: { email } }),
  };
}
