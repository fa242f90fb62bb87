import { landingApiMessages } from '@trovapro/copy';
import type { GenerateLandingPagesBody, GenerationJob } from '@trovapro/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LandingGenerationJobsTable } from '../../db/rows.ts';
import { jobsOf, type TaskHandler } from '../../jobs/job-engine.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { municipalitiesOfProvince } from '../municipalities/municipalities.service.ts';
import { displayKeyword, generateLandingPages, type GenerateContext } from './generate-landing-pages.ts';

type JobRow = Selectable<LandingGenerationJobsTable>;

/** How often a running generation writes its progress. */
const PROGRESS_INTERVAL_MS = 2_000;
const QUEUE = 'landing-generation';

/** The job that generates one province (its row in landing_generation_jobs has the same id). */
export interface GenerationJobData {
  readonly generationId: string;
}

export interface GenerationTaskContext extends GenerateContext {
  /** Called after a job's pages are committed (the public cache's announcement). */
  readonly afterWrite: () => Promise<void>;
  readonly log: { error(details: object, message: string): void };
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
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('landing_generation_jobs')
      .values({ keyword: displayKeyword(body.keyword), province, is_plural: body.isPlural, total: municipalities.length })
      .returningAll()
      .executeTakeFirstOrThrow();
    const data: GenerationJobData = { generationId: inserted.id };
    await jobsOf(trx).add(trx, QUEUE, data, { id: inserted.id });
    return inserted;
  });
  return toJob(row);
}

/**
 * A generation as the admin watches it. One still open whose job the engine gave up (its instances kept dying, so
 * the task could not write the outcome) reads as failed.
 */
export async function findGenerationJob(db: Db, id: string): Promise<GenerationJob> {
  const row = await db.selectFrom('landing_generation_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound();
  if (row.status === 'queued' || row.status === 'running') {
    const job = await jobsOf(db).job(QUEUE, id);
    if (job === null || job.state === 'failed' || job.state === 'cancelled') return { ...toJob(row), status: 'failed' };
  }
  return toJob(row);
}

/**
 * The generation task: runs a province to its end, writing its progress every few seconds. A failure is retried by
 * the engine (a dead instance's job is taken over by heartbeat); the last attempt's failure is written.
 */
export function generationTask(context: GenerationTaskContext): TaskHandler<GenerationJobData> {
  return async (job) => {
    const { db } = context;
    const id = job.data.generationId;
    const row = await db
      .updateTable('landing_generation_jobs')
      .set({ status: 'running', done: 0 })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returningAll()
      .executeTakeFirst();
    if (row === undefined) return;
    let done = 0;
    // One write at a time, in order; a failed write is only a late one.
    let progress = Promise.resolve();
    const timer = setInterval(() => {
      progress = progress
        .then(() => db.updateTable('landing_generation_jobs').set({ done }).where('id', '=', id).execute())
        .then(
          () => undefined,
          () => undefined,
        );
    }, PROGRESS_INTERVAL_MS);
    try {
      const body = { keyword: row.keyword, province: row.province, isPlural: row.is_plural };
      const { generated } = await generateLandingPages(context, body, () => {
        done += 1;
      });
      clearInterval(timer);
      await progress;
      await db
        .updateTable('landing_generation_jobs')
        .set({ status: 'done', done: generated, generated, finished_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      clearInterval(timer);
      await progress;
      context.log.error({ err: error, jobId: id }, 'landing page generation failed');
      // The engine retries it (queued again) unless this was its last attempt.
      const last = job.retryCount >= QUEUES[QUEUE].options.retryLimit;
      await db
        .updateTable('landing_generation_jobs')
        .set(last ? { status: 'failed', finished_at: sql`now()` } : { status: 'queued' })
        .where('id', '=', id)
        .execute();
      throw error;
    }
    // Outside the try: the pages are written and the job is done; a failed announcement is the task's error.
    await context.afterWrite();
  };
}
