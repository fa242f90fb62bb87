import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { announceAdminChanges, announceChange } from '../../plugins/public-cache.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { configuredOpenAi } from '../../providers/ai/index.ts';
import { createWriter } from '../../providers/writer/index.ts';
import { importMunicipalities, listProvinces, municipalitiesOfProvince } from '../municipalities/municipalities.service.ts';
import { generateLandingPages, type GenerateContext } from './generate-landing-pages.ts';
import { findGenerationJob, queueGeneration, startGenerationWorker } from './generation-jobs.ts';
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

/** OpenAI calls in flight while a province is generated (the built-in writer does not wait). */
export const OPENAI_WRITER_CONCURRENCY = 8;

export async function landingPagesRoutes(app: App, { db, config, publicCache }: AppDeps): Promise<void> {
  announceAdminChanges(app, db, publicCache, 'landing-pages');
  // OpenAI when configured (richer text), else the built-in writer.
  const generation: GenerateContext = {
    db,
    writer: createWriter(configuredOpenAi(config, app.log)),
    concurrency: config.openai === undefined ? 1 : OPENAI_WRITER_CONCURRENCY,
  };
  // A writer that calls out takes minutes for a province: its generations are jobs, run by any instance.
  const worker =
    config.openai === undefined
      ? undefined
      : startGenerationWorker({ ...generation, log: app.log, afterWrite: () => announceChange(db, publicCache, 'landing-pages') });
  if (worker !== undefined) app.addHook('onClose', async () => worker.stop());

  contractRoute(app, routes.publicLandingPage, async (request, reply) => {
    // The public site caches it; other caches must not (an unpublished page disappears at once).
    reply.header('cache-control', 'no-store');
    // Kept as the answer's bytes: a page is a few KB of HTML, and turning it into JSON, then into UTF-8 on
    // every write, was most of the answer's cost.
    const { body } = await publicCache.get('landing-pages', request.params.slug, async () => ({
      body: Buffer.from(JSON.stringify(await viewLandingPage(db, request.params.slug))),
    }));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  contractRoute(app, routes.sitemapLandingPages, async (request) => landingPagesSitemap(db, request.query.page ?? 1));

  contractRoute(app, routes.adminListLandingPages, async (request) => listLandingPages(db, request.query));
  contractRoute(app, routes.adminCountLandingPages, async (request) => countLandingPages(db, request.query));
  contractRoute(app, routes.adminProvinces, async () => listProvinces(db));
  contractRoute(app, routes.adminMunicipalitiesByProvince, async (request) => municipalitiesOfProvince(db, request.params.province));
  contractRoute(app, routes.adminImportItalianData, async () => importMunicipalities(db));
  contractRoute(app, routes.adminGenerateLandingPages, async (request, reply) => {
    if (worker === undefined) return generateLandingPages(generation, request.body);
    const job = await queueGeneration(db, request.body);
    worker.kick();
    return reply.code(202).send(job);
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
