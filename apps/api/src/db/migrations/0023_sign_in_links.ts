import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 31: the one mechanism for every emailed sign-in link (`features/sign-in-links`). A row per link:
 * who it signs in (`purpose` + `subject_id`; only 'admin' for now, businesses and customers come later and
 * widen the check), the SHA-256 of its 32-byte random token (never the token), when it expires (15 minutes)
 * and when it was used (single use: one conditional UPDATE sets `used_at`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_links')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('admin')`))
    .addColumn('subject_id', 'uuid', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sign_in_links_expires_at').on('sign_in_links').column('expires_at').execute();
}
