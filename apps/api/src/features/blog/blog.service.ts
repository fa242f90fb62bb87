import { apiBlog } from '@trovapro/copy';
import {
  PAGE_SIZES,
  pageOffset,
  SITEMAP_MAX_URLS,
  totalPages,
  type AdminBlogPostList,
  type AdminBlogPostListQuery,
  type BlogPost,
  type BlogPostCard,
  type CreateBlogPostBody,
  type PageQuery,
  type PublicBlogPostList,
  type SitemapSection,
  type UpdateBlogPostBody,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { BlogPostRow } from '../../db/rows.ts';
import { AppError, conflict, invalidField, notFound } from '../../lib/app-error.ts';
import { sanitizeArticleHtml } from '../../providers/html/index.ts';
import {
  countPosts,
  deletePostRow,
  insertPostRow,
  listPostRows,
  listPublishedRows,
  postExists,
  publishDraftRow,
  publishedSitemapRows,
  updatePostRow,
  type BlogPostChanges,
} from './blog.repository.ts';

export const postNotFound = () => notFound(apiBlog.notFound);

export function toBlogPost(row: BlogPostRow): BlogPost {
  return { ...toBlogPostCard(row), content: row.content };
}

export function toBlogPostCard(row: BlogPostRow): BlogPostCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    metaDescription: row.meta_description,
    featuredImage: row.featured_image,
    categoryTags: row.category_tags,
    callToAction: row.call_to_action,
    status: row.status,
    viewCount: row.view_count,
    leadCount: row.lead_count,
    publishedAt: row.published_at === null ? null : row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

type RequiredField = keyof typeof apiBlog.fieldLabels;

/** A required text trimmed; blank after trimming → 400 naming the field. */
function requiredText(field: RequiredField, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw invalidField(field, apiBlog.fieldRequired(apiBlog.fieldLabels[field]));
  return trimmed;
}

/** Product §5: tags trimmed, empties dropped (and each kept once). */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/** Sanitized with the article allowlist; a body that sanitizes to nothing is a missing content. */
function cleanContent(html: string): string {
  const clean = sanitizeArticleHtml(html).trim();
  if (clean === '') throw invalidField('content', apiBlog.fieldRequired(apiBlog.fieldLabels.content));
  return clean;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

async function withSlugConflict<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('slug', apiBlog.slugTaken);
    throw error;
  }
}

export async function listAdminPosts(db: Db, query: AdminBlogPostListQuery): Promise<AdminBlogPostList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZES.adminBlogPosts;
  const [rows, total] = await Promise.all([listPostRows(db, query.status, limit, pageOffset(page, limit)), countPosts(db, query.status)]);
  return { posts: rows.map(toBlogPost), total, totalPages: totalPages(total, limit) };
}

export async function listPublicPosts(db: Db, query: PageQuery): Promise<PublicBlogPostList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZES.publicBlogPosts;
  const [rows, total] = await Promise.all([listPublishedRows(db, limit, pageOffset(page, limit)), countPosts(db, 'published')]);
  return { posts: rows.map(toBlogPostCard), total, totalPages: totalPages(total, limit) };
}

export async function createPost(db: Db, body: CreateBlogPostBody): Promise<BlogPost> {
  const status = body.status ?? 'draft';
  const row = await withSlugConflict(() =>
    insertPostRow(db, {
      title: requiredText('title', body.title),
      slug: body.slug,
      excerpt: requiredText('excerpt', body.excerpt),
      content: cleanContent(body.content),
      meta_description: requiredText('metaDescription', body.metaDescription),
      featured_image: blankToNull(body.featuredImage),
      category_tags: cleanTags(body.categoryTags),
      call_to_action: blankToNull(body.callToAction) ?? apiBlog.defaultCallToAction,
      status,
      published_at: status === 'published' ? new Date() : null,
    }),
  );
  return toBlogPost(row);
}

/** Same rules as creation; setting `published` here also dates the first publication, and nothing clears it. */
export async function updatePost(db: Db, id: string, body: UpdateBlogPostBody): Promise<BlogPost> {
  const changes: BlogPostChanges = {};
  if (body.title !== undefined) changes.title = requiredText('title', body.title);
  if (body.slug !== undefined) changes.slug = body.slug;
  if (body.excerpt !== undefined) changes.excerpt = requiredText('excerpt', body.excerpt);
  if (body.content !== undefined) changes.content = cleanContent(body.content);
  if (body.metaDescription !== undefined) changes.meta_description = requiredText('metaDescription', body.metaDescription);
  if (body.featuredImage !== undefined) changes.featured_image = blankToNull(body.featuredImage);
  if (body.categoryTags !== undefined) changes.category_tags = cleanTags(body.categoryTags);
  if (body.callToAction !== undefined) changes.call_to_action = blankToNull(body.callToAction) ?? apiBlog.defaultCallToAction;
  if (body.status !== undefined) changes.status = body.status;
  const row = await withSlugConflict(() => updatePostRow(db, id, changes));
  if (!row) throw postNotFound();
  return toBlogPost(row);
}

/** Drafts only: a published post → 409. */
export async function publishPost(db: Db, id: string): Promise<BlogPost> {
  const row = await publishDraftRow(db, id);
  if (row) return toBlogPost(row);
  if (await postExists(db, id)) throw new AppError('already_published', apiBlog.alreadyPublished);
  throw postNotFound();
}

export async function deletePost(db: Db, id: string): Promise<{ success: true }> {
  if (!(await deletePostRow(db, id))) throw postNotFound();
  return { success: true };
}

/** `GET /api/sitemap/blog-posts?page=n`: the n-th sitemap file of published posts. */
export async function blogPostsSitemap(db: Db, page: number): Promise<SitemapSection> {
  const [rows, total] = await Promise.all([
    publishedSitemapRows(db, SITEMAP_MAX_URLS, pageOffset(page, SITEMAP_MAX_URLS)),
    countPosts(db, 'published'),
  ]);
  return {
    entries: rows.map((row) => ({ path: `/blog/${row.slug}`, lastModified: row.updated_at.toISOString() })),
    total,
    totalPages: totalPages(total, SITEMAP_MAX_URLS),
  };
}
