import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 34, the customer's say:
 * - `lead_proposals`: with CUSTOMER_CHOOSES, the businesses proposed for a lead (by the admin, later by automatic
 *   dispatch) before any is offered it. `answered_at` is when the customer answered on their page; `chosen` whether
 *   they ticked this one. Only a chosen proposal may become an offer (a delivery).
 * - `reviews`: one per purchase (1–5 stars, optional comment), written from the link of the review request email.
 *   `author_name` is what the public sees («Marco R.»), null once the customer's data is erased (the review is
 *   anonymised, never deleted: `anonymised_at`). It waits (`pending`) for the business's reply until `reply_until`,
 *   then the admin publishes it or hides it with a reason.
 * - `review_events`: every step of a review (written, replied, published, hidden, anonymised), with the admin.
 * - `purchases.review_requested_at`: when the review request email of this purchase was queued (once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lead_proposals')
    .addColumn('lead_id', 'uuid', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('business_id', 'uuid', (col) => col.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('proposed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('proposed_by', 'uuid', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('chosen', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('lead_proposals_pkey', ['lead_id', 'business_id'])
    .addCheckConstraint('lead_proposals_chosen_answered', sql`not chosen or answered_at is not null`)
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purchase_id', 'uuid', (col) => col.notNull().unique().references('purchases.id').onDelete('restrict'))
    .addColumn('lead_id', 'uuid', (col) => col.notNull().references('leads.id').onDelete('restrict'))
    .addColumn('business_id', 'uuid', (col) => col.notNull().references('businesses.id').onDelete('restrict'))
    .addColumn('rating', 'smallint', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (col) => col.check(sql`char_length(comment) between 1 and 1000`))
    .addColumn('author_name', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reply_until', 'timestamptz', (col) => col.notNull())
    .addColumn('reply', 'text', (col) => col.check(sql`char_length(reply) between 1 and 1000`))
    .addColumn('replied_at', 'timestamptz')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'published', 'hidden')`))
    .addColumn('hidden_reason', 'text')
    .addColumn('moderated_at', 'timestamptz')
    .addColumn('moderated_by', 'uuid', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('anonymised_at', 'timestamptz')
    .addCheckConstraint('reviews_reply_dated', sql`(reply is null) = (replied_at is null)`)
    .addCheckConstraint('reviews_hidden_has_reason', sql`(status = 'hidden') = (hidden_reason is not null)`)
    .addCheckConstraint('reviews_moderated_dated', sql`(status = 'pending') = (moderated_at is null)`)
    .execute();
  await db.schema.createIndex('reviews_business_status_idx').on('reviews').columns(['business_id', 'status']).execute();
  await db.schema.createIndex('reviews_status_created_idx').on('reviews').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('review_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('review_id', 'uuid', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('created', 'replied', 'published', 'hidden', 'anonymised')`))
    .addColumn('admin_id', 'uuid', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('review_events_review_idx').on('review_events').column('review_id').execute();

  await db.schema.alterTable('purchases').addColumn('review_requested_at', 'timestamptz').execute();
}
