import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Partners (issue 20):
 * - `businesses.approval`: a self sign-up waits (`pending`) until the admin approves or refuses it; every
 *   business added so far was added by the admin (`approved`). Only an approved business can be active.
 * - why offers are paused (`paused_reason`: the admin, or the business through the email's stop link) and
 *   since when; existing paused businesses were paused by the admin.
 * - what a sign-up gives: partita IVA and reach (comune, province, region) around its seat's comune;
 *   `billing`, the billing data of its last purchase (prefills the next one).
 * - `partner_signups`: a sign-up until its email is confirmed by code (then `business_id`).
 * - `purchases.billing`: the buyer's billing data as typed at the purchase.
 * - `receipts`: one per paid purchase, numbered per year without gaps (`receipt_counters`, one row per
 *   year, taken in the payment's transaction), with a copy of what it says: a receipt never changes.
 * - `email_outbox.headers`: extra headers of a message (the offers' List-Unsubscribe).
 * - the shipped refund notice says that no receipt is issued for a refunded payment (an admin's own
 *   wording stays; the text is written out here, frozen, as it was shipped).
 */
const REFUND_FROM =
  'Ti abbiamo rimborsato l’intero importo di {price} sulla stessa carta. Il rimborso può richiedere alcuni giorni lavorativi per comparire sull’estratto conto.';
const REFUND_TO = `${REFUND_FROM}\n\nPer un pagamento rimborsato non emettiamo alcuna ricevuta.`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('businesses')
    .addColumn('approval', 'text', (col) => col.notNull().defaultTo('approved').check(sql`approval in ('pending', 'approved', 'refused')`))
    .addColumn('paused_reason', 'text', (col) => col.check(sql`paused_reason in ('admin', 'unsubscribed')`))
    .addColumn('paused_at', 'timestamptz')
    .addColumn('vat_number', 'text')
    .addColumn('service_reach', 'text', (col) => col.check(sql`service_reach in ('comune', 'province', 'region')`))
    .addColumn('billing', 'jsonb')
    .execute();
  await sql`update businesses set paused_reason = 'admin', paused_at = updated_at where not is_active`.execute(db);
  await sql`alter table businesses add constraint businesses_active_is_approved check (not is_active or approval = 'approved')`.execute(db);
  await db.schema.createIndex('businesses_pending_idx').on('businesses').columns(['created_at']).where(sql.ref('approval'), '=', 'pending').execute();

  await db.schema
    .createTable('partner_signups')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('vat_number', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('istat_code', 'text', (col) => col.notNull())
    .addColumn('service_reach', 'text', (col) => col.notNull().check(sql`service_reach in ('comune', 'province', 'region')`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('privacy_consent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('business_id', 'uuid', (col) => col.references('businesses.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('partner_signups_email_idx').on('partner_signups').columns(['email', 'created_at']).execute();

  await db.schema.alterTable('purchases').addColumn('billing', 'jsonb').execute();

  await db.schema
    .createTable('receipt_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('receipts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purchase_id', 'uuid', (col) => col.notNull().unique().references('purchases.id'))
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number > 0`))
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('seller', 'jsonb', (col) => col.notNull())
    .addColumn('buyer_name', 'text', (col) => col.notNull())
    .addColumn('buyer_email', 'text', (col) => col.notNull())
    .addColumn('billing', 'jsonb')
    .addColumn('net', sql`numeric(10, 2)`, (col) => col.notNull())
    .addColumn('vat_rate', sql`numeric(5, 2)`, (col) => col.notNull())
    .addColumn('vat', sql`numeric(10, 2)`, (col) => col.notNull())
    .addColumn('total', sql`numeric(10, 2)`, (col) => col.notNull().check(sql`total = net + vat`))
    .addUniqueConstraint('receipts_year_number_key', ['year', 'number'])
    .execute();

  await db.schema.alterTable('email_outbox').addColumn('headers', 'jsonb').execute();
  await sql`
    update templates set content = replace(content, ${REFUND_FROM}, ${REFUND_TO})
    where type = 'email' and name = 'refund_notice_email' and position(${REFUND_FROM} in content) > 0
      and position(${REFUND_TO} in content) = 0`.execute(db);
}
