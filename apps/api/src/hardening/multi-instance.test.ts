import { CHAT_TEMPLATE_NAMES, romeDay } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../features/email-outbox/email-outbox.service.ts';
import { JobEngine } from '../jobs/job-engine.ts';
import { startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { TEST_BILLING } from '../test/billing.ts';
import { answerAsTheBuiltinAnalyzer, startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.ts';
import { startFakePostmark, type FakePostmark } from '../test/fake-postmark.ts';
import { SERVED_BY_HEADER, startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy.ts';
import { createTestDatabase, testServerUrl, type TestDatabase } from '../test/test-database.ts';

// Three API processes on one PostgreSQL behind a round-robin proxy (issue 21): started together on an
// empty database, then used as a load balancer spreads a day's work over them.

const serverUrl = testServerUrl();
const INSTANCES = 3;
const ADMIN = { email: 'multi.admin@trovapro.test', password: 'Multi-Istanza-2026!' };
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAX_BUYERS = 3;
const BIDDERS = 5;
const VISITORS = 200;
/** Messages waiting when one instance is killed (issue 31): as many as 50 purchases write, one each. */
const KILL_TEST_EMAILS = 50;
/** A province of 25 comuni: with the stand-in model's delay, a generation takes a few seconds. */
const GENERATED_PROVINCE = { name: 'Gorizia', comuni: 25 };
const LANDING_ANSWER = JSON.stringify({
  metaDescription: 'Giardiniere a Gorizia e in provincia: preventivi gratuiti e senza impegno.',
  content:
    '<h3>Giardinieri in provincia di Gorizia</h3><p>Tra Collio e Isonzo i giardini vanno potati prima della primavera: ' +
    'conviene chiedere un sopralluogo e un preventivo scritto per siepi, prato e irrigazione.</p>' +
    '<ul><li>Potatura di una siepe: da 80 a 200 euro.</li><li>Taglio del prato: da 30 a 60 euro.</li></ul>',
});

interface Answer {
  readonly status: number;
  readonly body: any;
  /** The instance (0, 1, 2) the proxy sent the request to. */
  readonly servedBy: number;
}

/* Processes that share a database need PostgreSQL (PGlite is one process's). */
// Skipped, and reported as skipped, in the PGlite pass (DATABASE_URL unset).
describe.runIf(serverUrl !== undefined)('three API instances on one PostgreSQL behind a round-robin proxy', () => {
  let database: TestDatabase;
  let postmark: FakePostmark;
  let openai: FakeOpenAi;
  let instances: ApiProcess[] = [];
  let proxy: RoundRobinProxy;
  /** The engine as the tests reach it: adding jobs, reading them. */
  let jobs: JobEngine;
  let adminCookie = '';

  const call = async (method: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${proxy.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const servedBy = Number(response.headers.get(SERVED_BY_HEADER));
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown), servedBy };
  };
  const asAdmin = (method: string, path: string, body?: object) => call(method, path, body, { cookie: adminCookie });
  const delivered = () => postmark.requests.filter((request) => request.path === '/email').map((request) => request.body);
  const mailTo = async (to: string, pattern: RegExp): Promise<RegExpExecArray> => {
    let found: RegExpExecArray | null = null;
    await expect
      .poll(
        () => {
          for (const mail of delivered()) if (mail.To === to) found ??= pattern.exec(String(mail.TextBody));
          return found !== null;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    return found as unknown as RegExpExecArray;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    postmark = await startFakePostmark();
    // OpenAI configured (a local stand-in): the analysis reads as the built-in analyzer, the writer answers a page.
    openai = await startFakeOpenAi();
    openai.delayMs = 1_000;
    openai.answer = (body) => {
      const format = body.response_format as { json_schema?: { name?: string } } | undefined;
      return format?.json_schema?.name === 'landing_page' ? { status: 200, content: LANDING_ANSWER } : answerAsTheBuiltinAnalyzer(body);
    };
    const env = {
      ...database.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: 'Admin Multi',
      POSTMARK_SERVER_TOKEN: 'multi-instance-token',
      POSTMARK_API_URL: postmark.url,
      OPENAI_API_KEY: 'sk-multi-instance',
      OPENAI_BASE_URL: openai.baseURL,
      LEAD_MAX_BUYERS: String(MAX_BUYERS),
      TRUST_PROXY: 'loopback',
    };
    // Started together on an empty database, as a fresh deployment starts its replicas.
    instances = await Promise.all(Array.from({ length: INSTANCES }, () => startApiProcess(env)));
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
    jobs = await JobEngine.open(database.db, { log: { warn: () => {} }, supervise: false });
  }, 180_000);
  afterAll(async () => {
    await jobs?.stop();
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await postmark?.close();
    await openai?.close();
    await database?.drop();
  });

  it('started together on an empty database, they migrated and seeded it once', async () => {
    const { db } = database;
    const admins = await db.selectFrom('admins').select('email').execute();
    expect(admins.map((admin) => admin.email)).toEqual([ADMIN.email]);
    const comuni = await sql<{ total: number; codes: number }>`
      select count(*)::int as total, count(distinct istat_code)::int as codes from municipalities`.execute(db);
    expect(comuni.rows[0]?.total).toBeGreaterThan(7_800);
    expect(comuni.rows[0]?.codes).toBe(comuni.rows[0]?.total);
    const templates = await sql<{ total: number; names: number }>`
      select count(*)::int as total, count(distinct name)::int as names from templates`.execute(db);
    expect(templates.rows[0]?.total).toBeGreaterThan(0);
    expect(templates.rows[0]?.names).toBe(templates.rows[0]?.total);
  });

  it('scheduled each periodic task once, and runs a scheduled job on exactly one of the three', async () => {
    const { rows } = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule order by name`.execute(database.db);
    expect(rows).toEqual([
      { name: 'business-terms-announce', cron: '*/10 * * * *' },
      { name: 'dispatch-sweep', cron: '* * * * *' },
      { name: 'invoice-outcomes', cron: '* * * * *' },
      { name: 'privacy-retention', cron: '15 3 * * *' },
      { name: 'rate-limit-purge', cron: '*/10 * * * *' },
      { name: 'refund-retry', cron: '*/10 * * * *' },
      { name: 'review-requests', cron: '*/10 * * * *' },
      { name: 'session-purge', cron: '*/10 * * * *' },
      { name: 'sign-in-link-purge', cron: '*/10 * * * *' },
    ]);
    // The job the schedule adds at 03:15, added now.
    await jobs.add(database.db, 'privacy-retention', {});
    const logged = (instance: ApiProcess, message: string) =>
      instance.lines.filter((line) => line.startsWith('{') && (JSON.parse(line) as { msg?: string }).msg === message).length;
    const runs = () => instances.map((instance) => logged(instance, 'privacy retention applied')).reduce((a, b) => a + b);
    await expect.poll(runs, { timeout: 15_000, interval: 100 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs()).toBe(1);
  });

  it('keeps an admin session valid on every instance', async () => {
    const signIn = await fetch(`${proxy.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const session = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith('trovapro_admin='));
    adminCookie = session?.split(';', 1)[0] ?? '';
    expect(adminCookie).toMatch(/^trovapro_admin=/);

    const answers = [];
    for (let index = 0; index < INSTANCES; index += 1) answers.push(await asAdmin('GET', '/api/admin/me'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set([0, 1, 2]));
  });

  it('takes a request from the chat to its buyers with each step on another instance, never selling past the cap', async () => {
    const visitor = { email: 'lucia.multi@example.it', address: '198.51.100.77' };
    const steps: Answer[] = [];
    const step = async (answer: Promise<Answer>, status = 200) => {
      const done = await answer;
      expect(done.status, JSON.stringify(done.body)).toBe(status);
      steps.push(done);
      return done.body;
    };
    const fromVisitor = { 'x-forwarded-for': visitor.address };
    const request = 'Perdita d’acqua sotto il lavandino della cucina a Milano';

    const { profile } = await step(call('POST', '/api/leads/profile', { userRequest: request }, fromVisitor));
    expect(profile).toMatchObject({ category: 'Idraulico', location: { municipality: 'Milano' } });
    const { leadId } = await step(call('POST', '/api/send-verification', { email: visitor.email }, fromVisitor));
    const [, code] = await mailTo(visitor.email, /codice di verifica è: (\d{4})/);
    await step(call('POST', '/api/verify-code', { email: visitor.email, code }, fromVisitor));
    await step(
      call(
        'POST',
        '/api/leads/complete',
        { userEmail: visitor.email, userRequest: request, userName: 'Lucia Bianchi', leadId, privacyConsent: true },
        fromVisitor,
      ),
      201,
    );
    await step(asAdmin('PATCH', `/api/admin/leads/${leadId}`, { status: 'approved_pending_companies' }));
    const bidders = [];
    for (let index = 0; index < BIDDERS; index += 1) {
      const business = { name: `Idraulica Multi ${index}`, email: `idraulica.multi.${index}@example.it`, category: 'Idraulico', location: 'Milano' };
      bidders.push({ ...business, id: (await step(asAdmin('POST', '/api/admin/businesses', business), 201)).id as string });
    }
    const sent = await step(
      asAdmin('POST', `/api/admin/leads/${leadId}/send-to-businesses`, { selectedBusinessIds: bidders.map((bidder) => bidder.id) }),
    );
    expect(sent.sentToCount).toBe(BIDDERS);

    // Every instance served some of it, and no two steps in a row went to the same one.
    expect(new Set(steps.map((done) => done.servedBy))).toEqual(new Set([0, 1, 2]));
    for (let index = 1; index < steps.length; index += 1) expect(steps[index]?.servedBy).not.toBe(steps[index - 1]?.servedBy);

    // All five buy at once: the purchase on one instance, the card on the next.
    const links = await Promise.all(bidders.map((bidder) => mailTo(bidder.email, /\/business\/lead\/([0-9a-f-]{36})\?t=([A-Za-z0-9_-]{43})/)));
    const outcomes = await Promise.all(
      bidders.map(async (bidder, index) => {
        const [, lead, token] = links[index] as RegExpExecArray;
        const fromBidder = { 'x-forwarded-for': `198.51.100.${10 + index}` };
        const order = { businessName: bidder.name, businessEmail: bidder.email, billing: TEST_BILLING, acceptTerms: true };
        const purchase = await call('POST', `/api/business/purchase/${lead}?t=${token}`, order, fromBidder);
        if (purchase.status !== 200) return purchase.status;
        const card = { clientSecret: purchase.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
        return (await call('POST', '/api/business/test-gateway/confirm', card, fromBidder)).status;
      }),
    );
    expect(
      outcomes.every((status) => status === 200 || status === 409 || status === 410),
      JSON.stringify(outcomes),
    ).toBe(true);

    const purchases = await database.db.selectFrom('purchases').select(['status', 'business_email']).where('lead_id', '=', leadId).execute();
    expect(purchases.filter((purchase) => purchase.status === 'paid')).toHaveLength(MAX_BUYERS);
    expect(purchases.filter((purchase) => purchase.status === 'pending')).toHaveLength(0);
    const buyers = purchases.filter((purchase) => purchase.status === 'paid').map((purchase) => purchase.business_email);
    for (const buyer of buyers) await mailTo(buyer, /lucia\.multi@example\.it/);
  });

  it("counts 200 concurrent visitors' page views exactly, whichever instance took each", async () => {
    const views = Array.from({ length: VISITORS }, (_, index) => {
      const headers = { 'x-forwarded-for': `203.0.${Math.floor(index / 250) + 113}.${(index % 250) + 1}`, 'user-agent': CHROME };
      return [call('POST', '/api/analytics/collect', { path: '/' }, headers), call('POST', '/api/analytics/collect', { path: '/blog' }, headers)];
    }).flat();
    const answers = await Promise.all(views);
    expect(answers.filter((answer) => answer.status !== 202)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set([0, 1, 2]));

    const today = romeDay(new Date());
    const summary = await asAdmin('GET', `/api/admin/analytics/visitors?startDate=${today}&endDate=${today}`);
    expect(summary.body).toMatchObject({ uniqueVisitors: VISITORS, pageViews: 2 * VISITORS });
  });

  it('serves an admin change to the public from every instance within a second', async () => {
    const welcome = async () => {
      const answer = await call('GET', '/api/templates/public');
      return (answer.body as { name: string; content: string }[]).find((template) => template.name === CHAT_TEMPLATE_NAMES.welcome)?.content;
    };
    for (let index = 0; index < INSTANCES; index += 1) expect(await welcome()).toBeTypeOf('string'); // in every instance's cache
    const row = await database.db.selectFrom('templates').select('id').where('name', '=', CHAT_TEMPLATE_NAMES.welcome).executeTakeFirstOrThrow();
    expect((await asAdmin('PATCH', `/api/admin/templates/${row.id}`, { content: 'Benvenuto da tre istanze!' })).status).toBe(200);

    const started = Date.now();
    for (let index = 0; index < INSTANCES; index += 1) {
      await expect.poll(welcome, { timeout: 1_000, interval: 20 }).toBe('Benvenuto da tre istanze!');
    }
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('runs a landing-page generation with OpenAI once, queued on one instance, its progress read on all three', async () => {
    const body = { keyword: 'Giardiniere', province: GENERATED_PROVINCE.name, isPlural: false };
    const queued = await asAdmin('POST', '/api/admin/landing-pages/generate', body);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body).toMatchObject({ total: GENERATED_PROVINCE.comuni, generated: null });

    const seen: Answer[] = [];
    await expect
      .poll(
        async () => {
          const answer = await asAdmin('GET', `/api/admin/landing-generation-jobs/${queued.body.id}`);
          seen.push(answer);
          return answer.body.status;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe('done');
    expect(seen.at(-1)?.body).toMatchObject({ done: GENERATED_PROVINCE.comuni, generated: GENERATED_PROVINCE.comuni });
    expect(new Set(seen.map((answer) => answer.servedBy))).toEqual(new Set([0, 1, 2]));
    // Progress moved forward only, whichever instance was asked.
    const done = seen.map((answer) => answer.body.done as number);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.some((value) => value > 0 && value < GENERATED_PROVINCE.comuni)).toBe(true);

    // One instance ran it: one attempt, one page and one call to the model per comune.
    expect(await jobs.job('landing-generation', queued.body.id)).toMatchObject({ state: 'completed', retryCount: 0 });
    const pages = await database.db.selectFrom('landing_pages').select('municipality_name').where('keyword', '=', 'Giardiniere').execute();
    expect(new Set(pages.map((page) => page.municipality_name)).size).toBe(GENERATED_PROVINCE.comuni);
    expect(pages).toHaveLength(GENERATED_PROVINCE.comuni);
    const writes = openai.requests.filter(
      (request) => (request.body.response_format as { json_schema?: { name?: string } }).json_schema?.name === 'landing_page',
    );
    expect(writes).toHaveLength(GENERATED_PROVINCE.comuni);
  });

  it('delivered every email of the outbox exactly once', async () => {
    const { db } = database;
    await expect
      .poll(async () => (await db.selectFrom('email_outbox').select('id').where('status', '!=', 'sent').execute()).length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(0);
    const sent = await db.selectFrom('email_outbox').select(['provider_message_id']).execute();
    expect(sent.length).toBeGreaterThan(BIDDERS + MAX_BUYERS);
    // Each delivery got its own id from the provider: as many deliveries as messages, and each message saw one.
    expect(delivered()).toHaveLength(sent.length);
    expect(new Set(sent.map((message) => message.provider_message_id)).size).toBe(sent.length);
  });

  it(`takes over the emails of an instance killed while sending one: all ${KILL_TEST_EMAILS} delivered within 60 s, only that one twice`, async () => {
    const { db } = database;
    // Postmark takes each message but answers later: every instance ends up with the one message it sends in flight.
    postmark.hold();
    const before = delivered().length;
    const messages = Array.from({ length: KILL_TEST_EMAILS }, (_, index) => ({
      dedupeKey: `kill-test:${index}`,
      purpose: 'purchase-contacts',
      to: `acquirente.${index}@example.it`,
      subject: `I contatti della richiesta ${index}`,
      html: `<p>Contatti ${index}</p>`,
      text: `Contatti ${index}`,
    }));
    // As 50 purchases write them: each message and its job in the transaction of the purchase.
    for (const message of messages) await db.transaction().execute((trx) => enqueueEmail(trx, message));
    await expect.poll(() => postmark.held, { timeout: 15_000, interval: 50 }).toBe(INSTANCES);

    const victim = instances[INSTANCES - 1] as ApiProcess;
    await victim.kill();
    const killedAt = Date.now();
    postmark.release();

    const pending = () =>
      db.selectFrom('email_outbox').select('id').where('dedupe_key', 'like', 'kill-test:%').where('status', '!=', 'sent').execute();
    await expect.poll(async () => (await pending()).length, { timeout: 60_000, interval: 250 }).toBe(0);
    const { last } = await db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.max('sent_at').as('last'))
      .where('dedupe_key', 'like', 'kill-test:%')
      .executeTakeFirstOrThrow();
    const recovery = new Date(last as Date).getTime() - killedAt;
    console.log(`kill test: every message sent ${Math.round(recovery / 1000)} s after the SIGKILL`);
    expect(recovery).toBeLessThanOrEqual(60_000);

    // Each person got their message; the one the dead instance had in flight reached Postmark twice, no other.
    const received = delivered().slice(before);
    const perRecipient = new Map<string, number>();
    for (const mail of received) perRecipient.set(String(mail.To), (perRecipient.get(String(mail.To)) ?? 0) + 1);
    expect([...perRecipient.keys()].sort()).toEqual(messages.map((message) => message.to).sort());
    const duplicates = received.length - perRecipient.size;
    console.log(`kill test: ${received.length} deliveries for ${perRecipient.size} messages, ${duplicates} duplicate`);
    expect(duplicates).toBeLessThanOrEqual(1);
    // The message in flight on the dead instance was taken over by another one: its job ran a second time.
    const { rows } = await sql<{ retried: number }>`select count(*)::int as retried from pgboss.job
      where name = 'email' and retry_count > 0 and data->>'emailId' in (select id::text from email_outbox where dedupe_key like 'kill-test:%')`.execute(
      db,
    );
    expect(rows[0]?.retried).toBe(1);
  }, 90_000);

  it('stops on SIGTERM: answers what it took, then exits cleanly', async () => {
    const [stopping] = instances as [ApiProcess];
    const inFlight = Promise.allSettled(
      Array.from({ length: 20 }, () => fetch(`${stopping.url}/api/templates/public`).then((response) => response.status)),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const exitCode = await stopping.stop();
    // Requests it had taken are answered in full; one arriving on an open connection after the signal gets
    // Fastify's 503 and a new connection is refused (a load balancer retries both elsewhere).
    const answered = (await inFlight).filter((status) => status.status === 'fulfilled').map((status) => status.value);
    expect(answered).toContain(200);
    expect(answered.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(exitCode).toBe(0);
    expect(stopping.lines.some((line) => line.includes('shutting down'))).toBe(true);
    expect(stopping.lines.some((line) => line.includes('shutdown timed out') || line.includes('shutdown failed'))).toBe(false);
  });
});
