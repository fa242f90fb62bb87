import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/** Visitor chat to verified lead: comuni, templates, email verifications, leads, the email outbox. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('municipalities')
    .addColumn('istat_code', 'text', (col) => col.primaryKey().check(sql`istat_code ~ '^[0-9]{6}$'`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('province', 'text', (col) => col.notNull())
    .addColumn('province_code', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('postal_codes', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('population', 'integer')
    .execute();
  await db.schema.createIndex('municipalities_province_idx').on('municipalities').column('province').execute();

  await db.schema
    .createTable('templates')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('email', 'chat')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('variables', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('templates_type_name_key', ['type', 'name'])
    .execute();

  // One row per code sent. Its id is reserved as the id of the lead it may become.
  await db.schema
    .createTable('verifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('verifications_email_idx').on('verifications').columns(['email', 'created_at desc']).execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_request', 'text', (col) => col.notNull())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('user_phone', 'text')
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('price', sql`numeric(10, 2)`, (col) => col.notNull().check(sql`price > 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'approved_pending_companies', 'rejected', 'sent')`),
    )
    .addColumn('istat_code', 'text', (col) => col.references('municipalities.istat_code').onDelete('set null'))
    // The foreign key arrives with the landing pages table.
    .addColumn('landing_page_id', 'uuid')
    .addColumn('prefilled_service', 'text')
    .addColumn('prefilled_location', 'text')
    .addColumn('landing_context', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('leads_status_created_idx').on('leads').columns(['status', 'created_at desc']).execute();
  await db.schema.createIndex('leads_category_created_idx').on('leads').columns(['category', 'created_at desc']).execute();
  await db.schema.createIndex('leads_created_idx').on('leads').column('created_at desc').execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // One message per purpose and subject (e.g. "verification:<id>"): enqueuing twice sends once.
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('provider_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_outbox_due_idx').on('email_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('email_outbox_created_idx').on('email_outbox').column('created_at desc').execute();
}
