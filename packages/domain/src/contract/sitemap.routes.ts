import { SitemapQuerySchema, SitemapSectionSchema } from '../schemas/sitemap.ts';
import { defineRoute } from './define-route.ts';

/**
 * The public site's server builds /sitemap.xml from one section per kind of public page; each section
 * answers its URLs in files of SITEMAP_MAX_URLS. Add a section here (and to the public site's
 * `sitemapSources`) for a new kind of page.
 */
export const sitemapLandingPages = defineRoute({
  method: 'GET',
  path: '/api/sitemap/landing-pages',
  access: 'public',
  tag: 'landing-pages',
  summary: 'Paths of the published landing pages for the sitemap, 50,000 a page',
  query: SitemapQuerySchema,
  responses: { 200: SitemapSectionSchema },
});

export const sitemapBlogPosts = defineRoute({
  method: 'GET',
  path: '/api/sitemap/blog-posts',
  access: 'public',
  tag: 'blog',
  summary: 'Paths of the published blog posts for the sitemap, 50,000 a page',
  query: SitemapQuerySchema,
  responses: { 200: SitemapSectionSchema },
});
