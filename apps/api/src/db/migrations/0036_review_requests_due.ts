import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 34, reviews: the review request job looks every few minutes for paid purchases not asked yet, by payment date.
 * A partial index keeps that look small however many purchases were asked before. The two new emails
 * (`review_request_email`, `review_received_email`) are inserted by the start-up seed, as every missing default is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index purchases_review_due_idx on purchases (paid_at) where review_requested_at is null and status = 'paid'`.execute(db);
}
