import useSWRMutation from 'swr/mutation';
import { routes } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/seed-templates (empty body): creates the missing default templates. */
export function useSeedTemplates() {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminSeedTemplates.path], () => client.call(routes.adminSeedTemplates, {}));
}
