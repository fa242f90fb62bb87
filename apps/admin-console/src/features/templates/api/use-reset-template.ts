import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/templates/:id/reset: the built-in subject and content back («Ripristina testo predefinito»). Refreshes the templates list. */
export function useResetTemplate() {
  return useApiMutation('templates/reset', (client, { id }: { id: string }) => client.call(routes.adminResetTemplate, { params: { id } }), {
    revalidates: [routes.adminListTemplates],
  });
}
