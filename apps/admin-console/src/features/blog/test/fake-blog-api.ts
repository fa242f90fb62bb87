import { randomUUID } from 'node:crypto';
import { ApiError, pageOf, SESSION_COOKIE, startContractFake, type ContractFake } from '@trovapro/api-client/testing';
import type { BlogPost, GeneratedBlogPost } from '@trovapro/domain';
import { TEST_ADMIN } from '../../../test/fake-admin-api.ts';

/** The blog admin routes on the shared contract fake, for this feature's component tests. */
export interface FakeBlogApi extends ContractFake {
  posts: BlogPost[];
}

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  const title = overrides.title ?? `Articolo ${randomUUID().slice(0, 8)}`;
  return {
    id: randomUUID(),
    title,
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    excerpt: 'Estratto',
    content: '<p>Testo</p>',
    metaDescription: 'Descrizione',
    featuredImage: null,
    categoryTags: ['casa'],
    callToAction: 'Richiedi un preventivo gratuito',
    status: 'draft',
    viewCount: 0,
    leadCount: 0,
    publishedAt: null,
    updatedAt: new Date('2025-03-01T10:00:00Z').toISOString(),
    ...overrides,
  };
}

export const GENERATED: GeneratedBlogPost = {
  title: 'Caldaia: quanto costa la revisione',
  slug: 'caldaia-quanto-costa-la-revisione',
  excerpt: 'Prezzi e controlli della revisione della caldaia.',
  content: '<h2>Quanto costa</h2><p>Da 80 a 150 euro.</p><h2>Cosa controllare</h2><p>Il libretto.</p>',
  metaDescription: 'Quanto costa la revisione della caldaia e cosa controllare.',
  categoryTags: ['caldaia', 'riscaldamento'],
  callToAction: 'Richiedi un preventivo gratuito',
};

export async function startFakeBlogApi(): Promise<FakeBlogApi> {
  const byId = (id: string | undefined) => {
    const post = api.posts.find((candidate) => candidate.id === id);
    if (!post) throw new ApiError(404, 'error', 'Articolo non trovato');
    return post;
  };
  const fake = await startContractFake({
    // The sign-in, for a session that ends while an article is being edited.
    adminLogin: ({ body }) => {
      if (body.email !== TEST_ADMIN.email || body.password !== TEST_ADMIN.password)
        throw new ApiError(401, 'invalid_credentials', 'Credenziali non valide');
      const { password: _password, ...admin } = TEST_ADMIN;
      return { body: admin, headers: { 'set-cookie': `${SESSION_COOKIE}=${fake.openSession()}; Path=/; HttpOnly; SameSite=Lax` } };
    },
    adminListBlogPosts: ({ query }) => ({
      body: pageOf(
        'posts',
        api.posts.filter((post) => query.status === undefined || post.status === query.status),
        query,
        20,
      ),
    }),
    adminGenerateBlogPost: ({ body }) => ({ body: { ...GENERATED, title: `${GENERATED.title} (${body.keyword})` } }),
    adminCreateBlogPost: ({ body }) => {
      const post = makePost({ ...body, callToAction: body.callToAction ?? 'Richiedi un preventivo gratuito' });
      api.posts.unshift(post);
      return { status: 201, body: post };
    },
    adminUpdateBlogPost: ({ params, body }) => ({ body: Object.assign(byId(params.id), body) }),
    adminPublishBlogPost: ({ params }) => {
      const post = byId(params.id);
      if (post.status === 'published') throw new ApiError(409, 'error', "L'articolo è già pubblicato");
      return { body: Object.assign(post, { status: 'published', publishedAt: new Date().toISOString() }) };
    },
    adminDeleteBlogPost: ({ params }) => {
      const post = byId(params.id);
      api.posts = api.posts.filter((candidate) => candidate !== post);
      return { body: { success: true } };
    },
  });
  const api: FakeBlogApi = { ...fake, posts: [] };
  return api;
}
