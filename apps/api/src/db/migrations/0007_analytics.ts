import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Privacy-friendly visitor analytics: the daily salts of the visitor ids, one row per visit (session)
 * carrying its attributes and page count, one lean row per page view, and the rollups of closed days.
 * No IP address is stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'date', (col) => col.primaryKey())
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('analytics_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('visitor_hash', 'text', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('page_views', 'integer', (col) => col.notNull().defaultTo(1).check(sql`page_views >= 1`))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull().check(sql`device in ('desktop', 'mobile', 'tablet')`))
    .addColumn('browser', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.check(sql`country ~ '^[A-Z]{2}$'`))
    .execute();
  await sql`alter table analytics_sessions set (fillfactor = 85)`.execute(db);
  // Only columns that never change are indexed, so extending a visit is a HOT update.
  await db.schema.createIndex('analytics_sessions_visitor_idx').on('analytics_sessions').column('visitor_hash').execute();
  await db.schema.createIndex('analytics_sessions_day_idx').on('analytics_sessions').column('day').execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('session_id', 'uuid', (col) => col.notNull().references('analytics_sessions.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('ts', 'timestamptz', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('page_views_day_path_idx').on('page_views').columns(['day', 'path']).execute();

  // Closed days are rolled up once: per day, per dimension ('total', 'source', 'device', 'browser',
  // 'country', 'path') and value ('' for the total and the unknown country), so reports over long
  // ranges read a few rows a day instead of every page view.
  await db.schema
    .createTable('analytics_daily_rollups')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('dimension', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('visits', 'integer', (col) => col.notNull())
    .addColumn('visitors', 'integer', (col) => col.notNull())
    .addColumn('page_views', 'integer', (col) => col.notNull())
    .addColumn('bounced_visits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_daily_rollups_pkey', ['dimension', 'day', 'value'])
    .execute();
  await db.schema
    .createTable('analytics_rolled_up_days')
    .addColumn('day', 'date', (col) => col.primaryKey())
    .addColumn('rolled_up_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
