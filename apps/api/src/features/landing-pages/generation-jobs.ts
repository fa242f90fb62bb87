import { landingApiMessages } from '@trovapro/copy';
import type { GenerateLandingPagesBody, GenerationJob } from '@trovapro/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LandingGenerationJobsTable } from '../../db/rows.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { municipalitiesOfProvince } from '../municipalities/municipalities.service.ts';
import { displayKeyword, generateLandingPages, type GenerateContext } from './generate-landing-pages.ts';

type JobRow = Selectable<LandingGenerationJobsTable>;

/** How often an idle instance looks for a queued job (the instance that queues one starts it at once). */
const POLL_INTERVAL_MS = 2_000;
/** How often a running job writes its progress, which is also its heartbeat. */
const HEARTBEAT_INTERVAL_MS = 2_000;
/** A running job without a heartbeat for this long lost its instance: another one takes it over. */
export const STALE_AFTER_MS = 60_000;
/** Claims of one job before it is given up as failed (an instance that dies on it every time). */
export const MAX_ATTEMPTS = 3;

export interface GenerationWorkerContext extends GenerateContext {
  /** Called after a job's pages are committed (the public cache's announcement). */
  readonly afterWrite: () => Promise<void>;
  readonly log: { error(details: object, message: string): void };
  readonly pollIntervalMs?: number;
}

function toJob(row: JobRow): GenerationJob {
  return {
    id: row.id,
    status: row.status,
    keyword: row.keyword,
    province: row.province,
    total: row.total,
    done: row.done,
    generated: row.generated,
  };
}

/** Queues the generation of a province (answered at once); the province must have imported comuni. */
export async function queueGeneration(db: Db, body: GenerateLandingPagesBody): Promise<GenerationJob> {
  const province = body.province.trim();
  const municipalities = await municipalitiesOfProvince(db, province);
  if (municipalities.length === 0) throw new AppError('unknown_province', landingApiMessages.unknownProvince, { field: 'province' });
  const row = await db
    .insertInto('landing_generation_jobs')
    .values({ keyword: displayKeyword(body.keyword), province, is_plural: body.isPlural, total: municipalities.length })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toJob(row);
}

export async function findGenerationJob(db: Db, id: string): Promise<GenerationJob> {
  const row = await db.selectFrom('landing_generation_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound();
  return toJob(row);
}

const staleBefore = sql<Date>`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`;

/**
 * Takes the oldest queued job, or a running one whose instance went silent, for this instance: one
 * statement, and `skip locked` lets concurrent instances each take a different job (or none). A silent job
 * claimed MAX_ATTEMPTS times already is marked failed instead.
 */
export async function claimNextJob(db: Db): Promise<JobRow | undefined> {
  await db
    .updateTable('landing_generation_jobs')
    .set({ status: 'failed', finished_at: sql`now()` })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', staleBefore)
    .where('attempts', '>=', MAX_ATTEMPTS)
    .execute();
  return db
    .updateTable('landing_generation_jobs')
    .set({ status: 'running', done: 0, heartbeat_at: sql`now()`, attempts: sql`attempts + 1` })
    .where(
      'id',
      '=',
      db
        .selectFrom('landing_generation_jobs')
        .select('id')
        .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', staleBefore)])]))
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Runs a claimed job to its end: progress and heartbeat every few seconds, then done (or failed). */
export async function runGenerationJob(context: GenerationWorkerContext, job: JobRow, stopping: () => boolean = () => false): Promise<void> {
  const { db } = context;
  let done = 0;
  // One write at a time, in order; a failed beat is only a late one.
  let beat = Promise.resolve();
  const heartbeat = setInterval(() => {
    beat = beat
      .then(() => db.updateTable('landing_generation_jobs').set({ done, heartbeat_at: sql`now()` }).where('id', '=', job.id).execute())
      .then(
        () => undefined,
        () => undefined,
      );
  }, HEARTBEAT_INTERVAL_MS);
  try {
    const body = { keyword: job.keyword, province: job.province, isPlural: job.is_plural };
    const { generated } = await generateLandingPages(context, body, () => {
      done += 1;
    });
    clearInterval(heartbeat);
    await beat;
    await db
      .updateTable('landing_generation_jobs')
      .set({ status: 'done', done: generated, generated, finished_at: sql`now()` })
      .where('id', '=', job.id)
      .execute();
  } catch (error) {
    clearInterval(heartbeat);
    await beat;
    // An instance shutting down leaves the job running: its heartbeat stops and another instance takes it over.
    if (stopping()) return;
    context.log.error({ err: error, jobId: job.id }, 'landing page generation failed');
    await db.updateTable('landing_generation_jobs').set({ status: 'failed', finished_at: sql`now()` }).where('id', '=', job.id).execute();
    return;
  }
  // Outside the try: the pages are written and the job is done; a failed announcement is the worker's error.
  await context.afterWrite();
}

export interface GenerationWorker {
  /** Looks for a job now (after queueing one). */
  kick(): void;
  /** Stops taking jobs; a job in progress is left to be taken over. */
  stop(): void;
}

/** Every instance runs one: it takes queued jobs one at a time, when kicked and every POLL_INTERVAL_MS. */
export function startGenerationWorker(context: GenerationWorkerContext): GenerationWorker {
  let busy = false;
  let stopped = false;
  const work = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      for (let job = await claimNextJob(context.db); job !== undefined && !stopped; job = await claimNextJob(context.db)) {
        await runGenerationJob(context, job, () => stopped);
      }
    } catch (error) {
      if (!stopped) context.log.error({ err: error }, 'landing generation worker failed, will retry');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void work(), context.pollIntervalMs ?? POLL_INTERVAL_MS);
  timer.unref();
  return {
    kick: () => void work(),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
