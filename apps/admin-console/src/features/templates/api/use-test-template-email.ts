import useSWRMutation from 'swr/mutation';
import { routes, type TemplateTestEmailBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/templates/test-email: the text being edited, to the signed-in admin («Invia una prova»). */
export function useTestTemplateEmail() {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminTestTemplateEmail.path], (_key, { arg }: { arg: TemplateTestEmailBody }) =>
    client.call(routes.adminTestTemplateEmail, { body: arg }),
  );
}
