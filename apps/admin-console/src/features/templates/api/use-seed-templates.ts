import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/seed-templates (empty body): creates the missing default templates. Refreshes the templates list. */
export function useSeedTemplates() {
  return useApiMutation('templates/seed', (client) => client.call(routes.adminSeedTemplates, {}), { revalidates: [routes.adminListTemplates] });
}
