import { routes } from '@trovapro/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { privacySecret } from '../privacy/privacy.service.ts';
import { hideReview, listReviews, publishReview, reviewRequestView, writeReview, type ReviewsContext } from './reviews.service.ts';

const adminOf = (request: FastifyRequest) => {
  if (request.admin === null) throw unauthorized();
  return request.admin.id;
};

/** Reviews (issue 34): the customer's form from the emailed link, and the admin's «Recensioni». Tokens are never logged. */
export async function reviewsRoutes(app: App, { config, db, publicCache }: AppDeps): Promise<void> {
  const context: ReviewsContext = {
    db,
    publicCache,
    secret: await privacySecret(db, config),
    publicSiteUrl: config.publicSiteUrl,
    checkoutUrl: config.checkoutUrl,
    reviews: config.reviews,
  };

  contractRoute(app, routes.reviewRequest, async (request) => reviewRequestView(context, request.query.t));

  contractRoute(app, routes.writeReview, async (request, reply) => {
    const review = await writeReview(context, request.body, request.ip);
    reply.code(201);
    return review;
  });

  contractRoute(app, routes.adminListReviews, async (request) => listReviews(db, request.query));

  contractRoute(app, routes.adminPublishReview, async (request) => publishReview(context, adminOf(request), request.params.id));

  contractRoute(app, routes.adminHideReview, async (request) => hideReview(context, adminOf(request), request.params.id, request.body.reason));
}
