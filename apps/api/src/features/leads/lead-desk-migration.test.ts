import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/** Migration 0015 on a database that already has leads, verifications, deliveries, purchases and emails. */
let database: TestDatabase;
beforeAll(async () => {
  // Empty, then migrated up to 0014 (migrations are forward-only).
  database = await createTestDatabase({ migrate: false });
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('0014_privacy');
  if (error !== undefined) throw error;
});
afterAll(() => database.drop());

/** The database before 0015, whose tables lack what the current types declare. */
// biome-ignore lint/suspicious/noExplicitAny: as in the migrations, the schema of the past is not today's types.
const db = () => database.db as unknown as Kysely<any>;

describe('migration 0015_lead_desk', () => {
  const verifiedLead = randomUUID();
  const unverifiedLead = randomUUID();
  const orphanVerification = randomUUID();
  const purchaseId = randomUUID();
  const businessId = randomUUID();

  it('backfills created and verified events, the emails’ leads and the search text, and invents no decision', async () => {
    await db()
      .insertInto('verifications')
      .values([
        {
          id: verifiedLead,
          email: 'uno@example.it',
          code_hash: 'x',
          expires_at: '2025-05-01T10:15:00Z',
          verified_at: '2025-05-01T10:01:00Z',
          created_at: '2025-05-01T10:00:00Z',
        },
        { id: orphanVerification, email: 'tre@example.it', code_hash: 'x', expires_at: '2025-05-01T10:15:00Z' },
      ])
      .execute();
    const lead = { user_request: 'Perdita', user_email: 'uno@example.it', category: 'Idraulico', price: 25 };
    await db()
      .insertInto('leads')
      .values([
        { ...lead, id: verifiedLead, user_name: 'Mario Rossi', user_phone: '+39 333 123 4567', status: 'sent', created_at: '2025-05-01T10:03:00Z' },
        // Its verification was deleted by the retention (after 24 h).
        { ...lead, id: unverifiedLead, user_name: 'Anna', status: 'rejected', created_at: '2025-06-01T08:00:00Z' },
      ])
      .execute();
    await db()
      .insertInto('businesses')
      .values({ id: businessId, name: 'Ditta', email: 'ditta@example.it', category: 'Idraulico', location: 'Fano' })
      .execute();
    await db()
      .insertInto('purchases')
      .values({
        id: purchaseId,
        lead_id: verifiedLead,
        business_id: businessId,
        business_email: 'ditta@example.it',
        business_name: 'Ditta',
        amount: 25,
        status: 'paid',
        payment_provider: 'test-gateway',
        payment_intent_id: 'pi_x',
      })
      .execute();
    const keys = [
      `verification:${verifiedLead}`,
      `verification:${orphanVerification}`,
      `lead-confirmation:${verifiedLead}`,
      `lead-offer:${verifiedLead}:${businessId}`,
      `purchase-contacts:${purchaseId}`,
      `lead-purchased-customer:${purchaseId}`,
      `refund-notice:${purchaseId}`,
      `lead-confirmation:${randomUUID()}`,
      'qualcosa:di-altro',
    ];
    await db()
      .insertInto('email_outbox')
      .values(keys.map((key) => ({ dedupe_key: key, purpose: key.split(':')[0], recipient: 'x@example.it', subject: 's', html: 'h', text: 't' })))
      .execute();

    // 0015 first, then whatever came after it.
    expect((await migrateToLatest(database.db))[0]).toBe('0015_lead_desk');

    const events = await database.db
      .selectFrom('lead_events')
      .select(['lead_id', 'type', 'at', 'admin_id'])
      .orderBy('lead_id')
      .orderBy('type')
      .execute();
    const byLead = (id: string) =>
      events.filter((event) => event.lead_id === id).map((event) => [event.type, new Date(event.at).toISOString(), event.admin_id]);
    expect(byLead(verifiedLead)).toEqual([
      ['created', '2025-05-01T10:03:00.000Z', null],
      ['verified', '2025-05-01T10:01:00.000Z', null],
    ]);
    expect(byLead(unverifiedLead)).toEqual([
      ['created', '2025-06-01T08:00:00.000Z', null],
      ['verified', '2025-06-01T08:00:00.000Z', null],
    ]);
    expect(events).toHaveLength(4);

    const emails = await database.db.selectFrom('email_outbox').select(['dedupe_key', 'lead_id']).execute();
    const leadOf = Object.fromEntries(emails.map((row) => [row.dedupe_key, row.lead_id]));
    expect(keys.map((key) => leadOf[key])).toEqual([
      verifiedLead,
      null,
      verifiedLead,
      verifiedLead,
      verifiedLead,
      verifiedLead,
      verifiedLead,
      null,
      null,
    ]);

    const search = await database.db.selectFrom('leads').select('search_text').where('id', '=', verifiedLead).executeTakeFirstOrThrow();
    expect(search.search_text).toBe('perdita\nmario rossi\nuno@example.it\n+39 333 123 4567\n393331234567');
  });

  it('keeps the search text up to date and deletes a lead’s events with it', async () => {
    await database.db.updateTable('leads').set({ user_phone: null, user_name: 'Cancellato' }).where('id', '=', verifiedLead).execute();
    const row = await database.db.selectFrom('leads').select('search_text').where('id', '=', unverifiedLead).executeTakeFirstOrThrow();
    expect(row.search_text).toBe('perdita\nanna\nuno@example.it\n\n');
    const updated = await database.db.selectFrom('leads').select('search_text').where('id', '=', verifiedLead).executeTakeFirstOrThrow();
    expect(updated.search_text).toBe('perdita\ncancellato\nuno@example.it\n\n');

    await database.db.deleteFrom('leads').where('id', '=', unverifiedLead).execute();
    const left = await database.db
      .selectFrom('lead_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('lead_id', '=', unverifiedLead)
      .executeTakeFirstOrThrow();
    expect(left.n).toBe(0);
  });

  it('refuses an event type it does not know', async () => {
    await expect(
      database.db
        .insertInto('lead_events')
        .values({ lead_id: verifiedLead, type: 'sent' as never, admin_id: null, from_price: null, to_price: null })
        .execute(),
    ).rejects.toThrow();
  });
});
