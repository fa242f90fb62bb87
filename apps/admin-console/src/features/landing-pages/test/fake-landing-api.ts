import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Value } from 'typebox/value';
import { pageOffset, routes, totalPages, type LandingPage, type LandingPageFilters, type RouteContract } from '@trovapro/domain';
import { matchPath, readBody } from '../../../test/contract-matching.ts';

/**
 * A real HTTP stand-in for the landing page admin routes, for the component tests only (the API has its
 * own tests). Every query, body and answer is checked against the route contract; its rules are the
 * API's: keyword prefix, province, status; by-filters and by-ids operations.
 */
export interface FakeLandingApi {
  origin: string;
  pages: LandingPage[];
  provinces: Record<string, string[]>;
  calls: { method: string; path: string; query: URLSearchParams; body: unknown }[];
  /** Route names answering 500 until removed. */
  failing: Set<keyof typeof routes>;
  /** Ids whose bulk batch answers 500. */
  failingIds: Set<string>;
  /** Pages the next by-filters operation reports as failed (the real API runs one statement: 0). */
  byFiltersFailures: number;
  openSession(): string;
  close(): Promise<void>;
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

class HttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(String(status));
    this.status = status;
  }
}

type Handler = (input: { params: Record<string, string>; query: Record<string, unknown>; body: any }) => unknown;

export async function startFakeLandingApi(): Promise<FakeLandingApi> {
  const api: FakeLandingApi = {
    origin: '',
    pages: [],
    provinces: {},
    calls: [],
    failing: new Set(),
    failingIds: new Set(),
    byFiltersFailures: 0,
    openSession: () => randomUUID(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const byId = (id: string | undefined) => {
    const page = api.pages.find((candidate) => candidate.id === id);
    if (!page) throw new HttpError(404);
    return page;
  };
  const handlers: [keyof typeof routes, Handler][] = [
    [
      'adminListLandingPages',
      ({ query }) => {
        const found = api.pages.filter((page) => matches(page, query));
        const limit = Number(query.limit ?? 50);
        const offset = pageOffset(Number(query.page ?? 1), limit);
        return { pages: found.slice(offset, offset + limit), total: found.length, totalPages: totalPages(found.length, limit) };
      },
    ],
    ['adminCountLandingPages', ({ query }) => ({ count: api.pages.filter((page) => matches(page, query)).length })],
    ['adminProvinces', () => Object.keys(api.provinces).sort()],
    [
      'adminMunicipalitiesByProvince',
      ({ params }) =>
        (api.provinces[params.province ?? ''] ?? []).map((name, index) => ({
          istatCode: String(94000 + index).padStart(6, '0'),
          name,
          province: params.province ?? '',
          provinceCode: 'IS',
          region: 'Molise',
          postalCodes: ['86170'],
          population: 1000,
        })),
    ],
    ['adminImportItalianData', () => ({ totalMunicipalities: 7904, totalProvinces: 107 })],
    ['adminGenerateLandingPages', ({ body }) => ({ generated: (api.provinces[body.province] ?? []).length })],
    ['adminUpdateLandingPage', ({ params, body }) => Object.assign(byId(params.id), body)],
    ['adminPublishLandingPage', ({ params, body }) => Object.assign(byId(params.id), { isPublished: body.isPublished })],
    [
      'adminDeleteLandingPage',
      ({ params }) => {
        const page = byId(params.id);
        api.pages = api.pages.filter((candidate) => candidate !== page);
        return { success: true };
      },
    ],
    [
      'adminBulkUpdateLandingPages',
      ({ body }) => {
        if (body.ids.some((id: string) => api.failingIds.has(id))) throw new HttpError(500);
        const chosen = api.pages.filter((page) => body.ids.includes(page.id));
        for (const page of chosen) page.isPublished = body.updates.isPublished;
        return { updated: chosen.length };
      },
    ],
    [
      'adminBulkDeleteLandingPages',
      ({ body }) => {
        if (body.ids.some((id: string) => api.failingIds.has(id))) throw new HttpError(500);
        const before = api.pages.length;
        api.pages = api.pages.filter((page) => !body.ids.includes(page.id));
        return { deleted: before - api.pages.length };
      },
    ],
    [
      'adminPublishLandingPagesByFilters',
      ({ body }) => {
        const { isPublished, ...filters } = body;
        const chosen = api.pages.filter((page) => matches(page, filters)).slice(api.byFiltersFailures);
        for (const page of chosen) page.isPublished = isPublished;
        return { successCount: chosen.length, failureCount: api.byFiltersFailures };
      },
    ],
    [
      'adminDeleteLandingPagesByFilters',
      ({ body }) => {
        const before = api.pages.length;
        api.pages = api.pages.filter((page) => !matches(page, body));
        return { successCount: before - api.pages.length, failureCount: 0 };
      },
    ],
  ];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body: unknown = raw === '' ? undefined : JSON.parse(raw);
    api.calls.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, body });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    for (const [name, handler] of handlers) {
      const route: RouteContract = routes[name];
      const params = matchPath(route, req.method ?? '', url.pathname);
      if (!params) continue;
      if (api.failing.has(name)) return send(500, { code: 'internal_error', message: 'Errore interno del server' });
      const query = Value.Convert(route.query ?? {}, Object.fromEntries(url.searchParams)) as Record<string, unknown>;
      if ((route.query && !Value.Check(route.query, query)) || (route.body && !Value.Check(route.body, body))) {
        return send(400, { code: 'validation_error', message: `Richiesta non valida: ${url.search} ${raw}` });
      }
      try {
        const answer = handler({ params, query, body });
        if (!Value.Check(route.responses[200]!, answer)) throw new Error(`fake answer to ${name} breaks the contract`);
        return send(200, answer);
      } catch (error) {
        if (error instanceof HttpError) return send(error.status, { code: 'error', message: error.status === 404 ? 'Landing page non trovata' : 'Errore interno del server' });
        throw error;
      }
    }
    return send(404, { code: 'not_found', message: 'Risorsa non trovata' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}
