import { randomUUID } from 'node:crypto';
import { purchaseEmailTemplates } from '@trovapro/copy';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDatabaseAtMigration } from '../../test/database-at-migration.ts';

/** Migration 0016 on a database that already has businesses (active and paused) and the refund notice. */
/** The database before 0016, whose tables lack what the current types declare. */
const past = useDatabaseAtMigration('0015_lead_desk');
const { db, migrateTo } = past;

const NO_RECEIPT = 'Per un pagamento rimborsato non emettiamo alcuna ricevuta.';
const REFUND = purchaseEmailTemplates.refund_notice_email;
/** The refund notice as shipped before 0016. */
const SHIPPED_REFUND = REFUND.content.replace(`\n\n${NO_RECEIPT}`, '');
const refundText = async () =>
  (
    await db()
      .selectFrom('templates')
      .select('content')
      .where('type', '=', 'email')
      .where('name', '=', 'refund_notice_email')
      .executeTakeFirstOrThrow()
  ).content as string;

describe('migration 0016_partners', () => {
  const active = randomUUID();
  const paused = randomUUID();

  it('makes every existing business approved, the paused ones paused by the admin since their last change', async () => {
    expect(SHIPPED_REFUND).not.toContain(NO_RECEIPT);
    await db()
      .insertInto('businesses')
      .values([
        { id: active, name: 'Attiva', email: 'attiva@example.it', category: 'Idraulico', location: 'Fano', is_active: true },
        {
          id: paused,
          name: 'In pausa',
          email: 'pausa@example.it',
          category: 'Idraulico',
          location: 'Fano',
          is_active: false,
          updated_at: '2025-03-04T10:00:00Z',
        },
      ])
      .execute();
    await db()
      .insertInto('templates')
      .values({ type: 'email', name: 'refund_notice_email', subject: REFUND.subject, content: SHIPPED_REFUND })
      .execute();

    expect(await migrateTo('0016_partners')).toEqual(['Up 0016_partners']);

    const rows = await past.database.db
      .selectFrom('businesses')
      .select(['id', 'approval', 'is_active', 'paused_reason', 'paused_at', 'vat_number', 'service_reach', 'billing'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      {
        id: active,
        approval: 'approved',
        is_active: true,
        paused_reason: null,
        paused_at: null,
        vat_number: null,
        service_reach: null,
        billing: null,
      },
      {
        id: paused,
        approval: 'approved',
        is_active: false,
        paused_reason: 'admin',
        paused_at: new Date('2025-03-04T10:00:00Z'),
        vat_number: null,
        service_reach: null,
        billing: null,
      },
    ]);
  });

  it('adds to the shipped refund notice that no receipt is issued, once', async () => {
    expect(await refundText()).toBe(REFUND.content);
    expect((await refundText()).split(NO_RECEIPT)).toHaveLength(2);
  });

  it('allows only an approved business to be active, and only known approvals, reasons and reaches', async () => {
    const business = { name: 'Nuova', category: 'Idraulico', location: 'Fano' };
    await expect(
      past.database.db
        .insertInto('businesses')
        .values({ ...business, email: 'attiva-in-attesa@example.it', approval: 'pending', is_active: true })
        .execute(),
    ).rejects.toThrow();
    await past.database.db
      .insertInto('businesses')
      .values({ ...business, email: 'in-attesa@example.it', approval: 'pending', is_active: false })
      .execute();
    for (const wrong of [{ approval: 'boh' }, { paused_reason: 'boh', is_active: false }, { service_reach: 'nazione' }]) {
      await expect(
        db()
          .insertInto('businesses')
          .values({ ...business, email: `${randomUUID()}@example.it`, ...wrong })
          .execute(),
        JSON.stringify(wrong),
      ).rejects.toThrow();
    }
    await expect(
      past.database.db.updateTable('businesses').set({ is_active: true }).where('email', '=', 'in-attesa@example.it').execute(),
    ).rejects.toThrow();
  });
});

describe('migration 0016_partners on a refund notice the admin rewrote', () => {
  // Migrations are forward-only (no down): a second database before 0016, with the admin's own wording.
  const edited = useDatabaseAtMigration('0015_lead_desk');

  it('keeps the admin’s own wording and creates the partner tables', async () => {
    const own = 'Ti abbiamo restituito {price}: ci dispiace. Codice: {leadId}';
    await edited.db().insertInto('templates').values({ type: 'email', name: 'refund_notice_email', subject: REFUND.subject, content: own }).execute();
    expect(await edited.migrateTo('0016_partners')).toEqual(['Up 0016_partners']);
    const row = await edited.db().selectFrom('templates').select('content').where('name', '=', 'refund_notice_email').executeTakeFirstOrThrow();
    expect(row.content).toBe(own);
    const tables = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_name in ('partner_signups', 'receipts', 'receipt_counters')`.execute(
      edited.database.db,
    );
    expect(tables.rows[0]?.n).toBe(3);
  });
});
