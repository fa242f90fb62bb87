import { fromKysely, PgBoss, type Job, type JobWithMetadata, type QueueResult } from 'pg-boss';
import { jobDatabaseOf } from '../db/database.ts';
import { JobEngineSlot, type DatabaseHandle } from './job-engine-slot.ts';
import { QUEUES, SCHEDULE_TIME_ZONE, SUPERVISE_SECONDS, type QueueName } from './queues.ts';

/** The code of one task: it runs one job; a throw is a failed attempt, retried as its queue says. */
export type TaskHandler<Data = never> = (job: Job<Data>) => Promise<void>;
/** The tasks an instance runs, by queue. */
export type TaskHandlers = { readonly [Q in QueueName]?: TaskHandler };

export interface JobEngineLog {
  warn(details: object, message: string): void;
}

export interface OpenJobEngineOptions {
  readonly log: JobEngineLog;
  /**
   * True for a serving instance: it takes dead workers' jobs over and sends the scheduled jobs (once across
   * instances). False for a process that only adds jobs or runs them by hand (tests, scripts).
   */
  readonly supervise: boolean;
  /** False leaves `jobsOf(db)` as it is (a second engine on the same database, in a test); true by default. */
  readonly attach?: boolean;
}

/** What `runDue` did. */
export interface RunReport {
  readonly ran: number;
  readonly failed: number;
}

/**
 * The one engine for background work: pg-boss on the app's database (PostgreSQL, or the embedded PGlite through
 * the library's in-process adapter). Jobs are added in the transaction of the change that causes them, retried
 * with backoff, and taken over from a dead instance by heartbeat (jobs/queues.ts); scheduled tasks run once per
 * occurrence across instances. docs/ARCHITECTURE.md, «Lavoro in background», says what runs on it.
 */
export class JobEngine {
  readonly #boss: PgBoss;
  /** The slot it is attached to, if any (stop detaches it). */
  #slot: JobEngineSlot | undefined;

  private constructor(boss: PgBoss) {
    this.#boss = boss;
  }

  /**
   * Opens the engine on `db`: installs or upgrades the library's schema (its own `pgboss` schema, outside the
   * app's types) and the queues of jobs/queues.ts, safely when several instances start together, and attaches
   * itself to `db` (jobsOf).
   */
  static async open(db: DatabaseHandle, { log, supervise, attach = true }: OpenJobEngineOptions): Promise<JobEngine> {
    const { backend, database } = jobDatabaseOf(db);
    const boss = new PgBoss({
      db: database,
      backend,
      supervise,
      schedule: supervise,
      // A serving instance shows in the library's registry of instances (a heartbeat of its own); a process that only
      // adds jobs keeps no timer.
      registerInstance: supervise,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      // The ready counts a worker's burst reads (QUEUES' burstAbove) are refreshed as often.
      queueCacheIntervalSeconds: SUPERVISE_SECONDS,
    });
    boss.on('error', (error) => log.warn({ err: error }, 'job engine error'));
    await boss.start();
    for (const [name, definition] of Object.entries(QUEUES)) await ensureQueue(boss, name, definition.options);
    const engine = new JobEngine(boss);
    if (attach) {
      engine.#slot = slotOf(db);
      engine.#slot.engine = engine;
    }
    return engine;
  }

  /**
   * Adds a job in `trx` (a transaction, or the database for a job caused by nothing else written); `startAfter`: not
   * run before then.
   */
  async add(trx: DatabaseHandle, queue: QueueName, data: object, options: { id?: string; startAfter?: Date } = {}): Promise<void> {
    await this.#boss.send(queue, data, { ...options, db: fromKysely(trx as Parameters<typeof fromKysely>[0]) });
  }

  /** `add` for several jobs of one queue, in one statement. */
  async addMany(trx: DatabaseHandle, queue: QueueName, data: readonly object[]): Promise<void> {
    if (data.length === 0) return;
    await this.#boss.insert(
      queue,
      data.map((item) => ({ data: item })),
      { db: fromKysely(trx as Parameters<typeof fromKysely>[0]) },
    );
  }

  /** Starts this instance's workers for `handlers`, and the schedules of the scheduled ones. */
  async work(handlers: TaskHandlers): Promise<void> {
    for (const [name, definition] of Object.entries(QUEUES) as [QueueName, (typeof QUEUES)[QueueName]][]) {
      const handler = handlers[name];
      const cron: string | undefined = 'cron' in definition ? definition.cron : undefined;
      if (cron !== undefined) {
        // A schedule whose task no instance runs any more (ADMIN_NOTIFY changed) would pile up jobs.
        if (handler === undefined) await this.#boss.unschedule(name);
        else await this.#boss.schedule(name, cron, null, { tz: SCHEDULE_TIME_ZONE, missed: 'once' });
      }
      if (handler === undefined) continue;
      await this.#boss.work(
        name,
        {
          batchSize: 1,
          localConcurrency: definition.concurrency,
          pollingIntervalSeconds: definition.pollingSeconds,
          ...('burstAbove' in definition ? { burstWhenReadyExceeds: definition.burstAbove } : {}),
        },
        async ([job]) => {
          if (job !== undefined) await handler(job as Job<never>);
        },
      );
    }
  }

  /**
   * Runs the due jobs of `queue` here and now, one at a time, with `handler` (the task's own code): tests, and a
   * script that must not wait for a worker's poll. A failure is recorded as the worker records it.
   */
  async runDue(queue: QueueName, handler: TaskHandler): Promise<RunReport> {
    let ran = 0;
    let failed = 0;
    for (;;) {
      const [job] = await this.#boss.fetch(queue, { batchSize: 1 });
      if (job === undefined) return { ran, failed };
      ran += 1;
      try {
        await handler(job as Job<never>);
        await this.#boss.complete(queue, job.id);
      } catch (error) {
        failed += 1;
        await this.#boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /**
   * The supervisor's pass now, on this instance: jobs whose heartbeat stopped or whose time ran out are failed and
   * retried (an operator's script, and the tests, which cannot wait for the next pass).
   */
  async superviseNow(): Promise<void> {
    await this.#boss.supervise();
  }

  /** A job as the engine knows it (null once its retention deleted it). */
  job(queue: QueueName, id: string): Promise<JobWithMetadata<object> | null> {
    return this.#boss.getJobById(queue, id);
  }

  /** Every queue with its counts as of the supervisor's last pass (the metrics). */
  queues(): Promise<QueueResult[]> {
    return this.#boss.getQueues(Object.keys(QUEUES));
  }

  /** Stops taking jobs and waits (up to `timeoutMs`) for the ones running; a job still running is taken over. */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (this.#slot?.engine === this) this.#slot.engine = undefined;
    await this.#boss.stop({ graceful: true, timeout: timeoutMs });
  }
}

/** Creates the queue, or brings an existing one's options up to date; another instance creating it first is fine. */
async function ensureQueue(boss: PgBoss, name: string, options: object): Promise<void> {
  if ((await boss.getQueue(name)) !== null) {
    await boss.updateQueue(name, options);
    return;
  }
  try {
    await boss.createQueue(name, options);
  } catch (error) {
    if ((await boss.getQueue(name)) === null) throw error;
  }
}

function slotOf(db: DatabaseHandle): JobEngineSlot {
  const slot = db.getExecutor().plugins.find((plugin) => plugin instanceof JobEngineSlot);
  if (slot === undefined) throw new Error('not a database made by createDatabase');
  return slot;
}

/** The job engine of `db` or of a transaction of it: adding a job where the change that causes it is written. */
export function jobsOf(db: DatabaseHandle): JobEngine {
  const engine = slotOf(db).engine;
  if (!(engine instanceof JobEngine)) throw new Error('the database has no job engine open (JobEngine.open)');
  return engine;
}
