import { randomUUID } from 'node:crypto';
import { ApiError, pageOf, startContractFake, type ContractFake } from '@trovapro/api-client/testing';
import type { LandingPage, LandingPageFilters } from '@trovapro/domain';

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
    adminGenerateLandingPages: ({ body }) => ({ body: { generated: (api.provinces[body.province] ?? []).length } }),
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
  const api: FakeLandingApi = { ...fake, pages: [], provinces: {}, failingIds: new Set(), byFiltersFailures: 0 };
  return api;
}
