import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * One job engine (pg-boss, in its own `pgboss` schema, installed by migrateToLatest after the migrations) takes
 * over the work four mechanisms did with tables of their own (issue 31):
 * - `job_leases` (periodic jobs, once across instances) goes: they are scheduled tasks of the engine now;
 * - `maintenance_runs` (which day the retention and the admin's digest had run) becomes `admin_digests`: the
 *   retention is a scheduled task, and what remains is the digest's own record (one row per day sent, and the
 *   time the next one lists leads from);
 * - the outbox's `next_attempt_at` (its poller's claim and backoff) goes: each message is a job, retried by the
 *   engine; the outbox keeps the message, its status, attempts and last error (the admin's email log);
 * - the landing generations' `heartbeat_at` and `attempts` go: the engine runs, beats and takes over the job; the
 *   table keeps what the admin watches (status and progress).
 * Messages still pending and generations still open get their jobs in migrate.ts (adoptOpenWork).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await sql`delete from maintenance_runs where job <> 'admin-lead-digest'`.execute(db);
  await db.schema.alterTable('maintenance_runs').renameTo('admin_digests').execute();
  await sql`alter table admin_digests drop constraint maintenance_runs_pkey`.execute(db);
  await db.schema.alterTable('admin_digests').dropColumn('job').execute();
  await db.schema.alterTable('admin_digests').addPrimaryKeyConstraint('admin_digests_pkey', ['day']).execute();
  await db.schema.dropIndex('email_outbox_due_idx').execute();
  await db.schema.alterTable('email_outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('landing_generation_jobs').dropColumn('heartbeat_at').dropColumn('attempts').execute();
}
