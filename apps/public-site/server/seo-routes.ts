import { frontendServerCopy } from '@trovapro/copy';
import { CompressedText, type AppLinks, type FrontendServerOptions } from '@trovapro/frontend-server';
import { LandingPageCache } from './landing/landing-page-cache.ts';
import { createVersionSource, fetchLandingPage } from './landing/landing-source.ts';
import { renderLandingError, renderLandingPage } from './landing/render-landing-page.ts';
import {
  renderRobots,
  renderSitemapFile,
  renderSitemapIndex,
  renderStaticSitemap,
  SitemapUnavailableError,
  STATIC_SITEMAP_FILE,
  sitemapSources,
} from './sitemap/sitemap.ts';
import { registerBlogRoutes } from './blog/blog-routes.ts';
import { recordPageView } from './page-views.ts';
import { renderHomePage } from './home/render-home-page.ts';
import { HOME_ENTRY, LANDING_ENTRY, readEntryAssets, type EntryAssets } from './vite-assets.ts';
import { createLegalSource, type LegalSource } from './legal/legal-source.ts';
import { registerLegalRoutes } from './legal/legal-routes.ts';
import { registerPartnerRoutes } from './partner-signup/partner-routes.ts';
import { registerCustomerRequestRoutes } from './customer-request/customer-request-routes.ts';
import { registerReviewRoutes } from './review/review-routes.ts';
import type { LegalInfo } from '@trovapro/domain';
import { registerReviewsPolicyRoutes } from './reviews-policy/reviews-policy-routes.ts';

export interface SeoRoutesOptions {
  apiUrl: string;
  links: AppLinks;
  /** The built app (for its entry script and styles). */
  distDir: string;
  /** The header with the visitor's country, forwarded with page views (see config.ts). */
  countryHeader: string;
  /** How long an unknown slug's 404 is kept before the API is asked again (a published page follows the API's version). */
  missingTtlMs?: number;
  maxCachedPages?: number;
  /**
   * A landing page view trusts the API's version of the landing pages asked at most this long before it (default
   * 100 ms: one question per 0.1 s however many views); 0: every view waits for a question asked after it.
   */
  versionFreshMs?: number;
  /** Who runs the service, for every footer and the legal pages (default: `GET /api/legal`, kept 5 minutes). */
  legal?: LegalSource;
}

/** The Fastify scope `createFrontendServer` gives its `routes` option (fastify is its dependency, not ours). */
type ServerScope = Parameters<NonNullable<FrontendServerOptions['routes']>>[0];

const HTML = 'text/html; charset=utf-8';

/**
 * The public site's server-rendered routes: Home `/` and `/p/:slug` (landing pages), readable without
 * JavaScript with the chat as the only island, the blog, the legal pages, «Diventa partner» `/aziende` (the
 * sign-up form its island), `/sitemap.xml` with its files, and `/robots.txt`.
 * Rendered landing pages are kept in memory and show a change at the next view (landing-page-cache.ts).
 */
export function registerSeoRoutes(app: ServerScope, options: SeoRoutesOptions): void {
  const { apiUrl, links, countryHeader } = options;
  const siteUrl = links.publicSiteUrl;
  const assets: EntryAssets = readEntryAssets(options.distDir, LANDING_ENTRY);
  const legal = options.legal ?? createLegalSource(apiUrl);
  // Home depends on the deployment (links, built assets) and the footer's company: rendered again only when that changes.
  const homeAssets = readEntryAssets(options.distDir, HOME_ENTRY);
  let home: { legal: LegalInfo | null; html: CompressedText } | null = null;
  const homePage = (info: LegalInfo | null): CompressedText => {
    if (home === null || home.legal !== info)
      home = { legal: info, html: new CompressedText(renderHomePage({ links, assets: homeAssets, legal: info })) };
    return home.html;
  };
  const pages = new LandingPageCache({
    maxEntries: options.maxCachedPages ?? 2_000,
    missingTtlMs: options.missingTtlMs ?? 2_000,
    version: createVersionSource(apiUrl, { freshMs: options.versionFreshMs ?? 100 }),
    fetch: (slug, etag) => fetchLandingPage(apiUrl, slug, { etag }),
    render: (lookup, info) =>
      lookup.kind === 'found'
        ? renderLandingPage(lookup.value, { links, assets, legal: info })
        : renderLandingError(lookup.kind, { links, legal: info }),
  });

  app.get('/', async (request, reply) => {
    recordPageView(apiUrl, request, countryHeader);
    const page = homePage(await legal.get());
    reply.header('cache-control', 'no-cache').type(HTML);
    return page.send(request, reply);
  });

  app.get<{ Params: { slug: string } }>('/p/:slug', async (request, reply) => {
    const { slug } = request.params;
    const page = await pages.get(slug, await legal.get());
    // A page of a comune ISTAT suppressed into another: its successor's page of the same service (issue 36).
    if (page.status === 301) return reply.code(301).header('location', page.location).header('cache-control', 'public, max-age=3600').send();
    if (page.status === 200) recordPageView(apiUrl, request, countryHeader);
    if (page.status !== 200) return page.html.send(request, reply.code(page.status).header('cache-control', 'no-store').type(HTML));
    // Browsers and proxies ask again every time (a published review shows at once) and get a 304 while it holds.
    reply.header('cache-control', 'public, no-cache').header('etag', page.etag).type(HTML);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).header('vary', 'accept-encoding').send();
    return page.html.send(request, reply);
  });

  interface XmlAnswer {
    status: number;
    type: string;
    body: string;
    headers: Record<string, string>;
  }
  /** The sitemap's XML, a 503 while the API cannot list the pages, or null for a file that does not exist. */
  const xmlAnswer = async (build: () => Promise<string | null>): Promise<XmlAnswer | null> => {
    try {
      const xml = await build();
      if (xml === null) return null;
      return { status: 200, type: 'application/xml; charset=utf-8', body: xml, headers: { 'cache-control': 'public, max-age=300' } };
    } catch (error) {
      if (!(error instanceof SitemapUnavailableError)) throw error;
      app.log.warn({ err: error.message }, 'sitemap unavailable');
      return { status: 503, type: 'text/plain; charset=utf-8', body: frontendServerCopy.sitemapUnavailable, headers: { 'retry-after': '60' } };
    }
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const answer = await xmlAnswer(() => renderSitemapIndex(apiUrl, siteUrl));
    if (answer === null) return reply.callNotFound();
    return reply.code(answer.status).headers(answer.headers).type(answer.type).send(answer.body);
  });

  // A file past the last one is an unknown page: the site's 404 (the frontend server's not-found answer).
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    if (request.params.file === STATIC_SITEMAP_FILE)
      return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(renderStaticSitemap(siteUrl));
    const match = /^([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(request.params.file);
    const source = sitemapSources.find((candidate) => candidate.name === match?.[1]);
    const answer = await xmlAnswer(async () => (match && source ? renderSitemapFile(apiUrl, siteUrl, source, Number(match[2])) : null));
    if (answer === null) return reply.callNotFound();
    return reply.code(answer.status).headers(answer.headers).type(answer.type).send(answer.body);
  });

  registerBlogRoutes(app, { apiUrl, links, countryHeader, legal });
  registerLegalRoutes(app, { apiUrl, links, countryHeader, legal });
  registerPartnerRoutes(app, { apiUrl, links, distDir: options.distDir, countryHeader, legal });
  registerCustomerRequestRoutes(app, { apiUrl, legal });
  registerReviewsPolicyRoutes(app, { apiUrl, links, countryHeader, legal });
  registerReviewRoutes(app, { apiUrl, legal });

  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobots(siteUrl)),
  );
}
