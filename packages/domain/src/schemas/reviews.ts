import { Type, type Static } from 'typebox';
import { Nullable, PageInfoSchema, PageQuerySchema, TimestampSchema, UuidSchema } from './common.ts';

/**
 * Reviews (issue 34): REVIEW_REQUEST_DAYS after a purchase is paid, its customer is emailed a signed link (purpose
 * 'review', the purchase's id) to rate that business once, 1–5 stars and an optional comment. The business may reply
 * until `replyUntil` (REVIEW_REPLY_DAYS); then the admin publishes the review or hides it with a reason. An erased
 * customer's reviews are anonymised (no name, personal data taken out of the comment), never deleted.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const ReviewStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('published'), Type.Literal('hidden')]);
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_EVENT_TYPES = ['created', 'replied', 'published', 'hidden', 'anonymised'] as const;
export const ReviewEventTypeSchema = Type.Union([
  Type.Literal('created'),
  Type.Literal('replied'),
  Type.Literal('published'),
  Type.Literal('hidden'),
  Type.Literal('anonymised'),
]);
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** The longest comment a customer may write (the database checks the same). */
export const REVIEW_COMMENT_MAX = 1000;
/** The longest reason an admin may give for hiding a review. */
export const REVIEW_HIDE_REASON_MAX = 1000;
/** A review token's own limit: `<uuid>.<43 characters>`, with room to spare. */
export const REVIEW_TOKEN_MAX = 200;

export const ReviewRatingSchema = Type.Integer({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX });

const ReviewTokenSchema = Type.String({ minLength: 1, maxLength: REVIEW_TOKEN_MAX });

/** `GET /api/reviews/request?t=`: the link's token. */
export const ReviewRequestQuerySchema = Type.Object({ t: ReviewTokenSchema }, { additionalProperties: false });
export type ReviewRequestQuery = Static<typeof ReviewRequestQuerySchema>;

/** The review a customer wrote, as they see it again. */
export const WrittenReviewSchema = Type.Object({
  rating: ReviewRatingSchema,
  comment: Nullable(Type.String()),
  createdAt: TimestampSchema,
});
export type WrittenReview = Static<typeof WrittenReviewSchema>;

/** What the review form names: the business, the request (category, place, when it was bought), the review once written. */
export const ReviewRequestViewSchema = Type.Object({
  businessName: Type.String(),
  category: Type.String(),
  place: Nullable(Type.String()),
  purchasedAt: TimestampSchema,
  review: Nullable(WrittenReviewSchema),
});
export type ReviewRequestView = Static<typeof ReviewRequestViewSchema>;

/** `POST /api/reviews`: from the link of the review request email. An empty comment is no comment. */
export const ReviewBodySchema = Type.Object(
  {
    token: ReviewTokenSchema,
    rating: ReviewRatingSchema,
    comment: Type.Optional(Type.String({ maxLength: REVIEW_COMMENT_MAX })),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBodySchema>;

/** One step of a review's history, with the admin who took it (when one did and still exists). */
export const ReviewEventSchema = Type.Object({
  type: ReviewEventTypeSchema,
  at: TimestampSchema,
  adminName: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});
export type ReviewEvent = Static<typeof ReviewEventSchema>;

/** A review in the admin's «Recensioni». `authorName` null: anonymised (the public sees «Cliente»). */
export const AdminReviewSchema = Type.Object({
  id: UuidSchema,
  rating: ReviewRatingSchema,
  comment: Nullable(Type.String()),
  authorName: Nullable(Type.String()),
  status: ReviewStatusSchema,
  createdAt: TimestampSchema,
  replyUntil: TimestampSchema,
  reply: Nullable(Type.String()),
  repliedAt: Nullable(TimestampSchema),
  hiddenReason: Nullable(Type.String()),
  moderatedAt: Nullable(TimestampSchema),
  anonymisedAt: Nullable(TimestampSchema),
  /** True when «Pubblica» is allowed: pending or hidden, and replied or past `replyUntil`. */
  publishable: Type.Boolean(),
  business: Type.Object({ id: UuidSchema, name: Type.String() }),
  lead: Type.Object({ id: UuidSchema, category: Type.String(), place: Nullable(Type.String()) }),
  events: Type.Array(ReviewEventSchema),
});
export type AdminReview = Static<typeof AdminReviewSchema>;

/** `GET /api/admin/reviews`: by status (pending when absent), pending oldest first, others newest first. */
export const AdminReviewsQuerySchema = Type.Object(
  { status: Type.Optional(ReviewStatusSchema), ...PageQuerySchema.properties },
  { additionalProperties: false },
);
export type AdminReviewsQuery = Static<typeof AdminReviewsQuerySchema>;

export const AdminReviewListSchema = Type.Object({ reviews: Type.Array(AdminReviewSchema), ...PageInfoSchema.properties });
export type AdminReviewList = Static<typeof AdminReviewListSchema>;

/** `POST /api/admin/reviews/:id/hide`: the reason, required (kept with the review and in its history). */
export const HideReviewBodySchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: REVIEW_HIDE_REASON_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type HideReviewBody = Static<typeof HideReviewBodySchema>;

/** A review in the privacy export of its author. */
export const PrivacyExportReviewSchema = Type.Object({
  businessName: Type.String(),
  rating: ReviewRatingSchema,
  comment: Nullable(Type.String()),
  authorName: Nullable(Type.String()),
  status: ReviewStatusSchema,
  createdAt: TimestampSchema,
  reply: Nullable(Type.String()),
  anonymisedAt: Nullable(TimestampSchema),
});
export type PrivacyExportReview = Static<typeof PrivacyExportReviewSchema>;
