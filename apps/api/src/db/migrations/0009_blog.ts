import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Blog posts (product §3) and the daily visitor ids that already counted a view of each post, so a
 * post's view count rises once per visitor per day (ids are salted per day, never an address).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('featured_image', 'text')
    .addColumn('category_tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('call_to_action', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft').check(sql`status in ('draft', 'published')`))
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`view_count >= 0`))
    .addColumn('lead_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`lead_count >= 0`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('blog_posts_slug_key', ['slug'])
    .execute();
  // The admin list (by status, newest first) and the public list (published, newest publication first).
  await sql`create index blog_posts_status_created_idx on blog_posts (status, created_at desc, id desc)`.execute(db);
  await sql`create index blog_posts_created_idx on blog_posts (created_at desc, id desc)`.execute(db);
  await sql`create index blog_posts_published_idx on blog_posts (published_at desc, id desc) where status = 'published'`.execute(db);

  await db.schema
    .createTable('blog_post_views')
    .addColumn('post_id', 'uuid', (col) => col.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('visitor_hash', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('blog_post_views_pkey', ['post_id', 'day', 'visitor_hash'])
    .execute();
  await db.schema.createIndex('blog_post_views_day_idx').on('blog_post_views').column('day').execute();
}
