import { routes, type GenerateLandingPagesBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/import-italian-data and POST /api/admin/landing-pages/generate (one province a call). */
export function useGenerateLandingPages() {
  const client = useApiClient();
  return {
    importItalianData: () => client.call(routes.adminImportItalianData, {}),
    generate: (body: GenerateLandingPagesBody) => client.call(routes.adminGenerateLandingPages, { body }),
  };
}
