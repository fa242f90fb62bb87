import { routes, type GenerateLandingPagesBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * POST /api/admin/import-italian-data, POST /api/admin/landing-pages/generate (one province a call: `{ generated }`
 * with the built-in writer, else a generation job) and GET /api/admin/landing-generation-jobs/:id (the job).
 */
export function useGenerateLandingPages() {
  const client = useApiClient();
  return {
    importItalianData: () => client.call(routes.adminImportItalianData, {}),
    generate: (body: GenerateLandingPagesBody) => client.call(routes.adminGenerateLandingPages, { body }),
    generationJob: (id: string) => client.call(routes.adminGenerationJob, { params: { id } }),
  };
}
