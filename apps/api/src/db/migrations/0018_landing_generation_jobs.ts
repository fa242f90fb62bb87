import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Landing-page generation with a writer that calls out (OpenAI) runs as a job (issue 21): the admin's call
 * queues it and answers at once, any API instance claims it (`for update skip locked`), writes its progress
 * in `done` and refreshes `heartbeat_at`; a job whose instance stopped (no heartbeat for a while) is claimed again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('landing_generation_jobs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('keyword', 'text', (col) => col.notNull())
    .addColumn('province', 'text', (col) => col.notNull())
    .addColumn('is_plural', 'boolean', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'done', 'failed')`))
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('generated', 'integer')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('landing_generation_jobs_open')
    .on('landing_generation_jobs')
    .column('created_at')
    .where(sql.ref('status'), 'in', ['queued', 'running'])
    .execute();
}
