import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * The lead desk (issue 19):
 * - search: `leads.search_text`, the lowercased request, name, email, phone and the phone's digits, kept by
 *   PostgreSQL (a stored generated column) and indexed by trigrams, so «%rossi%» uses an index;
 * - the price order reads a page's ids from an index, like the date orders (0005);
 * - `lead_events`: what happened to a lead that no other table keeps (created, verified, the admin's
 *   decisions and price changes, with who). Existing leads get `created` and `verified`; past decisions are
 *   unknown and not invented;
 * - `email_outbox.lead_id`: the lead an email is about (no foreign key: the verification email is written
 *   before its lead exists, under the id the lead will take), filled in from the dedupe keys;
 * - the overview's recent activity reads deliveries and refunds newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    alter table leads add column search_text text generated always as (
      lower(
        user_request || chr(10) || user_name || chr(10) || user_email || chr(10)
        || coalesce(user_phone, '') || chr(10) || regexp_replace(coalesce(user_phone, ''), '[^0-9]', '', 'g')
      )
    ) stored
  `.execute(db);
  await sql`create index leads_search_trgm_idx on leads using gin (search_text gin_trgm_ops)`.execute(db);
  // The search's comune part (`name ilike '%…%'`) reads 7,904 names: by index, not one by one.
  await sql`create index municipalities_name_trgm_idx on municipalities using gin (name gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('leads_price_created_id_idx').on('leads').columns(['price desc', 'created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('lead_id', 'uuid', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type in ('created', 'verified', 'approved', 'rejected', 'restored', 'price_changed')`),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('admin_id', 'uuid', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('from_price', sql`numeric(10, 2)`)
    .addColumn('to_price', sql`numeric(10, 2)`)
    .execute();
  await db.schema.createIndex('lead_events_lead_at_idx').on('lead_events').columns(['lead_id', 'at']).execute();
  await db.schema.createIndex('lead_events_at_idx').on('lead_events').column('at desc').execute();
  await sql`insert into lead_events (lead_id, type, at) select id, 'created', created_at from leads`.execute(db);
  await sql`
    insert into lead_events (lead_id, type, at)
    select leads.id, 'verified', coalesce(verifications.verified_at, leads.created_at)
    from leads left join verifications on verifications.id = leads.id
  `.execute(db);

  await db.schema.alterTable('email_outbox').addColumn('lead_id', 'uuid').execute();
  await sql`create index email_outbox_lead_idx on email_outbox (lead_id) where lead_id is not null`.execute(db);
  // The key's second part names the lead, or the purchase whose lead it is; only ids that exist are kept.
  await sql`
    update email_outbox set lead_id = leads.id
    from leads
    where split_part(email_outbox.dedupe_key, ':', 1) in ('lead-confirmation', 'lead-offer', 'verification')
      and split_part(email_outbox.dedupe_key, ':', 2) = leads.id::text
  `.execute(db);
  await sql`
    update email_outbox set lead_id = purchases.lead_id
    from purchases
    where split_part(email_outbox.dedupe_key, ':', 1) in ('purchase-contacts', 'lead-purchased-customer', 'refund-notice')
      and split_part(email_outbox.dedupe_key, ':', 2) = purchases.id::text
  `.execute(db);

  await db.schema.createIndex('lead_deliveries_sent_at_idx').on('lead_deliveries').column('sent_at desc').execute();
  await sql`create index purchases_refunded_at_idx on purchases (refunded_at desc) where refunded_at is not null`.execute(db);
}
