import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { JobEngine, jobsOf } from '../../jobs/job-engine.ts';
import { applyRetention, retentionTask } from './retention.ts';

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

describe('the nightly task on the job engine', () => {
  const infos: object[] = [];
  const task = () => retentionTask({ db, leadRetentionMonths: 24, clock: () => NOW, logger: { info: (details) => void infos.push(details) } });
  const addRun = () => jobsOf(db).add(db, 'privacy-retention', {});
  beforeEach(() => {
    infos.length = 0;
  });

  it('is scheduled at 03:15 in Rome, one job per night across instances, when an instance starts its workers', async () => {
    const worker = await JobEngine.open(db, { log: { warn: () => {} }, supervise: false, attach: false });
    try {
      await worker.work({ 'privacy-retention': task() });
    } finally {
      await worker.stop();
    }
    const { rows } = await sql<{
      cron: string;
      timezone: string;
    }>`select cron, timezone from pgboss.schedule where name = 'privacy-retention'`.execute(db);
    expect(rows).toEqual([{ cron: '15 3 * * *', timezone: 'Europe/Rome' }]);
  });

  it('applies the rules as of its clock and logs what it did', async () => {
    await verification(ago(3 * DAY));
    await addRun();
    expect(await jobsOf(db).runDue('privacy-retention', task())).toEqual({ ran: 1, failed: 0 });
    expect(infos).toEqual([
      { verificationsDeleted: 1, partnerSignupsDeleted: 0, emailBodiesCleared: 0, leadsAnonymised: 0, leadsClosed: 0, reviewsAnonymised: 0 },
    ]);
  });

  it('changes nothing when a run fails, and the engine retries it later', async () => {
    await verification(ago(2 * DAY));
    await addRun();
    await db.schema.alterTable('partner_signups').renameTo('partner_signups_away').execute();
    try {
      expect(await jobsOf(db).runDue('privacy-retention', task())).toEqual({ ran: 1, failed: 1 });
    } finally {
      await db.schema.alterTable('partner_signups_away').renameTo('partner_signups').execute();
    }
    // The verification deleted before the failure came back with the rollback.
    expect(await db.selectFrom('verifications').select('id').execute()).toHaveLength(1);
    const { rows } = await sql<{ state: string }>`select state from pgboss.job where name = 'privacy-retention' and state = 'retry'`.execute(db);
    expect(rows).toHaveLength(1);
    await sql`update pgboss.job set start_after = now() where name = 'privacy-retention' and state = 'retry'`.execute(db);
    expect(await jobsOf(db).runDue('privacy-retention', task())).toEqual({ ran: 1, failed: 0 });
    expect(await db.selectFrom('verifications').select('id').execute()).toEqual([]);
  });
});
