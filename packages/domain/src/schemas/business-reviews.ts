import { Type, type Static } from 'typebox';
import { Nullable, PageInfoSchema, PageQuerySchema, TimestampSchema, UuidSchema } from './common.ts';
import { ReviewStatusSchema } from './reviews.ts';

/**
 * Reviews as the business sees them (issue 34): its «Recensioni» in the «Area aziende», its one reply to each while
 * the review waits for moderation, and the rating the admin's candidate list ranks it by. A review is written by the
 * customer from the link of the review request email (1–5 stars, an optional comment) and moderated by the admin.
 */

/** The longest reply a business may give a review. */
export const REVIEW_REPLY_MAX = 1000;

/**
 * The review score the candidate list ranks by: the average of the business's published reviews with a prior, as if
 * every business started with `reviews` reviews of `stars` stars — so one 5★ review (score 3,33) does not beat fifty of
 * 4,8★ (4,64), and a business without reviews scores 3, between the good and the bad.
 */
export const REVIEW_SCORE_PRIOR = { reviews: 5, stars: 3 } as const;

/** (Σ stars + 5 × 3) / (reviews + 5): the rule the candidate list's SQL applies, for tests and documentation. */
export function reviewScore(starSum: number, reviewCount: number): number {
  return (starSum + REVIEW_SCORE_PRIOR.reviews * REVIEW_SCORE_PRIOR.stars) / (reviewCount + REVIEW_SCORE_PRIOR.reviews);
}

/** A business's published reviews: their plain average to one decimal («4.6», shown «4,6») and how many; null for none. */
export const ReviewRatingSummarySchema = Type.Object({
  average: Type.String({ pattern: '^[1-5]\\.\\d$', examples: ['4.6'] }),
  count: Type.Integer({ minimum: 1 }),
});
export type ReviewRatingSummary = Static<typeof ReviewRatingSummarySchema>;

/** The rating of `count` published reviews whose stars add up to `starSum`: the average rounded half up to one decimal. */
export function ratingSummary(count: number, starSum: number): ReviewRatingSummary | null {
  if (count <= 0) return null;
  // In tenths, from integers: 4,65 is 4,7 (a float's 4.65 would not say so reliably).
  const tenths = Math.round((starSum * 10) / count);
  return { average: `${Math.floor(tenths / 10)}.${tenths % 10}`, count };
}

/** `GET /api/business/area/reviews`: newest review first. */
export const BusinessReviewsQuerySchema = Type.Object({ ...PageQuerySchema.properties }, { additionalProperties: false });
export type BusinessReviewsQuery = Static<typeof BusinessReviewsQuerySchema>;

/**
 * One review of the signed-in business. `author`: what the public sees («Marco R.»), null once the customer's data is
 * erased (shown «Cliente»). The admin's reason for hiding a review is not the business's to read (it is written for
 * the moderation log and may name the customer or a report): a hidden review is only «Non pubblicata».
 * `canReply`: pending and before `replyUntil` (the server's clock decides; the reply is then refused with 409).
 */
export const BusinessReviewSchema = Type.Object({
  id: UuidSchema,
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Nullable(Type.String()),
  author: Nullable(Type.String()),
  /** The request the review is about: its category, its place («Fano (Pesaro e Urbino)») or null, when it was made. */
  category: Type.String(),
  place: Nullable(Type.String()),
  requestedAt: TimestampSchema,
  createdAt: TimestampSchema,
  status: ReviewStatusSchema,
  reply: Nullable(Type.String()),
  repliedAt: Nullable(TimestampSchema),
  replyUntil: TimestampSchema,
  canReply: Type.Boolean(),
});
export type BusinessReview = Static<typeof BusinessReviewSchema>;

/** The page of reviews, the business's rating (its published reviews) and how many reviews still await its reply. */
export const BusinessReviewListSchema = Type.Object({
  reviews: Type.Array(BusinessReviewSchema),
  rating: Nullable(ReviewRatingSummarySchema),
  awaitingReply: Type.Integer({ minimum: 0 }),
  ...PageInfoSchema.properties,
});
export type BusinessReviewList = Static<typeof BusinessReviewListSchema>;

export const BusinessReviewParamsSchema = Type.Object({ id: UuidSchema }, { additionalProperties: false });
export type BusinessReviewParams = Static<typeof BusinessReviewParamsSchema>;

/** `PUT /api/business/area/reviews/:id/reply`: the reply, stored trimmed (1 to 1000 characters). */
export const BusinessReviewReplyBodySchema = Type.Object(
  { reply: Type.String({ minLength: 1, maxLength: REVIEW_REPLY_MAX }) },
  { additionalProperties: false },
);
export type BusinessReviewReplyBody = Static<typeof BusinessReviewReplyBodySchema>;
