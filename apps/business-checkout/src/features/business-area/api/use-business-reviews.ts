import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRequestError, swrKey } from '@trovapro/api-client';
import { routeRef, type BusinessReview, type BusinessReviewList, type routes } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * The «Recensioni» routes (issue 34). Referenced here rather than in lib/api-routes.ts, which the lead page loads: the
 * area's pages are loaded on demand and the lead page's budget (issue 30) carries nothing of theirs.
 */
export const reviewRoutes = {
  businessListReviews: routeRef<typeof routes.businessListReviews>('GET', '/api/business/area/reviews'),
  businessReplyToReview: routeRef<typeof routes.businessReplyToReview>('PUT', '/api/business/area/reviews/:id/reply'),
} as const;

const isReviewsKey = (key: unknown) => Array.isArray(key) && key[1] === reviewRoutes.businessListReviews.path;

/**
 * GET /api/business/area/reviews?page= — one page of the business's reviews, its rating and how many await its reply.
 * Asked again at each arrival on the page: a review written or moderated meanwhile must show.
 */
export function useBusinessReviews(page: number) {
  const client = useApiClient();
  const input = { query: { page: page === 1 ? undefined : page } };
  return useSWR<BusinessReviewList>(swrKey(reviewRoutes.businessListReviews, input), () => client.call(reviewRoutes.businessListReviews, input), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
}

/**
 * PUT /api/business/area/reviews/:id/reply — saves the business's reply; the list is asked again, also after a 409 (the
 * days ended or the admin decided meanwhile: the review turns read-only).
 */
export function useReplyToReview(reviewId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation(
    ['business-area/review-reply', reviewId],
    async (_key: unknown, { arg }: { arg: string }): Promise<BusinessReview> => {
      let saved: BusinessReview;
      try {
        saved = await client.call(reviewRoutes.businessReplyToReview, { params: { id: reviewId }, body: { reply: arg } });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) await mutate(isReviewsKey);
        throw error;
      }
      await mutate(isReviewsKey);
      return saved;
    },
    { throwOnError: true },
  );
  return { saveReply: mutation.trigger, saving: mutation.isMutating };
}
