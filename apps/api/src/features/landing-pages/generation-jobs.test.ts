import type { GenerationJob } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { createWriter, type Writer } from '../../providers/writer/index.ts';
import { claimNextJob, MAX_ATTEMPTS, queueGeneration, runGenerationJob } from './generation-jobs.ts';

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
beforeAll(async () => {
  openai = await startFakeOpenAi();
  t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL } });
  cookie = await signInAdmin(t);
  await importMunicipalities(t.database.db);
});
afterAll(async () => {
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

describe('claiming jobs across instances', () => {
  it('gives a queued job to exactly one of many concurrent claims', async () => {
    await openJobs();
    const job = await queueGeneration(t.database.db, { keyword: 'Elettricista', province: 'Trieste', isPlural: false });
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimNextJob(t.database.db)));
    const claimed = claims.filter((claim) => claim !== undefined);
    expect(claimed.map((claim) => claim.id)).toEqual([job.id]);
    expect(claimed[0]).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('takes over a running job whose instance went silent, and gives it up after three tries', async () => {
    await openJobs();
    const { db } = t.database;
    const job = await queueGeneration(db, { keyword: 'Fabbro', province: 'Trieste', isPlural: false });
    expect((await claimNextJob(db))?.id).toBe(job.id);
    // Alive: nobody else takes it.
    expect(await claimNextJob(db)).toBeUndefined();

    const silence = () =>
      db.updateTable('landing_generation_jobs').set({ heartbeat_at: sql`now() - interval '2 minutes'` }).where('id', '=', job.id).execute();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await silence();
      expect(await claimNextJob(db)).toMatchObject({ id: job.id, attempts: attempt, status: 'running', done: 0 });
    }
    await silence();
    expect(await claimNextJob(db)).toBeUndefined();
    expect(await jobOf(job.id)).toMatchObject({ status: 'failed', generated: null });
  });

  it('marks a job failed when its writer fails, and logs why', async () => {
    await openJobs();
    const { db } = t.database;
    const job = await queueGeneration(db, { keyword: 'Giardiniere', province: 'Trieste', isPlural: false });
    const claimed = await claimNextJob(db);
    const errors: string[] = [];
    const failing: Writer = {
      writeLandingPage: async () => {
        throw new Error('writer down');
      },
      writeBlogArticle: async () => {
        throw new Error('writer down');
      },
    } as unknown as Writer;
    await runGenerationJob(
      { db, writer: failing, concurrency: 2, afterWrite: async () => {}, log: { error: (_details, message) => void errors.push(message) } },
      claimed!,
    );
    expect(await jobOf(job.id)).toMatchObject({ status: 'failed', generated: null });
    expect(errors).toEqual(['landing page generation failed']);
    expect(await db.selectFrom('landing_pages').select('id').where('keyword', '=', 'Giardiniere').execute()).toEqual([]);
  });

  it('keeps a written job done when announcing its pages fails', async () => {
    await openJobs();
    const { db } = t.database;
    const job = await queueGeneration(db, { keyword: 'Imbianchino', province: 'Trieste', isPlural: false });
    const claimed = await claimNextJob(db);
    const errors: string[] = [];
    const context = {
      db,
      writer: createWriter(),
      concurrency: 1,
      afterWrite: async () => {
        throw new Error('notify failed');
      },
      log: { error: (_details: object, message: string) => void errors.push(message) },
    };
    await expect(runGenerationJob(context, claimed!)).rejects.toThrow('notify failed');
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', done: 6, generated: 6 });
    expect(errors).toEqual([]);
  });
});
