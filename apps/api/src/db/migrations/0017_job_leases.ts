import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Periodic jobs run once across API instances (issue 21): `job_leases` holds, per job, when it may run
 * next. The instance whose conditional upsert moves that time forward runs the job; the others skip it.
 * No connection is held while a job runs (an advisory lock would pin one from the pool).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('next_run_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_run_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
