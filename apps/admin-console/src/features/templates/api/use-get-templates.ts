import { routes } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/templates: every email and chat template (a short list, filtered by type in the tab). */
export function useGetTemplates() {
  return useApiQuery(routes.adminListTemplates, {}, { revalidateOnMount: true });
}
