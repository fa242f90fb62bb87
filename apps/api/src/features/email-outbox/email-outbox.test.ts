import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { LogEmailProvider } from '../../providers/email/log-provider.ts';
import { PostmarkEmailProvider } from '../../providers/email/postmark-provider.ts';
import { startFakePostmark, type FakePostmark } from '../../test/fake-postmark.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { JobEngine } from '../../jobs/job-engine.ts';
import { deliverDueEmails, emailDeliveryTask, enqueueEmail, enqueueEmails, MAX_EMAIL_ATTEMPTS } from './email-outbox.service.ts';

let t: TestApp;
let postmark: FakePostmark;
let provider: PostmarkEmailProvider;
beforeAll(async () => {
  t = await createTestApp();
  postmark = await startFakePostmark();
  provider = new PostmarkEmailProvider({ serverToken: 'server-token', from: 'TrovaPro <noreply@trovapro.it>', apiUrl: postmark.url });
});
afterAll(async () => {
  await t.close();
  await postmark.close();
});
afterEach(async () => {
  postmark.requests.length = 0;
  // Every test starts with an empty outbox.
  await t.database.db.deleteFrom('email_outbox').execute();
});

const message = (key: string, to = 'cliente@example.it') => ({
  dedupeKey: key,
  purpose: 'test',
  to,
  subject: `Oggetto ${key}`,
  html: `<p>${key}</p>`,
  text: `Testo ${key}`,
});
const outboxRow = (db: Db, key: string) => db.selectFrom('email_outbox').selectAll().where('dedupe_key', '=', key).executeTakeFirstOrThrow();
/** The engine's job of a message (the library's own table, read and changed by the tests only). */
const jobOf = (db: Db, key: string) =>
  sql<{ state: string; wait: number }>`select job.state, extract(epoch from (job.start_after - now()))::float8 as wait
    from pgboss.job join email_outbox on email_outbox.id::text = job.data->>'emailId'
    where job.name = 'email' and email_outbox.dedupe_key = ${key}`.execute(db);
/** Makes a scheduled retry due now, as if its wait had passed. */
const makeDue = (db: Db, key: string) =>
  sql`update pgboss.job set start_after = now() - interval '1 second'
    from email_outbox where email_outbox.id::text = job.data->>'emailId' and email_outbox.dedupe_key = ${key}`.execute(db);

describe('email outbox', () => {
  it('keeps one message per dedupe key, and rolls back with the transaction that wrote it', async () => {
    const { db } = t.database;
    expect(await enqueueEmail(db, message('unico'))).toBe(true);
    expect(await enqueueEmail(db, { ...message('unico'), subject: 'Un altro' })).toBe(false);
    expect((await outboxRow(db, 'unico')).subject).toBe('Oggetto unico');

    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, message('annullato'));
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await db.selectFrom('email_outbox').select('id').where('dedupe_key', '=', 'annullato').executeTakeFirst()).toBeUndefined();
    // Its delivery job went with it: only the one message kept has a job.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'email' and state = 'created'`.execute(db);
    expect(rows[0]?.n).toBe(1);
    expect(await deliverDueEmails(db, provider)).toEqual({ sent: 1, retried: 0, failed: 0 });
  });

  it('adds one job per message, each delivering that message only', async () => {
    const { db } = t.database;
    await enqueueEmails(db, [message('uno'), message('due'), message('tre'), message('uno')]);
    const { rows } = await sql<{ n: number; emails: number }>`select count(*)::int as n, count(distinct data->>'emailId')::int as emails
      from pgboss.job where name = 'email' and state = 'created'`.execute(db);
    expect(rows[0]).toEqual({ n: 3, emails: 3 });
    expect(await deliverDueEmails(db, provider)).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(postmark.requests).toHaveLength(3);
  });

  it('delivers due messages through the provider once, and marks them sent', async () => {
    const { db } = t.database;
    await enqueueEmail(db, message('a'));
    await enqueueEmail(db, message('b', 'altro@example.it'));

    expect(await deliverDueEmails(db, provider)).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(postmark.requests.map((request) => request.body.To).sort()).toEqual(['altro@example.it', 'cliente@example.it']);
    const sent = await outboxRow(db, 'a');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null, provider_message_id: expect.stringMatching(/^fake-message-/) });
    expect(sent.sent_at).not.toBeNull();

    // Nothing is due any more: a second pass sends nothing again.
    expect(await deliverDueEmails(db, provider)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await jobOf(db, 'a')).rows.map((job) => job.state)).toEqual(['completed']);
    expect(postmark.requests).toHaveLength(2);
  });

  it('retries with exponential backoff while the provider fails, then delivers: nothing is lost', async () => {
    const { db } = t.database;
    await enqueueEmail(db, message('ritento'));
    postmark.failNext(500, 503);

    expect(await deliverDueEmails(db, provider)).toMatchObject({ retried: 1 });
    let row = await outboxRow(db, 'ritento');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Errore simulato 500') });
    // The engine's backoff: the first retry waits 5 to 10 seconds, the second 10 to 20.
    let [job] = (await jobOf(db, 'ritento')).rows;
    expect(job?.state).toBe('retry');
    expect(job?.wait).toBeGreaterThan(3);
    expect(job?.wait).toBeLessThanOrEqual(10);
    // Not due yet: the provider is not called again before the wait.
    expect(await deliverDueEmails(db, provider)).toEqual({ sent: 0, retried: 0, failed: 0 });

    await makeDue(db, 'ritento');
    expect(await deliverDueEmails(db, provider)).toMatchObject({ retried: 1 });
    row = await outboxRow(db, 'ritento');
    expect(row.attempts).toBe(2);
    [job] = (await jobOf(db, 'ritento')).rows;
    expect(job?.wait).toBeGreaterThan(8);
    expect(job?.wait).toBeLessThanOrEqual(20);

    await makeDue(db, 'ritento');
    expect(await deliverDueEmails(db, provider)).toMatchObject({ sent: 1 });
    expect(await outboxRow(db, 'ritento')).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(postmark.requests).toHaveLength(3);
  });

  it(`gives up after ${MAX_EMAIL_ATTEMPTS} attempts: failed, with the last error`, async () => {
    const { db } = t.database;
    await enqueueEmail(db, message('perso'));
    postmark.failNext(...Array(MAX_EMAIL_ATTEMPTS).fill(422));
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt += 1) {
      await makeDue(db, 'perso');
      await deliverDueEmails(db, provider);
    }
    expect(await outboxRow(db, 'perso')).toMatchObject({
      status: 'failed',
      attempts: MAX_EMAIL_ATTEMPTS,
      last_error: expect.stringContaining('422'),
    });
    // Given up is done for the engine too: nothing is retried any more.
    expect((await jobOf(db, 'perso')).rows.map((job) => job.state)).toEqual(['completed']);
    expect(await deliverDueEmails(db, provider)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(postmark.requests).toHaveLength(MAX_EMAIL_ATTEMPTS);
  });

  it('a message already sent is not sent again when its job runs again (a retry after the outcome was written)', async () => {
    const { db } = t.database;
    await enqueueEmail(db, message('una-volta'));
    await deliverDueEmails(db, provider);
    const { id } = await outboxRow(db, 'una-volta');
    await emailDeliveryTask(db, provider)({ id: 'again', name: 'email', data: { emailId: id } } as never);
    expect(postmark.requests).toHaveLength(1);
  });

  it('runs on a worker of the engine, printing each message with the log provider, until stopped', async () => {
    const { db } = t.database;
    const lines: { details: Record<string, unknown>; message: string }[] = [];
    const logger = { info: (details: object, text: string) => void lines.push({ details: details as Record<string, unknown>, message: text }) };
    await enqueueEmail(db, message('dal-worker'));
    const worker = await JobEngine.open(db, { log: { warn: () => {} }, supervise: false, attach: false });
    try {
      await worker.work({ email: emailDeliveryTask(db, new LogEmailProvider(logger)) });
      await expect.poll(async () => (await outboxRow(db, 'dal-worker')).status, { timeout: 5_000 }).toBe('sent');
    } finally {
      await worker.stop();
    }
    expect(lines).toEqual([
      { details: { to: 'cliente@example.it', subject: 'Oggetto dal-worker', text: 'Testo dal-worker' }, message: expect.any(String) },
    ]);
    expect((await outboxRow(db, 'dal-worker')).provider_message_id).toMatch(/^log-/);

    // Stopped: a new message stays pending.
    await enqueueEmail(db, message('dopo-lo-stop'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await outboxRow(db, 'dopo-lo-stop')).status).toBe('pending');
  });
});

describe('GET /api/admin/emails', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signInAdmin(t);
  });
  const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/emails${query}`, headers: { cookie } });

  it('lists the outbox newest first, filtered by status, 50 a page by default', async () => {
    const { db } = t.database;
    for (const [key, secondsLater] of [
      ['primo', 1],
      ['secondo', 3],
      ['terzo', 2],
    ] as const) {
      await enqueueEmail(db, message(key));
      await db
        .updateTable('email_outbox')
        .set({ created_at: sql`now() + make_interval(secs => ${secondsLater})` })
        .where('dedupe_key', '=', key)
        .execute();
    }
    await db.updateTable('email_outbox').set({ status: 'sent', sent_at: sql`now()`, attempts: 1 }).where('dedupe_key', '=', 'primo').execute();

    const all = await list();
    expect(all.statusCode).toBe(200);
    const body = all.json() as { emails: Record<string, unknown>[]; total: number; totalPages: number };
    expect(body).toMatchObject({ total: 3, totalPages: 1 });
    expect(body.emails.map((email) => email.subject)).toEqual(['Oggetto secondo', 'Oggetto terzo', 'Oggetto primo']);
    expect(body.emails[2]).toEqual({
      id: expect.any(String),
      to: 'cliente@example.it',
      subject: 'Oggetto primo',
      purpose: 'test',
      text: 'Testo primo',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: expect.stringMatching(/^\d{4}-/),
      sentAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(body.emails[0]).not.toHaveProperty('html');

    const pending = (await list('?status=pending')).json() as { emails: { subject: string }[]; total: number };
    expect(pending.total).toBe(2);
    expect(pending.emails.map((email) => email.subject)).toEqual(['Oggetto secondo', 'Oggetto terzo']);

    const page = (await list('?limit=1&page=3')).json() as { emails: { subject: string }[]; totalPages: number };
    expect(page.totalPages).toBe(3);
    expect(page.emails.map((email) => email.subject)).toEqual(['Oggetto primo']);
  });
});
