import useSWRMutation from 'swr/mutation';
import { routes, type CreateTemplateBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/templates, from the 'Nuovo Template' dialog. */
export function useCreateTemplate() {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminCreateTemplate.path], (_key, { arg }: { arg: CreateTemplateBody }) =>
    client.call(routes.adminCreateTemplate, { body: arg }),
  );
}
