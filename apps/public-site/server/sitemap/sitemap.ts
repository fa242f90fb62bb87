import { routes, type SitemapSection } from '@trovapro/domain';
import { escapeXml } from '../html.ts';

/**
 * One kind of public page in the sitemap: `name` is the file prefix (`/sitemaps/<name>-<n>.xml`),
 * `apiPath` the API section answering its URLs (`SitemapSectionSchema`), 50,000 per file.
 * To add a kind of page, add its section here.
 */
export interface SitemapSource {
  name: string;
  apiPath: string;
}

export const sitemapSources: readonly SitemapSource[] = [
  { name: 'landing', apiPath: routes.sitemapLandingPages.path },
  { name: 'blog', apiPath: routes.sitemapBlogPosts.path },
];

/** Pages of the site itself (not from the API), in their own file `/sitemaps/pages-1.xml`: Home, the blog's list, «Diventa partner», the legal pages. */
export const STATIC_SITEMAP_FILE = 'pages-1.xml';
export const staticSitemapPaths: readonly string[] = ['/', '/blog', '/aziende', '/privacy', '/termini', '/termini-aziende', '/recensioni'];

export function renderStaticSitemap(siteUrl: string): string {
  const urls = staticSitemapPaths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return `${XML_HEADER}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export class SitemapUnavailableError extends Error {}

export async function fetchSection(apiUrl: string, source: SitemapSource, page: number): Promise<SitemapSection> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${source.apiPath}?page=${page}`, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new SitemapUnavailableError(`sitemap section ${source.name} unreachable: ${String(error)}`);
  }
  if (!response.ok) throw new SitemapUnavailableError(`sitemap section ${source.name} answered ${response.status}`);
  return (await response.json()) as SitemapSection;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index: every file of every source (at least one per source, even while empty). */
export async function renderSitemapIndex(apiUrl: string, siteUrl: string, sources: readonly SitemapSource[] = sitemapSources): Promise<string> {
  const sections = await Promise.all(sources.map(async (source) => ({ source, first: await fetchSection(apiUrl, source, 1) })));
  const files = [
    `${siteUrl}/sitemaps/${STATIC_SITEMAP_FILE}`,
    ...sections.flatMap(({ source, first }) =>
      Array.from({ length: Math.max(1, first.totalPages) }, (_, index) => `${siteUrl}/sitemaps/${source.name}-${index + 1}.xml`),
    ),
  ];
  return `${XML_HEADER}<sitemapindex xmlns="${NS}">\n${files.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

/** One sitemap file, or null when the source has no such file. */
export async function renderSitemapFile(apiUrl: string, siteUrl: string, source: SitemapSource, page: number): Promise<string | null> {
  const section = await fetchSection(apiUrl, source, page);
  if (page > Math.max(1, section.totalPages)) return null;
  const urls = section.entries.map(
    (entry) => `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc><lastmod>${escapeXml(entry.lastModified)}</lastmod></url>`,
  );
  return `${XML_HEADER}<urlset xmlns="${NS}">\n${urls.join('\n')}${urls.length > 0 ? '\n' : ''}</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
