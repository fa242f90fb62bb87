import type { ApiClient } from '@trovapro/api-client';
import { routes, type GenerationJob } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { waitForGenerationJob } from '../utils/generation-job.ts';
import { LANDING_LIST } from './use-landing-page-mutations.ts';

/** POST /api/admin/import-italian-data; the provinces and their comuni are read again after it. */
export function useImportItalianData() {
  return useApiMutation('landing-pages/import', (client) => client.call(routes.adminImportItalianData, {}), {
    revalidates: [routes.adminProvinces, routes.adminMunicipalitiesByProvince],
  });
}

export interface GenerationProgress {
  /** Provinces finished, of `total`. */
  done: number;
  total: number;
  /** The generation job of the province being written, when the API answered with one (OpenAI writer). */
  job: GenerationJob | null;
}

export interface GenerationRequest {
  keyword: string;
  isPlural: boolean;
  provinces: readonly string[];
  onProgress: (progress: GenerationProgress) => void;
  pollIntervalMs: number;
}

/**
 * One generation run as one mutation: POST /api/admin/landing-pages/generate once per province (`{ generated }` with
 * the built-in writer, else a generation job polled through GET /api/admin/landing-generation-jobs/:id until it
 * ends). Resolves to the pages generated; the managed list is refreshed after it.
 */
export function useGenerateLandingPages() {
  return useApiMutation('landing-pages/generate', generateAll, LANDING_LIST);
}

async function generateAll(client: ApiClient, { keyword, isPlural, provinces, onProgress, pollIntervalMs }: GenerationRequest): Promise<number> {
  const total = provinces.length;
  let generated = 0;
  onProgress({ done: 0, total, job: null });
  for (const [index, province] of provinces.entries()) {
    const answer = await client.call(routes.adminGenerateLandingPages, { body: { keyword, province, isPlural } });
    if ('id' in answer) {
      const job = await waitForGenerationJob(answer, {
        fetchJob: (id) => client.call(routes.adminGenerationJob, { params: { id } }),
        onProgress: (current) => onProgress({ done: index, total, job: current }),
        intervalMs: pollIntervalMs,
      });
      generated += job.generated ?? 0;
    } else {
      generated += answer.generated;
    }
    onProgress({ done: index + 1, total, job: null });
  }
  return generated;
}
