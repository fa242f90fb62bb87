import { sql } from 'kysely';
import type { BlogPostStatus } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { BlogPostRow, BlogPostsTable } from '../../db/rows.ts';
import type { Insertable, Updateable } from 'kysely';

export type NewBlogPostValues = Insertable<BlogPostsTable>;
export type BlogPostChanges = Updateable<BlogPostsTable>;

export async function listPostRows(db: Db, status: BlogPostStatus | undefined, limit: number, offset: number): Promise<BlogPostRow[]> {
  let query = db.selectFrom('blog_posts').selectAll();
  if (status !== undefined) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countPosts(db: Db, status: BlogPostStatus | undefined): Promise<number> {
  let query = db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<string>().as('count'));
  if (status !== undefined) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Published posts, newest publication first. */
export async function listPublishedRows(db: Db, limit: number, offset: number): Promise<BlogPostRow[]> {
  return db
    .selectFrom('blog_posts')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function publishedSitemapRows(db: Db, limit: number, offset: number): Promise<Array<Pick<BlogPostRow, 'slug' | 'updated_at'>>> {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findPublishedBySlug(db: Db, slug: string): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).where('status', '=', 'published').executeTakeFirst();
}

export async function insertPostRow(db: Db, values: NewBlogPostValues): Promise<BlogPostRow> {
  return db.insertInto('blog_posts').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Applies the changes; when they publish the post, `published_at` is set unless it already was
 * (the first publication's date is kept).
 */
export async function updatePostRow(db: Db, id: string, changes: BlogPostChanges): Promise<BlogPostRow | undefined> {
  return db
    .updateTable('blog_posts')
    .set({
      ...changes,
      updated_at: sql<Date>`now()`,
      ...(changes.status === 'published' ? { published_at: sql<Date>`coalesce(published_at, now())` } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Publishes a draft in one conditional statement: undefined when the id is unknown or already published. */
export async function publishDraftRow(db: Db, id: string): Promise<BlogPostRow | undefined> {
  return db
    .updateTable('blog_posts')
    .set({ status: 'published', published_at: sql<Date>`coalesce(published_at, now())`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
}

export async function postExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('blog_posts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function deletePostRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Counts a view of a published post by this visitor id on this day: the count rises only when the
 * (post, day, visitor) row is new. One statement, so concurrent views of one visitor count once.
 * Answers the post as it is after counting, or undefined when no published post has the slug.
 */
export async function viewPublishedRow(db: Db, slug: string, day: string, visitorHash: string | null): Promise<BlogPostRow | undefined> {
  if (visitorHash === null) return findPublishedBySlug(db, slug);
  const result = await sql<BlogPostRow>`
    with post as (
      select id from blog_posts where slug = ${slug} and status = 'published'
    ), seen as (
      insert into blog_post_views (post_id, day, visitor_hash)
      select id, ${day}::date, ${visitorHash} from post
      on conflict do nothing
      returning post_id
    ), counted as (
      update blog_posts set view_count = view_count + 1
      where id in (select post_id from seen)
      returning *
    )
    select * from counted
    union all
    select b.* from blog_posts b join post on b.id = post.id where not exists (select 1 from counted)`.execute(db);
  return result.rows[0];
}

/** Views older than yesterday can never count again (their day is over): they are removed. */
export async function deleteViewsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('blog_post_views').where('day', '<', sql<string>`${day}::date`).execute();
}
