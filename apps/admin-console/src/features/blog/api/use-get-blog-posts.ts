import { PAGE_SIZES, routes, type BlogPostStatus } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/blog-posts, filtered by status and paged (20) on the server; refreshed whenever shown again. */
export function useGetBlogPosts(status: BlogPostStatus | undefined, page: number) {
  return useApiQuery(
    routes.adminListBlogPosts,
    { query: { ...(status === undefined ? {} : { status }), page, limit: PAGE_SIZES.adminBlogPosts } },
    { revalidateOnMount: true, keepPreviousData: true },
  );
}
