import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 33, the «Garanzia contatto valido»:
 * - `lead_reports`: a business's report of a problem with a lead it bought, one per purchase (unique), with its reason
 *   and note (≤ 1000 characters), `pending` until decided: `accepted` (the purchase refunded) or `refused`;
 *   `decided_by` names an automatic rule (`auto:bounce`, `auto:duplicate`) or `admin`, `decided_admin_id` the admin;
 *   `decision_reason` the admin's words (a refusal always has them).
 * - `email_bounces`: the bounces the email provider reported (Postmark's bounce webhook), once each (its own id),
 *   tied to the outbox row of the message when the provider's message id is known.
 * - `purchases.refund_note`: why a purchase was given back, as the lead's timeline and the admin show it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lead_reports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purchase_id', 'uuid', (col) => col.notNull().unique().references('purchases.id').onDelete('cascade'))
    .addColumn('business_id', 'uuid', (col) => col.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) =>
      col.notNull().check(sql`reason in ('phone_or_email_invalid', 'unreachable', 'duplicate', 'wrong_category_or_place', 'never_asked')`),
    )
    .addColumn('note', 'text', (col) => col.check(sql`char_length(note) <= 1000`))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('pending').check(sql`state in ('pending', 'accepted', 'refused')`))
    .addColumn('decided_by', 'text')
    .addColumn('decided_admin_id', 'uuid', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('decision_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`alter table lead_reports add constraint lead_reports_decided check ((state = 'pending') = (decided_at is null) and (state = 'pending') = (decided_by is null))`.execute(
    db,
  );
  await sql`alter table lead_reports add constraint lead_reports_refusal_reason check (state <> 'refused' or decision_reason is not null)`.execute(
    db,
  );
  await db.schema.createIndex('lead_reports_state_created').on('lead_reports').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('lead_reports_business_decided').on('lead_reports').columns(['business_id', 'decided_at']).execute();

  await db.schema
    .createTable('email_bounces')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider_bounce_id', 'text', (col) => col.notNull().unique())
    .addColumn('provider_message_id', 'text')
    .addColumn('outbox_id', 'uuid', (col) => col.references('email_outbox.id').onDelete('set null'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('bounced_at', 'timestamptz', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index email_bounces_recipient on email_bounces (lower(recipient), bounced_at)`.execute(db);
  await sql`create index email_outbox_provider_message_id on email_outbox (provider_message_id) where provider_message_id is not null`.execute(db);

  await db.schema.alterTable('purchases').addColumn('refund_note', 'text').execute();
}
