import { routes } from '@trovapro/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { listBusinessReviews, replyToReview } from './business-reviews.service.ts';

/** The signed-in business (the business guard has answered 401 already when there is none). */
const businessOf = (request: FastifyRequest) => {
  if (request.business === null) throw unauthorized();
  return request.business.id;
};

/** «Recensioni» of the «Area aziende» (issue 34): the business's reviews and its reply. */
export async function businessReviewsRoutes(app: App, { db }: AppDeps): Promise<void> {
  contractRoute(app, routes.businessListReviews, async (request) => listBusinessReviews(db, businessOf(request), request.query));
  contractRoute(app, routes.businessReplyToReview, async (request) => replyToReview(db, businessOf(request), request.params.id, request.body));
}
