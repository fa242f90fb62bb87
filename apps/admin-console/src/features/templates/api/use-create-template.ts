import { routes, type CreateTemplateBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/templates, from the 'Nuovo Template' dialog. Refreshes the templates list. */
export function useCreateTemplate() {
  return useApiMutation('templates/create', (client, body: CreateTemplateBody) => client.call(routes.adminCreateTemplate, { body }), {
    revalidates: [routes.adminListTemplates],
  });
}
