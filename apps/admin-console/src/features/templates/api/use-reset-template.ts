import useSWRMutation from 'swr/mutation';
import { routes } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/templates/:id/reset: the built-in subject and content back («Ripristina testo predefinito»). */
export function useResetTemplate() {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminResetTemplate.path], (_key, { arg }: { arg: { id: string } }) =>
    client.call(routes.adminResetTemplate, { params: { id: arg.id } }),
  );
}
