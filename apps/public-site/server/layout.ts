import { PRODUCT_NAME, ratingsCopy, siteFooter } from '@trovapro/copy';
import { html, joinHtml, styleElement, trustedHtml, type LandingRating, type LegalInfo, type SafeHtml } from '@trovapro/domain';
import { APP_LINKS_META, SITE_ICON_LINKS, type AppLinks } from '@trovapro/frontend-server';
import { pagePaths } from '../src/app/paths.ts';
import type { EntryAssets } from './vite-assets.ts';

/**
 * The parts every server-rendered page with the chat island shares (Home, landing pages and their error
 * pages): the top bar, the footer and the island's script, preloads and styles.
 */

/**
 * The site's icons (served by every frontend server, see @trovapro/frontend-server), for every server-rendered
 * page's head: constant markup of a package that cannot import the domain's tag, hence trusted.
 */
export const FAVICON = trustedHtml(SITE_ICON_LINKS.join('\n    '));

/** `<meta name="trovapro-links">` (frontend-server's `appLinksMeta`), written through the tag like the rest of the page. */
export function appLinksMetaTag(links: AppLinks): SafeHtml {
  return html`<meta name="${APP_LINKS_META}" content="${JSON.stringify(links)}">`;
}

/** The island's entry: its module script, the chunks it imports (preloaded) and their styles (inline). */
export function islandAssets(assets: EntryAssets): SafeHtml {
  return joinHtml(
    [
      ...assets.preloads.map((href) => html`<link rel="modulepreload" href="${href}">`),
      html`<script type="module" src="${assets.script}"></script>`,
      assets.css !== '' && styleElement(assets.css),
    ].filter((item) => item !== false),
    html`\n    `,
  );
}

/**
 * A landing page's rating (product §23 Ratings) as people see it: the star and «4,6 su 5 · 37 recensioni verificate»,
 * where the reviews come from, and the link to how they are checked. The star, the figures and the place are
 * hidden from assistive technology, which reads one sentence instead (visually hidden: an aria-label on a span is
 * not allowed).
 */
function rating(figures: LandingRating): SafeHtml {
  return html`<div class="tp-rating">
        <p><span aria-hidden="true"><span class="tp-star">★</span> ${ratingsCopy.figures(figures)}</span><span class="tp-sr">${ratingsCopy.label(figures)}</span></p>
        <p class="tp-rating-more"><span aria-hidden="true">${ratingsCopy.scope(figures)} · </span><a href="${pagePaths.reviewsPolicy}">${ratingsCopy.policyLink}</a></p>
      </div>`;
}

/** The top bar: the product name (a link home), and on a landing page its comune and its rating, when it has one. */
export function topBar(options: { place?: string | null; rating?: LandingRating | null } = {}): SafeHtml {
  const info = [options.place ? html`<span class="tp-place">${options.place}</span>` : null, options.rating ? rating(options.rating) : null].filter(
    (item) => item !== null,
  );
  return html`<header class="tp-top">
      <a class="tp-brand" href="/">${PRODUCT_NAME}</a>
      ${info.length > 0 && html`<div class="${options.rating ? 'tp-top-info tp-rated' : 'tp-top-info'}">${info}</div>`}
    </header>`;
}

/** Where the legal pages live (also in the SPA's router, src/app/paths.ts). */
export const LEGAL_LINKS = { privacy: '/privacy', terms: '/termini', businessTerms: '/termini-aziende' } as const;

/** The «Diventa partner» page (src/app/paths.ts). */
export const PARTNERS_LINK = pagePaths.partners;

/**
 * The footer of every page, the same on the SPA and the checkout (`siteFooter` of @trovapro/copy): the
 * product's line, who runs the service (company, P.IVA, address, from `GET /api/legal`; left out while the
 * API cannot say), and the links to the blog, «Diventa partner», the privacy notice and the terms.
 */
export function footer(legal: LegalInfo | null): SafeHtml {
  const company = legal !== null && html`<p class="tp-company">${siteFooter.company(legal)}</p>`;
  const links = siteFooter.links.map(({ path, label }) => html`<a href="${path}">${label}</a>`);
  return html`<footer class="tp-footer">
      <p>${siteFooter.line(new Date().getFullYear())}</p>
      ${company}
      <nav class="tp-footer-links" aria-label="${siteFooter.navLabel}">${links}</nav>
    </footer>`;
}

/** The Open Graph tags every public page shares: what a link to it shows when shared. */
export function openGraphMeta({
  type,
  title,
  description,
  url,
}: {
  type: 'website' | 'article';
  title: string;
  description: string;
  url: string;
}): SafeHtml {
  return html`<meta property="og:type" content="${type}">
    <meta property="og:locale" content="it_IT">
    <meta property="og:site_name" content="${PRODUCT_NAME}">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta property="og:url" content="${url}">`;
}

/** The head of a page without the chat island: its title, description, robots, canonical and extra tags. */
export interface PageHead {
  title: string;
  description?: string;
  canonical?: string;
  /** Extra tags (Open Graph, JSON-LD). */
  extra?: SafeHtml;
  index: boolean;
}

/** The head every server-rendered page opens with: charset, viewport, icon, title, description, robots, canonical, extra tags. */
export function headTags(head: PageHead): SafeHtml {
  return html`<meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${FAVICON}
    <title>${head.title}</title>
    ${head.description !== undefined && html`<meta name="description" content="${head.description}">`}
    <meta name="robots" content="${head.index ? 'index, follow' : 'noindex'}">
    ${head.canonical !== undefined && html`<link rel="canonical" href="${head.canonical}">`}
    ${head.extra}`;
}

/**
 * A whole server-rendered document with no script (the blog, the legal pages): readable without JavaScript.
 * `header` and `footer` are the page's own bars (`topBar()`, `footer(…)`), `main` its content.
 */
export function staticDocument(page: { head: PageHead; styles: string; header: SafeHtml; main: SafeHtml; footer: SafeHtml }): string {
  const { head } = page;
  return html`<!doctype html>
<html lang="it">
  <head>
    ${headTags(head)}
    ${styleElement(page.styles)}
  </head>
  <body>
    ${page.header}
    <main class="tp-main">
${page.main}
    </main>
    ${page.footer}
  </body>
</html>
`.toString();
}
