import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 35, automatic dispatch:
 * - `dispatch_rules`: one row per category the admin set (none: automation off). `top_n` businesses are offered a lead
 *   (or proposed to its customer) `hold_minutes` after it was verified; `wave_hours` later the next ranked ones, while
 *   fewer than LEAD_MAX_BUYERS bought and never past LEAD_MAX_OFFERS.
 * - `leads.auto_dispatch_at`: while set, the lead waits for its automatic sending at that time (the console counts down);
 *   `dispatch_rule` the category whose rule scheduled or sent it; `queue_reasons` why it stayed in the manual queue
 *   (codes, see @trovapro/domain QUEUE_REASONS); `duplicate_of` the earlier lead of the same email or phone and category
 *   in the 30 days before it; `next_wave_at` when the next wave is due.
 * - `purchases_business_paid_idx`: a business's paid purchases by date, for the weekly cap of every candidate.
 * - `lead_events` gains the automatic steps and the admin's notes: `count` (businesses of a sending), `detail` (the
 *   rule's category, the reasons' codes, a note's text).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dispatch_rules')
    .addColumn('category', 'text', (col) => col.primaryKey())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('top_n', 'integer', (col) => col.notNull().defaultTo(3).check(sql`top_n between 1 and 20`))
    .addColumn('hold_minutes', 'integer', (col) => col.notNull().defaultTo(10).check(sql`hold_minutes between 0 and 1440`))
    .addColumn('wave_hours', 'integer', (col) => col.notNull().defaultTo(4).check(sql`wave_hours between 1 and 168`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (col) => col.references('admins.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('leads')
    .addColumn('auto_dispatch_at', 'timestamptz')
    .addColumn('dispatch_rule', 'text')
    .addColumn('queue_reasons', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('duplicate_of', 'uuid', (col) => col.references('leads.id').onDelete('set null'))
    .addColumn('next_wave_at', 'timestamptz')
    .execute();
  await sql`create index leads_auto_dispatch_idx on leads (auto_dispatch_at) where auto_dispatch_at is not null`.execute(db);
  await sql`create index leads_next_wave_idx on leads (next_wave_at) where next_wave_at is not null`.execute(db);
  // Possible duplicates: the same email or phone and category in the last 30 days.
  await sql`create index leads_email_category_idx on leads (user_email, category, created_at)`.execute(db);
  await sql`create index leads_phone_category_idx on leads (user_phone, category, created_at) where user_phone is not null`.execute(db);
  await sql`create index leads_created_idx on leads (created_at)`.execute(db);
  // What a business paid this week (the weekly cap of every candidate, read for each lead automatic dispatch sends):
  // one index range per business instead of a walk of every paid purchase.
  await sql`create index purchases_business_paid_idx on purchases (business_id, paid_at) where status = 'paid'`.execute(db);

  await sql`alter table lead_events drop constraint lead_events_type_check`.execute(db);
  await sql`
    alter table lead_events add constraint lead_events_type_check
    check (type in ('created', 'verified', 'approved', 'rejected', 'restored', 'price_changed', 'closed',
      'auto_scheduled', 'auto_held', 'auto_stopped', 'auto_sent', 'wave_sent', 'note'))
  `.execute(db);
  await db.schema
    .alterTable('lead_events')
    .addColumn('count', 'integer')
    .addColumn('detail', 'text', (col) => col.check(sql`char_length(detail) <= 2000`))
    .execute();
}
