import { routes, type CreateBlogPostBody, type UpdateBlogPostBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** Every write changes the tab's list (GET /api/admin/blog-posts), so each one refreshes it after success. */
const BLOG_LIST = { revalidates: [routes.adminListBlogPosts] };

/** POST /api/admin/blog-posts/generate: the writer's draft, not saved (nothing to refresh). */
export function useGenerateBlogPost() {
  return useApiMutation('blog-posts/generate', (client, keyword: string) => client.call(routes.adminGenerateBlogPost, { body: { keyword } }));
}

/** POST /api/admin/blog-posts. */
export function useCreateBlogPost() {
  return useApiMutation('blog-posts/create', (client, body: CreateBlogPostBody) => client.call(routes.adminCreateBlogPost, { body }), BLOG_LIST);
}

/** PATCH /api/admin/blog-posts/:id. */
export function useUpdateBlogPost() {
  return useApiMutation(
    'blog-posts/update',
    (client, { id, body }: { id: string; body: UpdateBlogPostBody }) => client.call(routes.adminUpdateBlogPost, { params: { id }, body }),
    BLOG_LIST,
  );
}

/** POST /api/admin/blog-posts/:id/publish (drafts). */
export function usePublishBlogPost() {
  return useApiMutation('blog-posts/publish', (client, id: string) => client.call(routes.adminPublishBlogPost, { params: { id } }), BLOG_LIST);
}

/** DELETE /api/admin/blog-posts/:id. */
export function useDeleteBlogPost() {
  return useApiMutation('blog-posts/delete', (client, id: string) => client.call(routes.adminDeleteBlogPost, { params: { id } }), BLOG_LIST);
}
