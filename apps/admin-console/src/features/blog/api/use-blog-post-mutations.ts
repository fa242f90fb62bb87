import { routes, type CreateBlogPostBody, type UpdateBlogPostBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** The tab's actions: generate (unsaved), create, edit, publish (drafts), delete. */
export function useBlogPostMutations() {
  const client = useApiClient();
  return {
    generate: (keyword: string) => client.call(routes.adminGenerateBlogPost, { body: { keyword } }),
    create: (body: CreateBlogPostBody) => client.call(routes.adminCreateBlogPost, { body }),
    update: (id: string, body: UpdateBlogPostBody) => client.call(routes.adminUpdateBlogPost, { params: { id }, body }),
    publish: (id: string) => client.call(routes.adminPublishBlogPost, { params: { id } }),
    remove: (id: string) => client.call(routes.adminDeleteBlogPost, { params: { id } }),
  };
}
