import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 33, the «Area aziende»: a business signs in with an emailed one-time link (a new purpose of `sign_in_links`)
 * and stays signed in by a session of its own, not the admin's `sessions` of @fastify/session:
 * - `business_sessions.token_hash`: the SHA-256 of the cookie's random value, so the table alone cannot be replayed
 *   as cookies;
 * - `expires_at`: 30 days, moved forward at most once a day while the business uses the area; expired rows are
 *   deleted by the `session-purge` task;
 * - deleting a business deletes its sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sign_in_links drop constraint sign_in_links_purpose_check`.execute(db);
  await sql`alter table sign_in_links add constraint sign_in_links_purpose_check check (purpose in ('admin', 'business'))`.execute(db);

  await db.schema
    .createTable('business_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('business_id', 'uuid', (col) => col.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('business_sessions_business_id').on('business_sessions').column('business_id').execute();
  await db.schema.createIndex('business_sessions_expires_at').on('business_sessions').column('expires_at').execute();
}
