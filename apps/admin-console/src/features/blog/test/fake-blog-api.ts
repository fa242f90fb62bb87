import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Value } from 'typebox/value';
import { pageOffset, routes, totalPages, type BlogPost, type GeneratedBlogPost, type RouteContract } from '@trovapro/domain';
import { matchPath, readBody } from '../../../test/contract-matching.ts';

/**
 * A real HTTP stand-in for the blog admin routes, for the component tests only (the API has its own
 * tests). Every query, body and answer is checked against the route contract.
 */
export interface FakeBlogApi {
  origin: string;
  posts: BlogPost[];
  calls: { method: string; path: string; query: URLSearchParams; body: unknown }[];
  /** Route names answering 500 until removed. */
  failing: Set<keyof typeof routes>;
  openSession(): string;
  close(): Promise<void>;
}

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  const title = overrides.title ?? `Articolo ${randomUUID().slice(0, 8)}`;
  return {
    id: randomUUID(),
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
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

class HttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(String(status));
    this.status = status;
  }
}

type Handler = (input: { params: Record<string, string>; query: Record<string, unknown>; body: any }) => { status?: number; answer: unknown };

export async function startFakeBlogApi(): Promise<FakeBlogApi> {
  const api: FakeBlogApi = {
    origin: '',
    posts: [],
    calls: [],
    failing: new Set(),
    openSession: () => randomUUID(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const byId = (id: string | undefined) => {
    const post = api.posts.find((candidate) => candidate.id === id);
    if (!post) throw new HttpError(404);
    return post;
  };
  const handlers: [keyof typeof routes, Handler][] = [
    [
      'adminListBlogPosts',
      ({ query }) => {
        const found = api.posts.filter((post) => query.status === undefined || post.status === query.status);
        const limit = Number(query.limit ?? 20);
        const offset = pageOffset(Number(query.page ?? 1), limit);
        return { answer: { posts: found.slice(offset, offset + limit), total: found.length, totalPages: totalPages(found.length, limit) } };
      },
    ],
    ['adminGenerateBlogPost', ({ body }) => ({ answer: { ...GENERATED, title: `${GENERATED.title} (${body.keyword})` } })],
    [
      'adminCreateBlogPost',
      ({ body }) => {
        const post = makePost({ ...body, callToAction: body.callToAction ?? 'Richiedi un preventivo gratuito' });
        api.posts.unshift(post);
        return { status: 201, answer: post };
      },
    ],
    ['adminUpdateBlogPost', ({ params, body }) => ({ answer: Object.assign(byId(params.id), body) })],
    [
      'adminPublishBlogPost',
      ({ params }) => {
        const post = byId(params.id);
        if (post.status === 'published') throw new HttpError(409);
        return { answer: Object.assign(post, { status: 'published', publishedAt: new Date().toISOString() }) };
      },
    ],
    [
      'adminDeleteBlogPost',
      ({ params }) => {
        const post = byId(params.id);
        api.posts = api.posts.filter((candidate) => candidate !== post);
        return { answer: { success: true } };
      },
    ],
  ];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body: unknown = raw === '' ? undefined : JSON.parse(raw);
    api.calls.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, body });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    for (const [name, handler] of handlers) {
      const route: RouteContract = routes[name];
      const params = matchPath(route, req.method ?? '', url.pathname);
      if (!params) continue;
      if (api.failing.has(name)) return send(500, { code: 'internal_error', message: 'Errore interno del server' });
      const query = Value.Convert(route.query ?? {}, Object.fromEntries(url.searchParams)) as Record<string, unknown>;
      if ((route.query && !Value.Check(route.query, query)) || (route.body && !Value.Check(route.body, body)) || (!route.body && body !== undefined)) {
        return send(400, { code: 'validation_error', message: `Richiesta non valida: ${url.search} ${raw}` });
      }
      try {
        const { status = 200, answer } = handler({ params, query, body });
        const schema = route.responses[status as 200];
        if (!schema || !Value.Check(schema, answer)) throw new Error(`fake answer to ${name} breaks the contract`);
        return send(status, answer);
      } catch (error) {
        if (error instanceof HttpError) {
          return send(error.status, { code: 'error', message: error.status === 404 ? 'Articolo non trovato' : "L'articolo è già pubblicato" });
        }
        throw error;
      }
    }
    return send(404, { code: 'not_found', message: 'Risorsa non trovata' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}
