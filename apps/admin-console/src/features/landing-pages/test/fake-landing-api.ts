import { randomUUID } from 'node:crypto';
import { ApiError, pageOf, startContractFake, type ContractFake } from '@trovapro/api-client/testing';
import type { GenerationJob, LandingPage, LandingPageFilters } from '@trovapro/domain';

/** A state of a scripted generation job: its status and comuni done (`generated` defaults to null). */
export interface GenerationJobStep {
  status: GenerationJob['status'];
  done: number;
  generated?: number;
}

/**
 * The landing page admin routes on the shared contract fake, for this feature's component tests. Its rules are
 * the API's: keyword prefix, province, status; by-filters and by-ids operations.
 */
export interface FakeLandingApi extends ContractFake {
  pages: LandingPage[];
  provinces: Record<string, string[]>;
  /** Ids whose bulk batch answers 500. */
  failingIds: Set<string>;
  /** Pages the next by-filters operation reports as failed (the real API runs one statement: 0). */
  byFiltersFailures: number;
  /**
   * Provinces whose generation answers 202 with a job, as with the OpenAI writer (the others answer 200 at once):
   * the 202 answer is the first step, each poll of the job answers the next one, and the last step repeats.
   */
  jobScripts: Record<string, GenerationJobStep[]>;
  /** How many of the next job polls answer 500. */
  failingPolls: number;
}

export function makePage(overrides: Partial<LandingPage> = {}): LandingPage {
  const municipalityName = overrides.municipalityName ?? 'Isernia';
  const keyword = overrides.keyword ?? 'idraulico';
  return {
    id: randomUUID(),
    title: `Trova il migliore ${keyword} a ${municipalityName}`,
    metaDescription: 'Preventivi gratuiti',
    content: '<p>Testo</p>',
    keyword,
    province: 'Isernia',
    municipalityName,
    slug: `${keyword}-${municipalityName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    isPlural: false,
    isPublished: false,
    viewCount: 0,
    leadCount: 0,
    ...overrides,
  };
}

function matches(page: LandingPage, filters: LandingPageFilters): boolean {
  const keyword = filters.keyword?.trim().toLowerCase();
  return (
    (!keyword || page.keyword.toLowerCase().startsWith(keyword)) &&
    (!filters.province || page.province === filters.province) &&
    (filters.status === undefined || filters.status === 'all' || page.isPublished === (filters.status === 'published'))
  );
}

const BATCH_FAILED = () => new ApiError(500, 'error', 'Errore interno del server');

export async function startFakeLandingApi(): Promise<FakeLandingApi> {
  const byId = (id: string | undefined) => {
    const page = api.pages.find((candidate) => candidate.id === id);
    if (!page) throw new ApiError(404, 'error', 'Landing page non trovata');
    return page;
  };
  const jobs = new Map<string, { job: GenerationJob; steps: GenerationJobStep[]; step: number }>();
  const jobAt = (job: GenerationJob, step: GenerationJobStep): GenerationJob => ({ ...job, ...step, generated: step.generated ?? null });
  const fake = await startContractFake({
    adminListLandingPages: ({ query }) => {
      const found = api.pages.filter((page) => matches(page, query));
      return { body: pageOf('pages', found, query) };
    },
    adminCountLandingPages: ({ query }) => ({ body: { count: api.pages.filter((page) => matches(page, query)).length } }),
    adminProvinces: () => ({ body: Object.keys(api.provinces).sort() }),
    adminMunicipalitiesByProvince: ({ params }) => ({
      body: (api.provinces[params.province ?? ''] ?? []).map((name, index) => ({
        istatCode: String(94000 + index).padStart(6, '0'),
        name,
        province: params.province ?? '',
        provinceCode: 'IS',
        region: 'Molise',
        postalCodes: ['86170'],
        population: 1000,
      })),
    }),
    adminImportItalianData: () => ({ body: { totalMunicipalities: 7904, totalProvinces: 107 } }),
    adminGenerateLandingPages: ({ body }) => {
      const comuni = api.provinces[body.province] ?? [];
      const steps = api.jobScripts[body.province];
      if (!steps?.[0]) return { body: { generated: comuni.length } };
      const created: GenerationJob = {
        id: randomUUID(),
        status: 'queued',
        keyword: body.keyword,
        province: body.province,
        total: comuni.length,
        done: 0,
        generated: null,
      };
      const job = jobAt(created, steps[0]);
      jobs.set(job.id, { job, steps, step: 0 });
      return { status: 202, body: job };
    },
    adminGenerationJob: ({ params }) => {
      if (api.failingPolls > 0) {
        api.failingPolls -= 1;
        throw new ApiError(500, 'internal_error', 'Errore interno del server');
      }
      const entry = jobs.get(params.id ?? '');
      if (!entry) throw new ApiError(404, 'not_found', 'Risorsa non trovata');
      entry.step = Math.min(entry.step + 1, entry.steps.length - 1);
      entry.job = jobAt(entry.job, entry.steps[entry.step] as GenerationJobStep);
      return { body: entry.job };
    },
    adminUpdateLandingPage: ({ params, body }) => ({ body: Object.assign(byId(params.id), body) }),
    adminPublishLandingPage: ({ params, body }) => ({ body: Object.assign(byId(params.id), { isPublished: body.isPublished }) }),
    adminDeleteLandingPage: ({ params }) => {
      const page = byId(params.id);
      api.pages = api.pages.filter((candidate) => candidate !== page);
      return { body: { success: true } };
    },
    adminBulkUpdateLandingPages: ({ body }) => {
      if (body.ids.some((id: string) => api.failingIds.has(id))) throw BATCH_FAILED();
      const chosen = api.pages.filter((page) => body.ids.includes(page.id));
      for (const page of chosen) page.isPublished = body.updates.isPublished;
      return { body: { updated: chosen.length } };
    },
    adminBulkDeleteLandingPages: ({ body }) => {
      if (body.ids.some((id: string) => api.failingIds.has(id))) throw BATCH_FAILED();
      const before = api.pages.length;
      api.pages = api.pages.filter((page) => !body.ids.includes(page.id));
      return { body: { deleted: before - api.pages.length } };
    },
    adminPublishLandingPagesByFilters: ({ body }) => {
      const { isPublished, ...filters } = body;
      const chosen = api.pages.filter((page) => matches(page, filters)).slice(api.byFiltersFailures);
      for (const page of chosen) page.isPublished = isPublished;
      return { body: { successCount: chosen.length, failureCount: api.byFiltersFailures } };
    },
    adminDeleteLandingPagesByFilters: ({ body }) => {
      const before = api.pages.length;
      api.pages = api.pages.filter((page) => !matches(page, body));
      return { body: { successCount: before - api.pages.length, failureCount: 0 } };
    },
  });
  const api: FakeLandingApi = {
    ...fake,
    pages: [],
    provinces: {},
    failingIds: new Set(),
    byFiltersFailures: 0,
    jobScripts: {},
    failingPolls: 0,
  };
  return api;
}
