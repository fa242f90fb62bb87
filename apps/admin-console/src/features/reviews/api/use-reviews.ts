import { PAGE_SIZES, routes, type ReviewStatus } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/reviews?status=&page=: the reviews of that status (pending oldest first). */
export function useGetReviews(status: ReviewStatus, page: number) {
  return useApiQuery(routes.adminListReviews, { query: { status, page, limit: PAGE_SIZES.adminReviews } }, { revalidateOnMount: true });
}

/** What a decision makes stale: the lists of every status. */
const DECISION_READS = [routes.adminListReviews];

/** POST /api/admin/reviews/:id/publish: once replied or past the reply's date. */
export function usePublishReview(reviewId: string) {
  return useApiMutation('reviews/publish', (client) => client.call(routes.adminPublishReview, { params: { id: reviewId } }), {
    revalidates: DECISION_READS,
    alsoAfterRefusal: true,
  });
}

/** POST /api/admin/reviews/:id/hide: with the reason, kept in the review's history. */
export function useHideReview(reviewId: string) {
  return useApiMutation(
    'reviews/hide',
    (client, reason: string) => client.call(routes.adminHideReview, { params: { id: reviewId }, body: { reason } }),
    { revalidates: DECISION_READS, alsoAfterRefusal: true },
  );
}
