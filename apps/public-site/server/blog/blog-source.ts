import { isSlug, PAGE_SIZES, routes, type BlogPost, type PublicBlogPostList } from '@trovapro/domain';
import { fetchApiJson, type ApiLookup } from '../api-lookup.ts';

/** Who is reading: forwarded so the API counts the view once per visitor per day, as for a browser's call. */
export interface Reader {
  address: string;
  userAgent: string | undefined;
}

/** The API's answers have the contract's shape (it serializes by the schema); this guards a wrong API_URL. */
function isPostList(body: unknown): body is PublicBlogPostList {
  const list = body as Partial<PublicBlogPostList> | null;
  return (
    typeof list === 'object' && list !== null && Array.isArray(list.posts) && typeof list.total === 'number' && typeof list.totalPages === 'number'
  );
}

function isPost(body: unknown): body is BlogPost {
  const post = body as Partial<BlogPost> | null;
  return (
    typeof post === 'object' &&
    post !== null &&
    typeof post.title === 'string' &&
    typeof post.content === 'string' &&
    Array.isArray(post.categoryTags)
  );
}

export function fetchBlogPage(apiUrl: string, page: number, timeoutMs = 5000): Promise<ApiLookup<PublicBlogPostList>> {
  return fetchApiJson(`${apiUrl}${routes.publicBlogPosts.path}?page=${page}&limit=${PAGE_SIZES.publicBlogPosts}`, isPostList, { timeoutMs });
}

/** One published post (`GET /api/blog-posts/:slug`, which counts the reader's view). */
export async function fetchBlogPost(apiUrl: string, slug: string, reader: Reader, timeoutMs = 5000): Promise<ApiLookup<BlogPost>> {
  if (!isSlug(slug)) return { kind: 'missing' };
  const headers = { 'x-forwarded-for': reader.address, ...(reader.userAgent ? { 'user-agent': reader.userAgent } : {}) };
  return fetchApiJson(`${apiUrl}/api/blog-posts/${slug}`, isPost, { headers, timeoutMs });
}
