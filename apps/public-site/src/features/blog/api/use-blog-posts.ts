import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { PAGE_SIZES, routes } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';

/** GET /api/blog-posts?page&limit=12 — published posts, newest first. */
export function useBlogPosts(page: number) {
  const input = { query: { page, limit: PAGE_SIZES.publicBlogPosts } };
  return useSWR(swrKey(routes.publicBlogPosts, input), () => apiClient.call(routes.publicBlogPosts, input), { keepPreviousData: true });
}

/** GET /api/blog-posts/:slug — a published post (any other answer is an error: 'Articolo non trovato'). */
export function useBlogPost(slug: string | undefined) {
  const input = { params: { slug: slug ?? '' } };
  return useSWR(slug ? swrKey(routes.publicBlogPost, input) : null, () => apiClient.call(routes.publicBlogPost, input));
}
