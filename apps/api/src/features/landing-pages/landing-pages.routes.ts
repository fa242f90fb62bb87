import { createHash } from 'node:crypto';
import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { announceAdminChanges } from '../../plugins/public-cache.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { importMunicipalities, listProvinces, municipalitiesOfProvince } from '../municipalities/municipalities.service.ts';
import { createGenerateContext, generateLandingPages } from './generate-landing-pages.ts';
import { matchesIfNoneMatch } from '../templates/templates.service.ts';
import { findGenerationJob, queueGeneration } from './generation-jobs.ts';
import {
  bulkDeleteLandingPages,
  bulkUpdateLandingPages,
  countLandingPages,
  deleteLandingPage,
  deleteLandingPagesByFilters,
  listLandingPages,
  publishLandingPage,
  publishLandingPagesByFilters,
  landingPagesSitemap,
  updateLandingPage,
  viewLandingPage,
} from './landing-pages.service.ts';

/** A landing page's answer as kept in memory: the page's JSON and its ETag, or the redirect's JSON and target. */
type CachedLandingPage = { body: Buffer; etag: string } | { body: Buffer; movedTo: string };

export async function landingPagesRoutes(app: App, { db, config, publicCache }: AppDeps): Promise<void> {
  announceAdminChanges(app, db, publicCache, 'landing-pages');
  const generation = createGenerateContext(db, config, app.log);

  contractRoute(app, routes.publicLandingPage, async (request, reply) => {
    // The public site caches it; other caches must not (an unpublished page disappears at once).
    reply.header('cache-control', 'no-store');
    // Kept as the answer's bytes: a page is a few KB of HTML, and turning it into JSON, then into UTF-8 on
    // every write, was most of the answer's cost. Its ETag lets the public site ask whether the page it rendered
    // still holds (once the version below changed: a published review changes the rating) for a 304 without a body.
    const answer = await publicCache.get('landing-pages', request.params.slug, async (): Promise<CachedLandingPage> => {
      const view = await viewLandingPage(db, request.params.slug);
      if (view.kind === 'moved') return { body: Buffer.from(JSON.stringify({ movedTo: view.slug })), movedTo: view.slug };
      const bytes = Buffer.from(JSON.stringify(view.page));
      return { body: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
    });
    // A page of a suppressed comune (issue 36): the successor's page, where the public site redirects its visitors.
    if ('movedTo' in answer) {
      const location = routes.publicLandingPage.path.replace(':slug', answer.movedTo);
      return reply.code(301).header('location', location).type('application/json; charset=utf-8').send(answer.body);
    }
    const { body, etag } = answer;
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // Asked by the public site on every view of a landing page (product §23 Ratings): from memory, never cached.
  contractRoute(app, routes.publicLandingPagesVersion, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: publicCache.version('landing-pages') };
  });

  contractRoute(app, routes.sitemapLandingPages, async (request) => landingPagesSitemap(db, request.query.page ?? 1));

  contractRoute(app, routes.adminListLandingPages, async (request) => listLandingPages(db, request.query));
  contractRoute(app, routes.adminCountLandingPages, async (request) => countLandingPages(db, request.query));
  contractRoute(app, routes.adminProvinces, async () => listProvinces(db));
  contractRoute(app, routes.adminMunicipalitiesByProvince, async (request) => municipalitiesOfProvince(db, request.params.province));
  contractRoute(app, routes.adminImportItalianData, async () => importMunicipalities(db));
  contractRoute(app, routes.adminGenerateLandingPages, async (request, reply) => {
    // A writer that calls out takes minutes for a province: its generation is a job (generationTask), run by
    // any instance; the built-in writer answers at once.
    if (config.openai === undefined) return generateLandingPages(generation, request.body);
    return reply.code(202).send(await queueGeneration(db, request.body));
  });
  contractRoute(app, routes.adminGenerationJob, async (request) => findGenerationJob(db, request.params.id));
  contractRoute(app, routes.adminUpdateLandingPage, async (request) => updateLandingPage(db, request.params.id, request.body));
  contractRoute(app, routes.adminPublishLandingPage, async (request) => publishLandingPage(db, request.params.id, request.body.isPublished));
  contractRoute(app, routes.adminDeleteLandingPage, async (request) => deleteLandingPage(db, request.params.id));
  contractRoute(app, routes.adminBulkUpdateLandingPages, async (request) => bulkUpdateLandingPages(db, request.body));
  contractRoute(app, routes.adminBulkDeleteLandingPages, async (request) => bulkDeleteLandingPages(db, request.body.ids));
  contractRoute(app, routes.adminPublishLandingPagesByFilters, async (request) => {
    const { isPublished, ...filters } = request.body;
    return publishLandingPagesByFilters(db, filters, isPublished);
  });
  contractRoute(app, routes.adminDeleteLandingPagesByFilters, async (request) => deleteLandingPagesByFilters(db, request.body));
}
