import { routes, type TemplateTestEmailBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/templates/test-email: the text being edited, to the signed-in admin («Invia una prova»). */
export function useTestTemplateEmail() {
  return useApiMutation('templates/test-email', (client, body: TemplateTestEmailBody) => client.call(routes.adminTestTemplateEmail, { body }));
}
