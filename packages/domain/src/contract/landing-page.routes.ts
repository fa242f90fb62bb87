import { Type } from 'typebox';
import { IdParamsSchema, SuccessSchema } from '../schemas/common.ts';
import {
  AdminLandingPageListQuerySchema,
  AdminLandingPageListSchema,
  BulkDeleteLandingPagesBodySchema,
  BulkDeleteResponseSchema,
  BulkUpdateLandingPagesBodySchema,
  BulkUpdateResponseSchema,
  ByFiltersResultSchema,
  DeleteByFiltersBodySchema,
  GenerateLandingPagesBodySchema,
  GenerateLandingPagesResponseSchema,
  GenerationJobSchema,
  LandingPageCountSchema,
  LandingPageFiltersSchema,
  LandingPageSchema,
  LandingPageMovedSchema,
  LandingPagesVersionSchema,
  PublicLandingPageSchema,
  PublishBodySchema,
  PublishByFiltersBodySchema,
  SlugParamsSchema,
  UpdateLandingPageBodySchema,
} from '../schemas/landing-page.ts';
import { ImportItalianDataResponseSchema, MunicipalitySchema, ProvinceListSchema, ProvinceParamsSchema } from '../schemas/municipality.ts';
import { defineRoute } from './define-route.ts';

export const publicLandingPage = defineRoute({
  method: 'GET',
  path: '/api/landing-pages/:slug',
  access: 'public',
  tag: 'landing-pages',
  summary:
    "A published landing page by slug (404 otherwise), with the rating of its category and place; an ETag, and 304 to an If-None-Match that still matches. A page of a comune ISTAT suppressed into another answers 301 with the slug of the successor's published page of the same service",
  params: SlugParamsSchema,
  responses: { 200: PublicLandingPageSchema, 301: LandingPageMovedSchema },
  errors: {
    404: 'No published landing page has this slug (`not_found`), or its comune was suppressed and its successor has no published page of the service.',
  },
});

export const publicLandingPagesVersion = defineRoute({
  method: 'GET',
  path: '/api/landing-pages-version',
  access: 'public',
  tag: 'landing-pages',
  summary:
    "The version of the landing pages' answers on this instance: it changes with any change that may change one (an admin's, a review's). Not cached",
  responses: { 200: LandingPagesVersionSchema },
});

export const adminListLandingPages = defineRoute({
  method: 'GET',
  path: '/api/admin/landing-pages',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Landing pages filtered by keyword, province and status; 50 a page by default',
  query: AdminLandingPageListQuerySchema,
  responses: { 200: AdminLandingPageListSchema },
});

export const adminCountLandingPages = defineRoute({
  method: 'GET',
  path: '/api/admin/landing-pages/count',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'How many landing pages match the filters',
  query: LandingPageFiltersSchema,
  responses: { 200: LandingPageCountSchema },
});

export const adminProvinces = defineRoute({
  method: 'GET',
  path: '/api/admin/provinces',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Names of the Italian provinces',
  responses: { 200: ProvinceListSchema },
});

export const adminMunicipalitiesByProvince = defineRoute({
  method: 'GET',
  path: '/api/admin/municipalities/by-province/:province',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'The comuni of one province (by province name)',
  params: ProvinceParamsSchema,
  responses: { 200: Type.Array(MunicipalitySchema) },
});

export const adminImportItalianData = defineRoute({
  method: 'POST',
  path: '/api/admin/import-italian-data',
  access: 'admin',
  tag: 'landing-pages',
  summary:
    'Seed the comuni from the bundled snapshot (idempotent upsert by ISTAT code); once an ISTAT file was applied (`POST /api/admin/comuni/import`) it changes nothing',
  responses: { 200: ImportItalianDataResponseSchema },
});

/**
 * With the built-in writer the pages are written in the call (200). With OpenAI a province takes minutes: the call
 * answers 202 with a generation job at once, which any API instance runs; the console polls `adminGenerationJob`.
 */
export const adminGenerateLandingPages = defineRoute({
  method: 'POST',
  path: '/api/admin/landing-pages/generate',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Generate (or update) one landing page per comune of a province for a keyword',
  body: GenerateLandingPagesBodySchema,
  responses: { 200: GenerateLandingPagesResponseSchema, 202: GenerationJobSchema },
  errors: {
    404: 'No comune of this province has been imported (`unknown_province`).',
  },
});

export const adminGenerationJob = defineRoute({
  method: 'GET',
  path: '/api/admin/landing-generation-jobs/:id',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'A generation job: its status and how many pages of the province are written',
  params: IdParamsSchema,
  responses: { 200: GenerationJobSchema },
  errors: { 404: 'No such job (`not_found`).' },
});

export const adminUpdateLandingPage = defineRoute({
  method: 'PATCH',
  path: '/api/admin/landing-pages/:id',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Edit a landing page (content is sanitized on save)',
  params: IdParamsSchema,
  body: UpdateLandingPageBodySchema,
  responses: { 200: LandingPageSchema },
  errors: {
    404: 'No landing page has this id (`not_found`).',
    409: 'Another page has this slug or keyword (`conflict`).',
  },
});

export const adminPublishLandingPage = defineRoute({
  method: 'PATCH',
  path: '/api/admin/landing-pages/:id/publish',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Publish or hide a landing page',
  params: IdParamsSchema,
  body: PublishBodySchema,
  responses: { 200: LandingPageSchema },
  errors: {
    404: 'No landing page has this id (`not_found`).',
  },
});

export const adminDeleteLandingPage = defineRoute({
  method: 'DELETE',
  path: '/api/admin/landing-pages/:id',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Delete a landing page',
  params: IdParamsSchema,
  responses: { 200: SuccessSchema },
  errors: {
    404: 'No landing page has this id (`not_found`).',
  },
});

export const adminBulkUpdateLandingPages = defineRoute({
  method: 'PATCH',
  path: '/api/admin/landing-pages/bulk',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Publish or hide up to 100 landing pages by id, or every page matching filters',
  body: BulkUpdateLandingPagesBodySchema,
  responses: { 200: BulkUpdateResponseSchema },
});

export const adminBulkDeleteLandingPages = defineRoute({
  method: 'POST',
  path: '/api/admin/landing-pages/bulk/delete',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Delete up to 100 landing pages by id',
  body: BulkDeleteLandingPagesBodySchema,
  responses: { 200: BulkDeleteResponseSchema },
});

export const adminPublishLandingPagesByFilters = defineRoute({
  method: 'POST',
  path: '/api/admin/landing-pages/publish-by-filters',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Publish or hide every landing page matching the filters',
  body: PublishByFiltersBodySchema,
  responses: { 200: ByFiltersResultSchema },
});

export const adminDeleteLandingPagesByFilters = defineRoute({
  method: 'POST',
  path: '/api/admin/landing-pages/delete-by-filters',
  access: 'admin',
  tag: 'landing-pages',
  summary: 'Delete every landing page matching the filters',
  body: DeleteByFiltersBodySchema,
  responses: { 200: ByFiltersResultSchema },
});
