import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { applyRetention, runDailyRetention, startRetentionJob } from './retention.ts';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());
beforeEach(async () => {
  await db.deleteFrom('leads').execute();
  await db.deleteFrom('verifications').execute();
  await db.deleteFrom('email_outbox').execute();
  await db.deleteFrom('maintenance_runs').execute();
  await db.deleteFrom('partner_signups').execute();
});

/** The injected clock: a fixed instant, so every age below is exact. */
const NOW = new Date('2026-11-24T03:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function verification(createdAt: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('verifications')
    .values({ id, email: 'persona@example.it', code_hash: 'x', expires_at: createdAt, created_at: createdAt })
    .execute();
  return id;
}

async function email(createdAt: Date, status: 'sent' | 'failed' | 'pending'): Promise<string> {
  const row = await db
    .insertInto('email_outbox')
    .values({
      dedupe_key: randomUUID(),
      purpose: 'lead-confirmation',
      recipient: 'persona@example.it',
      subject: 'Abbiamo ricevuto la tua richiesta: Idraulico',
      html: '<p>Ciao Lucia</p>',
      text: 'Ciao Lucia',
      status,
      created_at: createdAt,
      secrets: JSON.stringify({ '⟦0123456789abcdef⟧': 'segreto' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function lead(createdAt: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values({
      id,
      user_request: 'Perdita dal lavandino',
      user_email: 'persona@example.it',
      user_name: 'Lucia',
      user_phone: '+39 333 123 4567',
      category: 'Idraulico',
      price: '25.00',
      created_at: createdAt,
    })
    .execute();
  return id;
}

async function partnerSignup(createdAt: Date, confirmed: boolean): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('partner_signups')
    .values({
      id,
      email: `${id}@example.it`,
      company_name: 'Idraulica Rossi',
      phone: '+39 333 123 4567',
      vat_number: '00743110157',
      category: 'Idraulico',
      istat_code: '015146',
      service_reach: 'province',
      code_hash: 'x',
      expires_at: createdAt,
      privacy_consent_at: createdAt,
      verified_at: confirmed ? createdAt : null,
      created_at: createdAt,
    })
    .execute();
  return id;
}

describe('the retention rules', () => {
  it('delete partner sign-ups never confirmed after 24 hours, and keep the confirmed ones', async () => {
    await partnerSignup(ago(24 * HOUR + 1000), false);
    const fresh = await partnerSignup(ago(23 * HOUR), false);
    const confirmed = await partnerSignup(ago(40 * DAY), true);
    expect(await applyRetention(db, { now: NOW, leadRetentionMonths: 24 })).toMatchObject({ partnerSignupsDeleted: 1 });
    const left = await db.selectFrom('partner_signups').select('id').orderBy('created_at').execute();
    expect(left.map((row) => row.id)).toEqual([confirmed, fresh]);
  });

  it('delete verifications after 24 hours', async () => {
    const old = await verification(ago(24 * HOUR + 1000));
    const fresh = await verification(ago(23 * HOUR));
    expect(await applyRetention(db, { now: NOW, leadRetentionMonths: 24 })).toMatchObject({ verificationsDeleted: 1 });
    const left = await db.selectFrom('verifications').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([fresh]);
    expect(left.map((row) => row.id)).not.toContain(old);
  });

  it('clear the bodies and secrets of settled emails after 30 days, keeping their metadata', async () => {
    const oldSent = await email(ago(30 * DAY + 1000), 'sent');
    const oldFailed = await email(ago(40 * DAY), 'failed');
    const oldPending = await email(ago(31 * DAY), 'pending');
    const fresh = await email(ago(29 * DAY), 'sent');
    expect(await applyRetention(db, { now: NOW, leadRetentionMonths: 24 })).toMatchObject({ emailBodiesCleared: 2 });

    const rows = await db.selectFrom('email_outbox').select(['id', 'text', 'html', 'secrets', 'subject', 'recipient', 'status']).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [oldSent, oldFailed]) {
      expect(byId.get(id)).toMatchObject({
        text: '',
        html: '',
        secrets: null,
        subject: 'Abbiamo ricevuto la tua richiesta: Idraulico',
        recipient: 'persona@example.it',
      });
    }
    for (const id of [oldPending, fresh]) expect(byId.get(id)).toMatchObject({ text: 'Ciao Lucia', html: '<p>Ciao Lucia</p>' });
    // A second pass finds nothing more to clear.
    expect(await applyRetention(db, { now: NOW, leadRetentionMonths: 24 })).toMatchObject({ emailBodiesCleared: 0 });
  });

  it("anonymise leads' personal data after LEAD_RETENTION_MONTHS, keeping category and price", async () => {
    const old = await lead(new Date('2025-05-23T12:00:00.000Z'));
    const fresh = await lead(new Date('2025-05-25T12:00:00.000Z'));
    expect(await applyRetention(db, { now: NOW, leadRetentionMonths: 18 })).toMatchObject({ leadsAnonymised: 1 });
    const rows = await db.selectFrom('leads').selectAll().execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(old)).toMatchObject({
      user_email: '',
      user_name: 'cancellato',
      user_phone: null,
      user_request: '[richiesta cancellata]',
      category: 'Idraulico',
      price: '25.00',
    });
    expect(byId.get(old)?.erased_at).toBeInstanceOf(Date);
    expect(byId.get(fresh)).toMatchObject({ user_email: 'persona@example.it', user_name: 'Lucia', erased_at: null });
    expect(await applyRetention(db, { now: NOW, leadRetentionMonths: 18 })).toMatchObject({ leadsAnonymised: 0 });
  });
});

describe('the daily run', () => {
  it('runs once a day across instances: concurrent callers, one runs; the next day runs again', async () => {
    await verification(ago(2 * DAY));
    const runs = await Promise.all([1, 2, 3].map(() => runDailyRetention(db, { now: NOW, leadRetentionMonths: 24 })));
    expect(runs.filter((run) => run !== null)).toEqual([
      { verificationsDeleted: 1, partnerSignupsDeleted: 0, emailBodiesCleared: 0, leadsAnonymised: 0, leadsClosed: 0 },
    ]);
    expect(await runDailyRetention(db, { now: new Date(NOW.getTime() + 20 * HOUR), leadRetentionMonths: 24 })).toBeNull();
    expect(await runDailyRetention(db, { now: new Date(NOW.getTime() + DAY), leadRetentionMonths: 24 })).not.toBeNull();
    const days = await db.selectFrom('maintenance_runs').select(sql<string>`day::text`.as('day')).orderBy('day').execute();
    expect(days.map((row) => row.day)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('gives the day back when a run fails, so the next check retries it', async () => {
    await db.schema.alterTable('verifications').renameTo('verifications_away').execute();
    try {
      await expect(runDailyRetention(db, { now: NOW, leadRetentionMonths: 24 })).rejects.toThrow();
    } finally {
      await db.schema.alterTable('verifications_away').renameTo('verifications').execute();
    }
    expect(await db.selectFrom('maintenance_runs').selectAll().execute()).toEqual([]);
    expect(await runDailyRetention(db, { now: NOW, leadRetentionMonths: 24 })).not.toBeNull();
  });

  it('is started with a clock and stops cleanly, logging what it did', async () => {
    await verification(ago(3 * DAY));
    const infos: object[] = [];
    const job = startRetentionJob({
      db,
      leadRetentionMonths: 24,
      clock: () => NOW,
      intervalMs: 10,
      logger: { info: (details) => infos.push(details), warn: () => {} },
    });
    await expect.poll(() => infos.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await job.stop();
    expect(infos).toEqual([{ verificationsDeleted: 1, partnerSignupsDeleted: 0, emailBodiesCleared: 0, leadsAnonymised: 0, leadsClosed: 0 }]);
  });
});
