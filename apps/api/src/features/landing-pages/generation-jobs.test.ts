import type { GenerationJob } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { createWriter, type Writer } from '../../providers/writer/index.ts';
import { createGenerateContext } from './generate-landing-pages.ts';
import { JobEngine, jobsOf } from '../../jobs/job-engine.ts';
import { generationTask, queueGeneration } from './generation-jobs.ts';

// Generation with OpenAI as a job (issue 21): the call answers at once, the job runs on an instance.

const PROSE =
  '<h3>Idraulici a Trieste</h3><p>Trieste conta oltre 200.000 abitanti e molti condomini con impianti datati: ' +
  'prima di chiamare conviene sapere dove si trova la valvola generale e annotare marca e modello della caldaia.</p>' +
  '<p>Per le perdite nascoste la ricerca con termocamera evita di rompere pavimenti a caso; per la caldaia la manutenzione annuale ' +
  'con analisi dei fumi tiene il libretto in regola.</p>' +
  '<ul><li>Disostruzione di uno scarico: da 70 a 150 euro.</li><li>Manutenzione della caldaia: da 80 a 150 euro.</li></ul>';

let openai: FakeOpenAi;
let t: TestApp;
let cookie: string;
/** An instance's worker: the same task code the server runs (background-tasks.ts). */
let worker: JobEngine;
beforeAll(async () => {
  openai = await startFakeOpenAi();
  t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL } });
  cookie = await signInAdmin(t);
  await importMunicipalities(t.database.db);
  worker = await JobEngine.open(t.database.db, { log: { warn: () => {} }, supervise: false, attach: false });
  await worker.work({
    'landing-generation': generationTask({
      ...createGenerateContext(t.database.db, t.config, t.app.log),
      afterWrite: async () => {},
      log: t.app.log,
    }),
  });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await openai.close();
});
beforeEach(() => {
  openai.reply = { status: 200, content: JSON.stringify({ metaDescription: 'Idraulico a Trieste: preventivi gratuiti.', content: PROSE }) };
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const jobOf = async (id: string) => (await admin('GET', `/api/admin/landing-generation-jobs/${id}`)).json() as GenerationJob;
const openJobs = () => t.database.db.deleteFrom('landing_generation_jobs').execute();

describe('generation with OpenAI, as a job', () => {
  it('answers 202 with the queued job at once; the job then writes a page for every comune of the province', async () => {
    const started = await admin('POST', '/api/admin/landing-pages/generate', { keyword: 'Idraulico', province: 'Trieste', isPlural: false });
    expect(started.statusCode).toBe(202);
    const job = started.json() as GenerationJob;
    expect(job).toMatchObject({ keyword: 'Idraulico', province: 'Trieste', total: 6, generated: null });
    expect(['queued', 'running']).toContain(job.status);

    await expect.poll(async () => (await jobOf(job.id)).status, { timeout: 10_000, interval: 50 }).toBe('done');
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', done: 6, generated: 6 });
    const completions = openai.requests.filter((request) => request.path === '/v1/chat/completions');
    expect(completions.length).toBeGreaterThanOrEqual(6);

    const pages = await t.database.db
      .selectFrom('landing_pages')
      .select(['municipality_name', 'content'])
      .where('keyword', '=', 'Idraulico')
      .execute();
    expect(pages).toHaveLength(6);
    expect(pages.find((page) => page.municipality_name === 'Trieste')?.content).toContain('valvola generale');
  });

  it('refuses an unknown province before queueing anything, and answers 404 for an unknown job', async () => {
    await openJobs();
    const refused = await admin('POST', '/api/admin/landing-pages/generate', { keyword: 'Idraulico', province: 'Atlantide', isPlural: false });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'unknown_province' });
    expect(await t.database.db.selectFrom('landing_generation_jobs').select('id').execute()).toEqual([]);
    const missing = await admin('GET', '/api/admin/landing-generation-jobs/3f0e7f6e-1111-4b8c-9a2d-1234567890ab');
    expect(missing.statusCode).toBe(404);
  });

  it('needs an admin session to read a job', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/landing-generation-jobs/3f0e7f6e-1111-4b8c-9a2d-1234567890ab' });
    expect(response.statusCode).toBe(401);
  });
});

const generation = (writer: Writer, errors: string[] = [], afterWrite = async () => {}) =>
  generationTask({ db: t.database.db, writer, concurrency: 1, afterWrite, log: { error: (_details, message) => void errors.push(message) } });
/** Makes the generation's retry due now, as if its wait had passed (the engine's own table: tests only). */
const makeDue = (id: string) => sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`.execute(t.database.db);
const failing: Writer = {
  writeLandingPage: async () => {
    throw new Error('writer down');
  },
  writeBlogArticle: async () => {
    throw new Error('writer down');
  },
} as unknown as Writer;

describe('the generation task on the job engine', () => {
  it('runs a queued generation once, however many instances look for it at the same time', async () => {
    await openJobs();
    const { db } = t.database;
    const job = await queueGeneration(db, { keyword: 'Elettricista', province: 'Trieste', isPlural: false });
    const runs = await Promise.all(Array.from({ length: 4 }, () => jobsOf(db).runDue('landing-generation', generation(createWriter()))));
    expect(runs.reduce((sum, run) => sum + run.ran, 0)).toBe(1);
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', done: 6, generated: 6 });
  });

  it('takes over a generation whose instance stopped beating, and reads it as failed once the engine gives it up', async () => {
    await openJobs();
    const { db } = t.database;
    const job = await queueGeneration(db, { keyword: 'Fabbro', province: 'Trieste', isPlural: false });
    // An instance took it and died: active, its last heartbeat a minute old; and the supervisor's last pass long
    // enough ago that this one looks at the queue (each pass claims the queue for SUPERVISE_SECONDS).
    const silence = async () => {
      // As the library's fetch claims it: a claim after an attempt started counts as a retry.
      await sql`update pgboss.job set state = 'active', retry_count = case when started_on is null then retry_count else retry_count + 1 end,
        started_on = now() - interval '1 minute', heartbeat_on = now() - interval '1 minute' where id = ${job.id}`.execute(db);
      await sql`update pgboss.queue set monitor_on = null, monitor_claim_on = null where name = 'landing-generation'`.execute(db);
    };
    const engineState = async () => (await jobsOf(db).job('landing-generation', job.id))?.state;
    await silence();
    await jobsOf(db).superviseNow();
    expect(await engineState()).toBe('retry');
    expect((await jobOf(job.id)).status).not.toBe('failed');
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await silence();
      await jobsOf(db).superviseNow();
    }
    expect(await engineState()).toBe('failed');
    expect(await jobOf(job.id)).toMatchObject({ status: 'failed', generated: null });
  });

  it('retries a generation whose writer fails, logging why, and marks it failed after its last attempt', async () => {
    await openJobs();
    const { db } = t.database;
    const job = await queueGeneration(db, { keyword: 'Giardiniere', province: 'Trieste', isPlural: false });
    const errors: string[] = [];
    expect(await jobsOf(db).runDue('landing-generation', generation(failing, errors))).toEqual({ ran: 1, failed: 1 });
    expect(await jobOf(job.id)).toMatchObject({ status: 'queued', generated: null });
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await makeDue(job.id);
      expect(await jobsOf(db).runDue('landing-generation', generation(failing, errors))).toEqual({ ran: 1, failed: 1 });
    }
    expect(await jobOf(job.id)).toMatchObject({ status: 'failed', generated: null });
    expect(errors).toEqual(Array(3).fill('landing page generation failed'));
    await makeDue(job.id);
    expect(await jobsOf(db).runDue('landing-generation', generation(failing, errors))).toEqual({ ran: 0, failed: 0 });
    expect(await db.selectFrom('landing_pages').select('id').where('keyword', '=', 'Giardiniere').execute()).toEqual([]);
  });

  it('keeps a written generation done when announcing its pages fails, and does not write it again', async () => {
    await openJobs();
    const { db } = t.database;
    const job = await queueGeneration(db, { keyword: 'Imbianchino', province: 'Trieste', isPlural: false });
    const errors: string[] = [];
    const announceFails = async () => {
      throw new Error('notify failed');
    };
    expect(await jobsOf(db).runDue('landing-generation', generation(createWriter(), errors, announceFails))).toEqual({ ran: 1, failed: 1 });
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', done: 6, generated: 6 });
    expect(errors).toEqual([]);
    // The retry finds it done.
    await makeDue(job.id);
    expect(await jobsOf(db).runDue('landing-generation', generation(failing, errors))).toEqual({ ran: 1, failed: 0 });
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', generated: 6 });
  });
});
