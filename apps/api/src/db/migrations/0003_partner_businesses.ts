import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/** Partner businesses, and which businesses each lead was sent to (issue "Admin console"). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('businesses')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email)`))
    .addColumn('phone', 'text')
    .addColumn('category', 'text', (col) => col.notNull())
    // The area as typed ("Zona"), and the comune it was matched to when possible (candidate ranking).
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('istat_code', 'text', (col) => col.references('municipalities.istat_code').onDelete('set null'))
    .addColumn('website', 'text')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('total_purchases', 'integer', (col) => col.notNull().defaultTo(0).check(sql`total_purchases >= 0`))
    .addColumn('total_spent', sql`numeric(12, 2)`, (col) => col.notNull().defaultTo(0).check(sql`total_spent >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('businesses_category_active_idx').on('businesses').columns(['category', 'is_active']).execute();
  await db.schema.createIndex('businesses_istat_idx').on('businesses').column('istat_code').execute();
  await db.schema.createIndex('businesses_created_idx').on('businesses').column('created_at desc').execute();

  // One row per business a lead was offered to: never offered twice, and left out of its candidates.
  await db.schema
    .createTable('lead_deliveries')
    .addColumn('lead_id', 'uuid', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('business_id', 'uuid', (col) => col.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lead_deliveries_pkey', ['lead_id', 'business_id'])
    .execute();
  await db.schema.createIndex('lead_deliveries_business_idx').on('lead_deliveries').column('business_id').execute();

  // When the lead was first sent: the discount clock of the checkout starts here.
  await db.schema.alterTable('leads').addColumn('sent_at', 'timestamptz').execute();
  await db.schema.createIndex('leads_istat_idx').on('leads').column('istat_code').execute();
  await db.schema.createIndex('municipalities_region_idx').on('municipalities').column('region').execute();
}
