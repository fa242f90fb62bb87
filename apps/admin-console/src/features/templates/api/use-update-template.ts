import { routes, type UpdateTemplateBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** PATCH /api/admin/templates/:id from the edit dialog (never the type: it is fixed after creation). Refreshes the templates list. */
export function useUpdateTemplate() {
  return useApiMutation(
    'templates/update',
    (client, { id, body }: { id: string; body: UpdateTemplateBody }) => client.call(routes.adminUpdateTemplate, { params: { id }, body }),
    { revalidates: [routes.adminListTemplates] },
  );
}
