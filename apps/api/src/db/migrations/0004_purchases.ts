import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/** Lead purchases by businesses (issue "Business checkout and payments"). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('purchases')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('lead_id', 'uuid', (col) => col.notNull().references('leads.id').onDelete('restrict'))
    // Set when the payment succeeds: the business is created or updated by its email then.
    .addColumn('business_id', 'uuid', (col) => col.references('businesses.id').onDelete('set null'))
    .addColumn('business_email', 'text', (col) => col.notNull().check(sql`business_email = lower(business_email)`))
    .addColumn('business_name', 'text', (col) => col.notNull())
    // The server's price at purchase time (after any discount), never the client's.
    .addColumn('amount', sql`numeric(10, 2)`, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('eur'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'failed', 'refunded')`))
    .addColumn('payment_provider', 'text', (col) => col.notNull().check(sql`payment_provider in ('stripe', 'test-gateway')`))
    .addColumn('payment_intent_id', 'text', (col) => col.notNull().unique())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('purchases_lead_idx').on('purchases').columns(['lead_id', 'status']).execute();
  await db.schema.createIndex('purchases_paid_at_idx').on('purchases').column('paid_at').execute();
  // A business (by email) pays for a lead at most once.
  await db.schema
    .createIndex('purchases_one_paid_per_business_idx')
    .on('purchases')
    .columns(['lead_id', 'business_email'])
    .unique()
    .where(sql.ref('status'), '=', 'paid')
    .execute();
}
