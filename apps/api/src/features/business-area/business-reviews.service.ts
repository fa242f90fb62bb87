import { apiBusinessReviewsMessages } from '@trovapro/copy';
import {
  formatLocation,
  PAGE_SIZES,
  pageOffset,
  ratingSummary,
  totalPages,
  type BusinessReview,
  type BusinessReviewList,
  type BusinessReviewReplyBody,
  type BusinessReviewsQuery,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { findReviewOf, listReviewsOf, publishedStarsOf, saveReply, type ReviewRow } from './business-reviews.repository.ts';

/**
 * «Recensioni» of the «Area aziende» (issue 34): the signed-in business's reviews and its one reply to each, written
 * and edited while the review waits for the admin (`pending`) and before its `reply_until`. The customer writes the
 * review and the admin publishes or hides it (features/reviews); a hidden review's reason stays the admin's.
 */

/** `GET /api/business/area/reviews`: newest first, with the business's rating and how many await its reply. */
export async function listBusinessReviews(db: Db, businessId: string, query: BusinessReviewsQuery): Promise<BusinessReviewList> {
  const limit = query.limit ?? PAGE_SIZES.businessReviews;
  const [{ rows, total, awaitingReply }, published] = await Promise.all([
    listReviewsOf(db, businessId, { limit, offset: pageOffset(query.page ?? 1, limit) }),
    publishedStarsOf(db, businessId),
  ]);
  return {
    reviews: rows.map(toBusinessReview),
    rating: ratingSummary(published.count, published.starSum),
    awaitingReply,
    total,
    totalPages: totalPages(total, limit),
  };
}

function toBusinessReview(row: ReviewRow): BusinessReview {
  return {
    id: row.id,
    stars: row.rating,
    comment: row.comment,
    author: row.author_name,
    category: row.category,
    place:
      row.municipality !== null && row.province !== null
        ? formatLocation({ municipality: row.municipality, province: row.province })
        : row.prefilled_location,
    requestedAt: row.requested_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    status: row.status as BusinessReview['status'],
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
    replyUntil: row.reply_until.toISOString(),
    canReply: row.can_reply,
  };
}

const REPLY_WINDOW_MS = 15 * 60 * 1000;
/** Replies a business may save in 15 minutes: many edits of many replies, few enough to stop a loop. */
export const REPLIES_PER_BUSINESS = 60;

/**
 * `PUT /api/business/area/reviews/:id/reply`: the reply trimmed (blank → 400), written only to the business's own
 * review (404 otherwise, whether or not the id exists) while it is open to it (409 once the days are over or the
 * admin has decided), each save logged as 'replied'.
 */
export async function replyToReview(db: Db, businessId: string, reviewId: string, body: BusinessReviewReplyBody): Promise<BusinessReview> {
  await enforceRateLimits(db, [{ key: `review-reply:business:${businessId}`, limit: REPLIES_PER_BUSINESS, windowMs: REPLY_WINDOW_MS }], {
    code: 'too_many_requests',
    message: apiBusinessReviewsMessages.tooManyReplies,
  });
  const reply = body.reply.trim();
  if (reply === '') throw invalidField('reply', apiBusinessReviewsMessages.replyRequired);
  if (!(await saveReply(db, businessId, reviewId, reply))) {
    const review = await findReviewOf(db, businessId, reviewId);
    if (review === undefined) throw notFound(apiBusinessReviewsMessages.reviewNotFound);
    throw new AppError(
      'conflict',
      review.status === 'pending' ? apiBusinessReviewsMessages.replyTimeOver : apiBusinessReviewsMessages.alreadyModerated,
    );
  }
  const saved = await findReviewOf(db, businessId, reviewId);
  if (saved === undefined) throw notFound(apiBusinessReviewsMessages.reviewNotFound);
  return toBusinessReview(saved);
}
