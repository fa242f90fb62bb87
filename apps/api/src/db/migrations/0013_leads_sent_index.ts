import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/** The overview's conversion rate reads the leads sent in the last 30 days (by `sent_at`). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index leads_sent_at_idx on leads (sent_at) where sent_at is not null`.execute(db);
}
