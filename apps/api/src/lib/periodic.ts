import { sql } from 'kysely';
import type { App } from '../app-types.ts';
import type { Db } from '../db/database.ts';

/**
 * Claims this run of job `name` for this instance: true when the job's next run time had come, and moves it
 * `leaseMs` ahead in the same statement. Of several instances (or concurrent calls) only one gets true per
 * lease; a job nobody ran yet is claimed by the first.
 */
export async function claimJobRun(db: Db, name: string, leaseMs: number): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({ name, next_run_at: sql`now() + make_interval(secs => ${leaseMs / 1000})`, last_run_at: sql`now()` })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ next_run_at: sql`excluded.next_run_at`, last_run_at: sql`now()` })
        .where('job_leases.next_run_at', '<=', sql<Date>`now()`),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Runs a housekeeping task every `intervalMs` while the app is open, once across API instances: each
 * instance ticks, and the one that claims the run (see claimJobRun; the lease is 90 % of the interval, so
 * timer jitter does not skip a round) does it. Failures are logged, not thrown.
 */
export function every(app: App, db: Db, intervalMs: number, label: string, task: () => Promise<void>): void {
  const timer = setInterval(() => {
    claimJobRun(db, label, intervalMs * 0.9)
      .then((claimed) => (claimed ? task() : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, `${label} failed`));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
