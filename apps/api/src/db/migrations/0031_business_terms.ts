import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 33, the terms for businesses (`/termini-aziende`, EU Regulation 2019/1150):
 * - `business_terms_acceptances`: each version of the terms a business accepted, when, and where ('signup': the
 *   «Diventa partner» form; 'purchase': the checkout). One row per business and version; deleting a business
 *   deletes its rows.
 * - `partner_signups.terms_version` / `terms_accepted_at`: the version accepted on the form, kept until the code
 *   confirms the email and the business is created (then written as its acceptance). Null for sign-ups started
 *   before the terms existed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_terms_acceptances')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('business_id', 'uuid', (col) => col.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('context', 'text', (col) => col.notNull().check(sql`context in ('signup', 'purchase')`))
    .addUniqueConstraint('business_terms_acceptances_business_version', ['business_id', 'version'])
    .execute();
  await db.schema.createIndex('business_terms_acceptances_version').on('business_terms_acceptances').column('version').execute();

  await db.schema.alterTable('partner_signups').addColumn('terms_version', 'text').addColumn('terms_accepted_at', 'timestamptz').execute();
}
