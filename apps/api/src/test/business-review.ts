import { randomUUID } from 'node:crypto';
import type { ReviewStatus } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { insertSentLead, type SentLeadOptions } from '../features/checkout/sent-lead.fixture.ts';

export interface ReviewFixture {
  readonly stars?: number;
  readonly comment?: string | null;
  /** Null: anonymised (the customer erased their data). */
  readonly author?: string | null;
  readonly status?: ReviewStatus;
  /** Days from now to its reply deadline (negative: over); 7 by default. */
  readonly replyDays?: number;
  /** How long ago it was written (hours); 1 by default. */
  readonly hoursAgo?: number;
  readonly lead?: SentLeadOptions;
}

/**
 * For tests: a review of the business as the customer writes it from the review email (issue 34), inserted directly
 * with what it needs — a sent lead and the business's paid purchase of it. Published or hidden ones are moderated
 * (`moderated_at`; hidden with a reason). Answers the review's id.
 */
export async function insertReview(db: Db, businessId: string, fixture: ReviewFixture = {}): Promise<string> {
  const leadId = await insertSentLead(db, fixture.lead);
  const business = await db.selectFrom('businesses').select(['email', 'name']).where('id', '=', businessId).executeTakeFirstOrThrow();
  const purchase = await db
    .insertInto('purchases')
    .values({
      lead_id: leadId,
      business_id: businessId,
      business_email: business.email,
      business_name: business.name,
      amount: '25.00',
      payment_intent_id: `pi_${randomUUID()}`,
      payment_provider: 'test-gateway',
      status: 'paid',
      paid_at: sql<Date>`now() - interval '8 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const status = fixture.status ?? 'pending';
  const hoursAgo = fixture.hoursAgo ?? 1;
  const review = await db
    .insertInto('reviews')
    .values({
      purchase_id: purchase.id,
      lead_id: leadId,
      business_id: businessId,
      rating: fixture.stars ?? 5,
      comment: fixture.comment === undefined ? 'Puntuale e gentile, lavoro fatto bene.' : fixture.comment,
      author_name: fixture.author === undefined ? 'Giulia B.' : fixture.author,
      anonymised_at: fixture.author === null ? sql<Date>`now()` : null,
      created_at: sql<Date>`now() - make_interval(hours => ${hoursAgo})`,
      reply_until: sql<Date>`now() + make_interval(days => ${fixture.replyDays ?? 7})`,
      status,
      hidden_reason: status === 'hidden' ? 'Contiene il numero di telefono del cliente' : null,
      moderated_at: status === 'pending' ? null : sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return review.id;
}
