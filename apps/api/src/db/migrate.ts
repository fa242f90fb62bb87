import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { JobEngine } from '../jobs/job-engine.ts';
import { migrations } from './migrations/index.ts';

/** The migration after which the job engine runs the outbox and the landing generations (0024_job_engine.ts). */
const JOB_ENGINE_MIGRATION = '0024_job_engine';

/**
 * Applies every pending migration, then installs or upgrades the job engine's own schema and queues; throws with
 * the failing migration's name. Returns the names applied. A process then opens the engine it needs (server.ts).
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed`, { cause: error });
  }
  const applied = results.map((result) => result.migrationName);
  const engine = await JobEngine.open(db, { log: { warn: () => {} }, supervise: false, attach: false });
  try {
    if (applied.includes(JOB_ENGINE_MIGRATION)) await adoptOpenWork(db, engine);
  } finally {
    await engine.stop();
  }
  return applied;
}

/**
 * Once, when the engine replaces the old queues: a message still pending and a generation still open get their job
 * (a database upgraded with work in flight loses none of it).
 */
async function adoptOpenWork(db: Kysely<any>, engine: JobEngine): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const emails = await sql<{ id: string }>`select id from email_outbox where status = 'pending' order by created_at`.execute(trx);
    await engine.addMany(
      trx,
      'email',
      emails.rows.map((row) => ({ emailId: row.id })),
    );
    const generations = await sql<{ id: string }>`update landing_generation_jobs set status = 'queued', done = 0
      where status in ('queued', 'running') returning id`.execute(trx);
    for (const row of generations.rows) await engine.add(trx, 'landing-generation', { generationId: row.id }, { id: row.id });
  });
}
