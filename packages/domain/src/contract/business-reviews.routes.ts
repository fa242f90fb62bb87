import {
  BusinessReviewListSchema,
  BusinessReviewParamsSchema,
  BusinessReviewReplyBodySchema,
  BusinessReviewSchema,
  BusinessReviewsQuerySchema,
} from '../schemas/business-reviews.ts';
import { defineRoute } from './define-route.ts';

export const businessListReviews = defineRoute({
  method: 'GET',
  path: '/api/business/area/reviews',
  access: 'business',
  tag: 'business-area',
  summary:
    "The signed-in business's reviews, newest first, 20 a page: stars, comment, author (null once anonymised), the request's category, place and date, status (never the admin's reason for hiding), its reply and until when it may reply; its rating (published reviews) and how many await its reply",
  query: BusinessReviewsQuerySchema,
  responses: { 200: BusinessReviewListSchema },
});

export const businessReplyToReview = defineRoute({
  method: 'PUT',
  path: '/api/business/area/reviews/:id/reply',
  access: 'business',
  tag: 'business-area',
  summary:
    "Writes or replaces the business's one reply to its review, while the review is not yet moderated and before its `replyUntil`; logged as the review's event 'replied'",
  params: BusinessReviewParamsSchema,
  body: BusinessReviewReplyBodySchema,
  responses: { 200: BusinessReviewSchema },
  errors: {
    400: 'The reply is blank (`validation_error`, `field`: `reply`).',
    404: 'No review of this business has this id (`not_found`).',
    409: 'The days to reply are over, or the admin has published or hidden the review (`conflict`).',
    429: 'Too many replies saved in a short time (`too_many_requests`).',
  },
});
