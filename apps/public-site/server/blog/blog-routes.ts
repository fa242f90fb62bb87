import type { AppLinks, FrontendServerOptions } from '@trovapro/frontend-server';
import type { LegalSource } from '../legal/legal-source.ts';
import { recordPageView } from '../page-views.ts';
import { fetchBlogPage, fetchBlogPost } from './blog-source.ts';
import { renderBlogArticle, renderBlogError, renderBlogList } from './render-blog.ts';

type ServerScope = Parameters<NonNullable<FrontendServerOptions['routes']>>[0];

const HTML = 'text/html; charset=utf-8';

/**
 * `/blog` (`?page=`) and `/blog/:slug`, server-rendered: complete without JavaScript, for readers and
 * crawlers. Not cached here: each article answer counts the reader's view in the API (once a day).
 */
export function registerBlogRoutes(app: ServerScope, options: { apiUrl: string; links: AppLinks; countryHeader: string; legal: LegalSource }): void {
  const { apiUrl, links, countryHeader, legal } = options;

  app.get<{ Querystring: { page?: string } }>('/blog', async (request, reply) => {
    const requested = Number.parseInt(request.query.page ?? '1', 10);
    const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
    const [lookup, info] = await Promise.all([fetchBlogPage(apiUrl, page), legal.get()]);
    if (lookup.kind !== 'found')
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').type(HTML).send(renderBlogError('unavailable', info));
    // Past the last page: the last one (product §4, the page stays within 1..totalPages).
    if (lookup.value.totalPages > 0 && page > lookup.value.totalPages) return reply.redirect(`/blog?page=${lookup.value.totalPages}`);
    recordPageView(apiUrl, request, countryHeader);
    return reply
      .header('cache-control', 'public, max-age=60')
      .type(HTML)
      .send(renderBlogList(lookup.value, page, links, info));
  });

  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request, reply) => {
    const [lookup, info] = await Promise.all([
      fetchBlogPost(apiUrl, request.params.slug, { address: request.ip, userAgent: request.headers['user-agent'] }),
      legal.get(),
    ]);
    if (lookup.kind === 'found') {
      recordPageView(apiUrl, request, countryHeader);
      return reply
        .header('cache-control', 'no-cache')
        .type(HTML)
        .send(renderBlogArticle(lookup.value, links, info));
    }
    const status = lookup.kind === 'missing' ? 404 : 503;
    return reply.code(status).header('cache-control', 'no-store').type(HTML).send(renderBlogError(lookup.kind, info));
  });
}
