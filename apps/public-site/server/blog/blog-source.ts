import { PAGE_SIZES, routes, SlugSchema, type BlogPost, type PublicBlogPostList } from '@trovapro/domain';

/** An answer of the API, none (unknown or draft slug), or the API could not be reached. */
export type BlogLookup<T> = { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'unavailable' };

/** Who is reading: forwarded so the API counts the view once per visitor per day, as for a browser's call. */
export interface Reader {
  address: string;
  userAgent: string | undefined;
}

const SLUG = new RegExp((SlugSchema as unknown as { pattern: string }).pattern);

async function fetchJson<T>(url: string, reader: Reader | null, isValid: (body: unknown) => body is T, timeoutMs: number): Promise<BlogLookup<T>> {
  try {
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        ...(reader ? { 'x-forwarded-for': reader.address, ...(reader.userAgent ? { 'user-agent': reader.userAgent } : {}) } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'unavailable' };
    const body: unknown = await response.json();
    return isValid(body) ? { kind: 'found', value: body } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** The API's answers have the contract's shape (it serializes by the schema); this guards a wrong API_URL. */
function isPostList(body: unknown): body is PublicBlogPostList {
  const list = body as Partial<PublicBlogPostList> | null;
  return typeof list === 'object' && list !== null && Array.isArray(list.posts) && typeof list.total === 'number' && typeof list.totalPages === 'number';
}

function isPost(body: unknown): body is BlogPost {
  const post = body as Partial<BlogPost> | null;
  return typeof post === 'object' && post !== null && typeof post.title === 'string' && typeof post.content === 'string' && Array.isArray(post.categoryTags);
}

export function fetchBlogPage(apiUrl: string, page: number, timeoutMs = 5000): Promise<BlogLookup<PublicBlogPostList>> {
  return fetchJson(`${apiUrl}${routes.publicBlogPosts.path}?page=${page}&limit=${PAGE_SIZES.publicBlogPosts}`, null, isPostList, timeoutMs);
}

/** One published post (`GET /api/blog-posts/:slug`, which counts the reader's view). */
export async function fetchBlogPost(apiUrl: string, slug: string, reader: Reader, timeoutMs = 5000): Promise<BlogLookup<BlogPost>> {
  if (slug.length > 200 || !SLUG.test(slug)) return { kind: 'missing' };
  return fetchJson(`${apiUrl}/api/blog-posts/${slug}`, reader, isPost, timeoutMs);
}
