import { Type, type Static } from 'typebox';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../rules/slugify.ts';
import { Nullable, PageInfoSchema, PageQuerySchema, TextSchema, UuidSchema } from './common.ts';

/** A readable, unique slug: lowercase letters, digits and single hyphens. */
export const SlugSchema = Type.String({ minLength: 1, maxLength: MAX_SLUG_LENGTH, pattern: SLUG_PATTERN.source });
export const SlugParamsSchema = Type.Object({ slug: SlugSchema });
export type SlugParams = Static<typeof SlugParamsSchema>;

/** A landing page as the admin manages it (product §3; `municipalityName` also here). */
export const LandingPageSchema = Type.Object({
  id: UuidSchema,
  title: Type.String(),
  metaDescription: Type.String(),
  content: Type.String(),
  keyword: Type.String(),
  province: Type.String(),
  municipalityName: Type.String(),
  slug: Type.String(),
  isPlural: Type.Boolean(),
  isPublished: Type.Boolean(),
  viewCount: Type.Integer({ minimum: 0 }),
  leadCount: Type.Integer({ minimum: 0 }),
});
export type LandingPage = Static<typeof LandingPageSchema>;

/** Below this many published reviews in a place, no rating is shown there (product §23 Ratings). */
export const RATING_MIN_REVIEWS = 5;

/**
 * The landing page's rating (product §23 Ratings): the average (one decimal) and number of the published reviews
 * of purchases of leads in the page's category and province, or in its region when the province has fewer than
 * RATING_MIN_REVIEWS; null when the region has fewer too (no stars) or the keyword names none of the categories.
 */
export const LandingRatingSchema = Type.Object({
  average: Type.Number({ minimum: 1, maximum: 5 }),
  count: Type.Integer({ minimum: RATING_MIN_REVIEWS }),
  scope: Type.Union([Type.Literal('province'), Type.Literal('region')]),
  /** The province's or the region's name, as the comuni's list spells it («Parma», «Emilia-Romagna»). */
  placeName: Type.String(),
});
export type LandingRating = Static<typeof LandingRatingSchema>;

/** `GET /api/landing-pages/:slug` — published pages only; `content` is sanitized HTML. */
export const PublicLandingPageSchema = Type.Object({
  id: UuidSchema,
  slug: Type.String(),
  title: Type.String(),
  metaDescription: Type.String(),
  keyword: Type.String(),
  municipalityName: Type.String(),
  province: Type.String(),
  isPlural: Type.Boolean(),
  content: Type.String(),
  rating: Nullable(LandingRatingSchema),
});
export type PublicLandingPage = Static<typeof PublicLandingPageSchema>;

/**
 * `GET /api/landing-pages/:slug` answers 301 with this (and `Location` the API path of the page) for a page of a comune
 * ISTAT suppressed into another: the successor's page of the same service, where the public site redirects (issue 36).
 */
export const LandingPageMovedSchema = Type.Object({ movedTo: SlugSchema });
export type LandingPageMoved = Static<typeof LandingPageMovedSchema>;

/**
 * `GET /api/landing-pages-version`: changes whenever any landing page's answer may have (an admin's change, a review
 * published, hidden or anonymised). The public site asks it on every view and revalidates a page only when it changed.
 */
export const LandingPagesVersionSchema = Type.Object({ version: Type.String() });
export type LandingPagesVersion = Static<typeof LandingPagesVersionSchema>;

export const LANDING_PAGE_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type LandingPageStatusFilter = (typeof LANDING_PAGE_STATUS_FILTERS)[number];

/** The manage tab's filters; an absent filter (or status 'all') matches everything. */
export const LandingPageFiltersSchema = Type.Object(
  {
    keyword: Type.Optional(TextSchema(100)),
    province: Type.Optional(TextSchema(100)),
    status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('published'), Type.Literal('draft')])),
  },
  { additionalProperties: false },
);
export type LandingPageFilters = Static<typeof LandingPageFiltersSchema>;

export const AdminLandingPageListQuerySchema = Type.Object({
  ...LandingPageFiltersSchema.properties,
  ...PageQuerySchema.properties,
});
export type AdminLandingPageListQuery = Static<typeof AdminLandingPageListQuerySchema>;

export const AdminLandingPageListSchema = Type.Object({
  pages: Type.Array(LandingPageSchema),
  ...PageInfoSchema.properties,
});
export type AdminLandingPageList = Static<typeof AdminLandingPageListSchema>;

export const LandingPageCountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) });

/** One call per selected province; generating the same keyword and comune again updates the page. */
export const GenerateLandingPagesBodySchema = Type.Object(
  {
    keyword: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    province: TextSchema(100, 1),
    isPlural: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type GenerateLandingPagesBody = Static<typeof GenerateLandingPagesBodySchema>;

export const GenerateLandingPagesResponseSchema = Type.Object({ generated: Type.Integer({ minimum: 0 }) });

export const GENERATION_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * A generation run by a writer that calls out (OpenAI): a province takes minutes, so the call answers 202
 * with this job at once and the admin console polls it. `done` counts the pages written so far of `total`;
 * `generated` is set when it is done; `failed` keeps no detail for the browser (it is in the API's log).
 */
export const GenerationJobSchema = Type.Object({
  id: UuidSchema,
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  keyword: Type.String(),
  province: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  done: Type.Integer({ minimum: 0 }),
  generated: Nullable(Type.Integer({ minimum: 0 })),
});
export type GenerationJob = Static<typeof GenerationJobSchema>;
export type GenerationJobStatus = (typeof GENERATION_JOB_STATUSES)[number];

export const UpdateLandingPageBodySchema = Type.Object(
  {
    title: Type.Optional(TextSchema(300, 1)),
    metaDescription: Type.Optional(TextSchema(500)),
    content: Type.Optional(TextSchema(100000)),
    keyword: Type.Optional(TextSchema(100, 1)),
    slug: Type.Optional(SlugSchema),
    isPlural: Type.Optional(Type.Boolean()),
    isPublished: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateLandingPageBody = Static<typeof UpdateLandingPageBodySchema>;

export const PublishBodySchema = Type.Object({ isPublished: Type.Boolean() }, { additionalProperties: false });
export type PublishBody = Static<typeof PublishBodySchema>;

/** Ids are sent in batches of at most 100 (product §9). */
const IdBatchSchema = Type.Array(UuidSchema, { minItems: 1, maxItems: 100, uniqueItems: true });

/** `PATCH /api/admin/landing-pages/bulk`: exactly one of `ids` or `filters`, plus the updates. */
export const BulkUpdateLandingPagesBodySchema = Type.Object(
  {
    ids: Type.Optional(IdBatchSchema),
    filters: Type.Optional(LandingPageFiltersSchema),
    updates: Type.Object({ isPublished: Type.Boolean() }, { additionalProperties: false }),
  },
  { additionalProperties: false, oneOf: [{ required: ['ids'] }, { required: ['filters'] }] },
);
export type BulkUpdateLandingPagesBody = Static<typeof BulkUpdateLandingPagesBodySchema>;

export const BulkUpdateResponseSchema = Type.Object({ updated: Type.Integer({ minimum: 0 }) });

export const BulkDeleteLandingPagesBodySchema = Type.Object({ ids: IdBatchSchema }, { additionalProperties: false });
export type BulkDeleteLandingPagesBody = Static<typeof BulkDeleteLandingPagesBodySchema>;

export const BulkDeleteResponseSchema = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });

export const PublishByFiltersBodySchema = Type.Object(
  { ...LandingPageFiltersSchema.properties, isPublished: Type.Boolean() },
  { additionalProperties: false },
);
export type PublishByFiltersBody = Static<typeof PublishByFiltersBodySchema>;

export const DeleteByFiltersBodySchema = LandingPageFiltersSchema;
export type DeleteByFiltersBody = Static<typeof DeleteByFiltersBodySchema>;

export const ByFiltersResultSchema = Type.Object({
  successCount: Type.Integer({ minimum: 0 }),
  failureCount: Type.Integer({ minimum: 0 }),
});
export type ByFiltersResult = Static<typeof ByFiltersResultSchema>;
