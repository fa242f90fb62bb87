import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { jobsOf } from '../jobs/job-engine.ts';

const TOKEN = 'metriche-segrete-0123456789-abcdefghij';

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

  it('answers only with the bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route pattern and status, and reports the outbox backlog and the job engine’s queues', async () => {
    for (const slug of ['una', 'due', 'tre']) await t.app.inject({ method: 'GET', url: `/api/landing-pages/${slug}` });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const waiting = await t.database.db
      .insertInto('email_outbox')
      .values([1, 2].map((n) => ({ dedupe_key: `metrics:${n}`, purpose: 'test', recipient: 'x@example.it', subject: 's', html: 'h', text: 't' })))
      .returning('id')
      .execute();
    await jobsOf(t.database.db).addMany(
      t.database.db,
      'email',
      waiting.map((email) => ({ emailId: email.id })),
    );
    // The queues' counts are the supervisor's, as of its last pass.
    await jobsOf(t.database.db).superviseNow();

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/landing-pages\/:slug",status_code="404"\} 3\n/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1\n/);
    expect(text).toMatch(/trovapro_email_outbox_backlog \d+\n/);
    expect(Number(/trovapro_email_outbox_backlog (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(2);
    expect(Number(/trovapro_jobs\{queue="email",state="ready"\} (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/trovapro_jobs\{queue="privacy-retention",state="active"\} 0\n/);
    expect(text).toMatch(/trovapro_job_wait_seconds\{queue="email"\} [\d.e-]+\n/);
    expect(text).toContain('trovapro_nodejs_eventloop_lag_seconds');
    if (t.config.databaseUrl !== undefined) expect(text).toMatch(/trovapro_db_pool_connections\{state="total"\} \d+/);
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('there is no metrics endpoint at all', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } })).statusCode).toBe(404);
  });
});
