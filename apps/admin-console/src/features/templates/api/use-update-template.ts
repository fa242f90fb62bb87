import useSWRMutation from 'swr/mutation';
import { routes, type UpdateTemplateBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** PATCH /api/admin/templates/:id from the edit dialog (never the type: it is fixed after creation). */
export function useUpdateTemplate() {
  const client = useApiClient();
  return useSWRMutation(['PATCH', routes.adminUpdateTemplate.path], (_key, { arg }: { arg: { id: string; body: UpdateTemplateBody } }) =>
    client.call(routes.adminUpdateTemplate, { params: { id: arg.id }, body: arg.body }),
  );
}
