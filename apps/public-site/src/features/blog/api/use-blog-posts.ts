import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { PAGE_SIZES } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** GET /api/blog-posts?page&limit=12 — published posts, newest first. */
export function useBlogPosts(page: number) {
  const input = { query: { page, limit: PAGE_SIZES.publicBlogPosts } };
  return useSWR(swrKey(publicRoutes.publicBlogPosts, input), () => apiClient.call(publicRoutes.publicBlogPosts, input), { keepPreviousData: true });
}

/** GET /api/blog-posts/:slug — a published post (any other answer is an error: 'Articolo non trovato'). */
export function useBlogPost(slug: string | undefined) {
  const input = { params: { slug: slug ?? '' } };
  return useSWR(slug ? swrKey(publicRoutes.publicBlogPost, input) : null, () => apiClient.call(publicRoutes.publicBlogPost, input));
}
