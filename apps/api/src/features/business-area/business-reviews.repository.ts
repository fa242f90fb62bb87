import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The reviews of one business (issue 34, «Recensioni» of the «Area aziende»): each with its request's category,
 * place and date. Never the customer's contacts, nor the admin's reason for hiding one.
 */
function reviewsOf(db: Db, businessId: string) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .where('r.business_id', '=', businessId);
}

/** A review still open to the business's reply: pending, and its days to reply not over (database time). */
const openToReply = sql<boolean>`r.status = 'pending' and now() < r.reply_until`;

const REVIEW_COLUMNS = [
  'r.id',
  'r.rating',
  'r.comment',
  'r.author_name',
  'r.created_at',
  'r.status',
  'r.reply',
  'r.replied_at',
  'r.reply_until',
  openToReply.as('can_reply'),
  'l.category',
  'l.created_at as requested_at',
  'm.name as municipality',
  'm.province',
  'l.prefilled_location',
] as const;

export interface ReviewPage {
  readonly limit: number;
  readonly offset: number;
}

/** One page of the business's reviews, newest first, how many there are and how many still await its reply. */
export async function listReviewsOf(db: Db, businessId: string, page: ReviewPage) {
  const [rows, counts] = await Promise.all([
    reviewsOf(db, businessId)
      .select(REVIEW_COLUMNS)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    reviewsOf(db, businessId)
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        sql<string>`count(*) filter (where ${openToReply} and r.reply is null)`.as('awaiting_reply'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total), awaitingReply: Number(counts.awaiting_reply) };
}

export type ReviewRow = Awaited<ReturnType<typeof listReviewsOf>>['rows'][number];

export async function findReviewOf(db: Db, businessId: string, reviewId: string): Promise<ReviewRow | undefined> {
  return reviewsOf(db, businessId).select(REVIEW_COLUMNS).where('r.id', '=', reviewId).executeTakeFirst();
}

/**
 * Writes the reply in one statement, only while the review is open to it: an admin publishing or hiding it at the
 * same moment, or the deadline passing, leaves it unwritten (false). The event 'replied' in the same statement.
 */
export async function saveReply(db: Db, businessId: string, reviewId: string, reply: string): Promise<boolean> {
  const result = await sql<{ id: string }>`
    with replied as (
      update reviews r set reply = ${reply}, replied_at = now()
      where r.id = ${reviewId} and r.business_id = ${businessId} and ${openToReply}
      returning r.id
    )
    insert into review_events (review_id, type) select id, 'replied' from replied
    returning review_id as id
  `.execute(db);
  return result.rows.length > 0;
}

/** The published reviews of one business: their count and the sum of their stars (0 and 0 for none). */
export async function publishedStarsOf(db: Db, businessId: string): Promise<{ count: number; starSum: number }> {
  const row = await db
    .selectFrom('reviews')
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(rating), 0)::int`.as('star_sum')])
    .where('business_id', '=', businessId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return { count: row.count, starSum: row.star_sum };
}
