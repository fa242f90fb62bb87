import { landingApiMessages } from '@trovapro/copy';
import {
  PAGE_SIZES,
  pageOffset,
  SITEMAP_MAX_URLS,
  totalPages,
  type AdminLandingPageList,
  type AdminLandingPageListQuery,
  type BulkUpdateLandingPagesBody,
  type ByFiltersResult,
  type LandingPage,
  type LandingPageFilters,
  type PublicLandingPage,
  type SitemapSection,
  type UpdateLandingPageBody,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { LandingPageRow } from '../../db/rows.ts';
import { conflict, notFound, type AppError } from '../../lib/app-error.ts';
import { sanitizeLandingHtml } from '../../providers/html/index.ts';
import { createWriter } from '../../providers/writer/index.ts';
import { landingRating } from '../ratings/ratings.service.ts';
import { displayKeyword, generateComunePages, normalizeKeyword, type ComunePageRequest } from './generate-landing-pages.ts';
import {
  countPages,
  countPublished,
  deleteByFilter,
  deleteByIds,
  deletePageRow,
  keywordsContaining,
  listPageRows,
  publishedSlugs,
  setPublishedByFilter,
  setPublishedByIds,
  updatePageRow,
  findPageWithComune,
  publishedSlugOf,
  type LandingPageChanges,
  type PageFilter,
} from './landing-pages.repository.ts';

const pageNotFound = () => notFound(landingApiMessages.notFound);

export function toLandingPage(row: LandingPageRow): LandingPage {
  return {
    id: row.id,
    title: row.title,
    metaDescription: row.meta_description,
    content: row.content,
    keyword: row.keyword,
    province: row.province,
    municipalityName: row.municipality_name,
    slug: row.slug,
    isPlural: row.is_plural,
    isPublished: row.is_published,
    viewCount: row.view_count,
    leadCount: row.lead_count,
  };
}

/**
 * The manage tab's filters as the repository applies them (blank keyword or province: any). The keyword is
 * found anywhere in a page's keyword, in any case («QA Walk» finds «Idraulico QA Walk»).
 */
export async function toPageFilter(db: Db, filters: LandingPageFilters): Promise<PageFilter> {
  const keyword = filters.keyword === undefined ? '' : normalizeKeyword(filters.keyword);
  const province = filters.province?.trim() ?? '';
  return {
    ...(keyword === '' ? {} : { keywords: await keywordsContaining(db, keyword) }),
    ...(province === '' ? {} : { province }),
    ...(filters.status === undefined ? {} : { status: filters.status }),
  };
}

export async function listLandingPages(db: Db, query: AdminLandingPageListQuery): Promise<AdminLandingPageList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZES.adminLandingPages;
  const filter = await toPageFilter(db, query);
  const [rows, total] = await Promise.all([listPageRows(db, filter, limit, pageOffset(page, limit)), countPages(db, filter)]);
  return { pages: rows.map(toLandingPage), total, totalPages: totalPages(total, limit) };
}

export async function countLandingPages(db: Db, filters: LandingPageFilters): Promise<{ count: number }> {
  return { count: await countPages(db, await toPageFilter(db, filters)) };
}

/** A landing page's public answer: the page, or (issue 36) the successor's page its suppressed comune's visitors go to. */
export type LandingPageView = { kind: 'page'; page: PublicLandingPage } | { kind: 'moved'; slug: string };

/**
 * `GET /api/landing-pages/:slug`: published pages only, with the rating of their category and place (product §23
 * Ratings); a pure read (the public site caches it), the page's views are counted per view by the analytics
 * collector (see insertPageViews). A page of a comune ISTAT suppressed into another (issue 36) moved to the
 * successor's published page of the same keyword, whatever its own state (the import unpublished it); without a
 * successor, or without such a page, it is not found.
 */
export async function viewLandingPage(db: Db, slug: string): Promise<LandingPageView> {
  const row = await findPageWithComune(db, slug);
  if (row !== undefined && row.suppressed_at !== null) {
    const moved = row.successor_istat_code === null ? undefined : await publishedSlugOf(db, row.successor_istat_code, row.keyword_normalized);
    if (moved === undefined) throw pageNotFound();
    return { kind: 'moved', slug: moved };
  }
  if (row === undefined || !row.is_published) throw pageNotFound();
  return {
    kind: 'page',
    page: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      metaDescription: row.meta_description,
      keyword: row.keyword,
      municipalityName: row.municipality_name,
      province: row.province,
      isPlural: row.is_plural,
      content: row.content,
      rating: await landingRating(db, { istatCode: row.istat_code, keyword: row.keyword }),
    },
  };
}

/** A duplicate slug or keyword-and-comune becomes a 409 naming the field, not a 500. */
function conflictOf(error: unknown): AppError | null {
  if (!isUniqueViolation(error)) return null;
  return (error as { constraint?: string }).constraint === 'landing_pages_keyword_comune_key'
    ? conflict('keyword', landingApiMessages.keywordTaken)
    : conflict('slug', landingApiMessages.slugTaken);
}

async function updateOrThrow(db: Db, id: string, changes: LandingPageChanges): Promise<LandingPage> {
  try {
    const row = await updatePageRow(db, id, changes);
    if (!row) throw pageNotFound();
    return toLandingPage(row);
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** `PATCH /api/admin/landing-pages/:id`: the edit dialog's fields; the content is sanitized on save (product §5). */
export async function updateLandingPage(db: Db, id: string, body: UpdateLandingPageBody): Promise<LandingPage> {
  const changes: LandingPageChanges = {};
  if (body.title !== undefined) changes.title = body.title.trim();
  if (body.metaDescription !== undefined) changes.meta_description = body.metaDescription.trim();
  if (body.content !== undefined) changes.content = sanitizeLandingHtml(body.content);
  if (body.keyword !== undefined) {
    changes.keyword = displayKeyword(body.keyword);
    changes.keyword_normalized = normalizeKeyword(body.keyword);
  }
  if (body.slug !== undefined) changes.slug = body.slug;
  if (body.isPlural !== undefined) changes.is_plural = body.isPlural;
  if (body.isPublished !== undefined) changes.is_published = body.isPublished;
  return updateOrThrow(db, id, changes);
}

export async function publishLandingPage(db: Db, id: string, isPublished: boolean): Promise<LandingPage> {
  return updateOrThrow(db, id, { is_published: isPublished });
}

export async function deleteLandingPage(db: Db, id: string): Promise<{ success: true }> {
  if (!(await deletePageRow(db, id))) throw pageNotFound();
  return { success: true };
}

/** `PATCH /api/admin/landing-pages/bulk`: by ids (≤ 100, one client batch) or by filters. */
export async function bulkUpdateLandingPages(db: Db, body: BulkUpdateLandingPagesBody): Promise<{ updated: number }> {
  const { isPublished } = body.updates;
  const updated =
    body.ids !== undefined
      ? await setPublishedByIds(db, body.ids, isPublished)
      : await setPublishedByFilter(db, await toPageFilter(db, body.filters ?? {}), isPublished);
  return { updated };
}

export async function bulkDeleteLandingPages(db: Db, ids: readonly string[]): Promise<{ deleted: number }> {
  return { deleted: await deleteByIds(db, ids) };
}

/**
 * By-filters operations run as one statement: all or nothing, so `failureCount` is 0 on success
 * (a failure answers an error instead). The count is the pages matched, as the list and count show them.
 */
export async function publishLandingPagesByFilters(db: Db, filters: LandingPageFilters, isPublished: boolean): Promise<ByFiltersResult> {
  return { successCount: await setPublishedByFilter(db, await toPageFilter(db, filters), isPublished), failureCount: 0 };
}

export async function deleteLandingPagesByFilters(db: Db, filters: LandingPageFilters): Promise<ByFiltersResult> {
  return { successCount: await deleteByFilter(db, await toPageFilter(db, filters)), failureCount: 0 };
}

/** `GET /api/sitemap/landing-pages?page=n`: the n-th sitemap file of published pages. */
export async function landingPagesSitemap(db: Db, page: number): Promise<SitemapSection> {
  const [rows, total] = await Promise.all([publishedSlugs(db, SITEMAP_MAX_URLS, pageOffset(page, SITEMAP_MAX_URLS)), countPublished(db)]);
  return {
    entries: rows.map((row) => ({ path: `/p/${row.slug}`, lastModified: row.updated_at.toISOString() })),
    total,
    totalPages: totalPages(total, SITEMAP_MAX_URLS),
  };
}

export type { ComunePageRequest } from './generate-landing-pages.ts';

/**
 * Issue 36: the pages a merger's successor needs (one per keyword its suppressed predecessors had), written by the
 * built-in writer: local and immediate, so the ISTAT import's transaction makes no network call and its redirects land
 * on a page at once. The admin may generate the province again with OpenAI for a richer text (the slug stays).
 */
export function writeComunePages(db: Db, requests: readonly ComunePageRequest[]): Promise<number> {
  return generateComunePages(db, createWriter(), requests);
}
