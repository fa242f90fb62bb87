import { IdParamsSchema } from '../schemas/common.ts';
import {
  AdminReviewListSchema,
  AdminReviewSchema,
  AdminReviewsQuerySchema,
  HideReviewBodySchema,
  ReviewBodySchema,
  ReviewRequestQuerySchema,
  ReviewRequestViewSchema,
  WrittenReviewSchema,
} from '../schemas/reviews.ts';
import { defineRoute } from './define-route.ts';

/** Reviews (issue 34): the customer's, from the signed link of the review request email, and the admin's «Recensioni». */

export const reviewRequest = defineRoute({
  method: 'GET',
  path: '/api/reviews/request',
  access: 'public',
  tag: 'reviews',
  summary: "What the review link's form names: the business, the request, and the review when it was written already",
  query: ReviewRequestQuerySchema,
  responses: { 200: ReviewRequestViewSchema },
  errors: {
    400: 'The link is not a review link we signed (`invalid_token`).',
    410: 'The purchase was refunded or the customer’s data erased (`lead_unavailable`).',
  },
});

export const writeReview = defineRoute({
  method: 'POST',
  path: '/api/reviews',
  access: 'public',
  tag: 'reviews',
  summary:
    "A customer's review of the business that bought their request (1–5 stars, optional comment), once per purchase and only from that purchase's link; the business is told by email (rate limited per address)",
  body: ReviewBodySchema,
  responses: { 201: WrittenReviewSchema },
  errors: {
    400: 'The link is not a review link we signed (`invalid_token`).',
    409: 'This purchase has its review already (`conflict`, field `review`).',
    410: 'The purchase was refunded or the customer’s data erased (`lead_unavailable`).',
    429: 'Too many reviews from this address (`too_many_requests`); see `Retry-After`.',
  },
});

export const adminListReviews = defineRoute({
  method: 'GET',
  path: '/api/admin/reviews',
  access: 'admin',
  tag: 'reviews',
  summary:
    "The customers' reviews («Recensioni») by status: pending oldest first, others newest first; each with its business, request, reply and history",
  query: AdminReviewsQuerySchema,
  responses: { 200: AdminReviewListSchema },
});

export const adminPublishReview = defineRoute({
  method: 'POST',
  path: '/api/admin/reviews/:id/publish',
  access: 'admin',
  tag: 'reviews',
  summary: 'Publishes a review (with its reply beside it) once the business replied or its days to reply are over; logged with the admin',
  params: IdParamsSchema,
  responses: { 200: AdminReviewSchema },
  errors: {
    404: 'No review has this id (`not_found`).',
    409: 'Published already, or the business may still reply (`invalid_transition`).',
  },
});

export const adminHideReview = defineRoute({
  method: 'POST',
  path: '/api/admin/reviews/:id/hide',
  access: 'admin',
  tag: 'reviews',
  summary: 'Hides a review, a published one too, with a required reason; logged with the admin',
  params: IdParamsSchema,
  body: HideReviewBodySchema,
  responses: { 200: AdminReviewSchema },
  errors: { 404: 'No review has this id (`not_found`).', 409: 'Hidden already (`invalid_transition`).' },
});
