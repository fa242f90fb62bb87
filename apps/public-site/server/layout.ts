import { landingPage, PRODUCT_NAME, siteFooter } from '@trovapro/copy';
import type { LegalInfo } from '@trovapro/domain';
import { SITE_ICON_LINKS } from '@trovapro/frontend-server';
import { pagePaths } from '../src/app/paths.ts';
import { escapeHtml as e } from './html.ts';
import type { EntryAssets } from './vite-assets.ts';

/**
 * The parts every server-rendered page with the chat island shares (Home, landing pages and their error
 * pages): the top bar, the footer and the island's script, preloads and styles.
 */

/** The site's icons (served by every frontend server, see @trovapro/frontend-server), for every server-rendered page's head. */
export const FAVICON = SITE_ICON_LINKS.join('\n    ');

/** The island's entry: its module script, the chunks it imports (preloaded) and their styles (inline). */
export function islandAssets(assets: EntryAssets): string {
  return [
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${e(href)}">`),
    `<script type="module" src="${e(assets.script)}"></script>`,
    ...(assets.css === '' ? [] : [`<style>${assets.css}</style>`]),
  ].join('\n    ');
}

/**
 * The rating of spec §1 (4.8/5) as people see it, read out as a sentence: the star and figures are hidden
 * from assistive technology and the sentence is visually hidden (an aria-label on a span is not allowed).
 */
function rating(): string {
  return `<span class="tp-rating"><span aria-hidden="true"><span class="tp-star">★</span> ${e(landingPage.rating)}</span><span class="tp-sr">${e(landingPage.ratingLabel)}</span></span>`;
}

/** The top bar: the product name (a link home), and on a landing page its comune and the rating. */
export function topBar(options: { place?: string | null; withRating?: boolean } = {}): string {
  const info = [options.place ? `<span class="tp-place">${e(options.place)}</span>` : '', options.withRating ? rating() : ''].filter(Boolean);
  return `<header class="tp-top">
      <a class="tp-brand" href="/">${e(PRODUCT_NAME)}</a>
      ${info.length === 0 ? '' : `<div class="tp-top-info">${info.join('')}</div>`}
    </header>`;
}

/** Where the legal pages live (also in the SPA's router, src/app/paths.ts). */
export const LEGAL_LINKS = { privacy: '/privacy', terms: '/termini' } as const;

/** The «Diventa partner» page (src/app/paths.ts). */
export const PARTNERS_LINK = pagePaths.partners;

/**
 * The footer of every page, the same on the SPA and the checkout (`siteFooter` of @trovapro/copy): the
 * product's line, who runs the service (company, P.IVA, address, from `GET /api/legal`; left out while the
 * API cannot say), and the links to the blog, «Diventa partner», the privacy notice and the terms.
 */
export function footer(legal: LegalInfo | null): string {
  const company = legal === null ? '' : `<p class="tp-company">${e(siteFooter.company(legal))}</p>`;
  const links = siteFooter.links.map(({ path, label }) => `<a href="${path}">${e(label)}</a>`).join('');
  return `<footer class="tp-footer">
      <p>${e(siteFooter.line(new Date().getFullYear()))}</p>
      ${company}
      <nav class="tp-footer-links" aria-label="${e(siteFooter.navLabel)}">${links}</nav>
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
}): string {
  return `<meta property="og:type" content="${type}">
    <meta property="og:locale" content="it_IT">
    <meta property="og:site_name" content="${e(PRODUCT_NAME)}">
    <meta property="og:title" content="${e(title)}">
    <meta property="og:description" content="${e(description)}">
    <meta property="og:url" content="${e(url)}">`;
}

/** The head of a page without the chat island: its title, description, robots, canonical and extra tags. */
export interface PageHead {
  title: string;
  description?: string;
  canonical?: string;
  /** Extra tags (Open Graph, JSON-LD). */
  extra?: string;
  index: boolean;
}

/** The head every server-rendered page opens with: charset, viewport, icon, title, description, robots, canonical, extra tags. */
export function headTags(head: PageHead): string {
  return `<meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${FAVICON}
    <title>${e(head.title)}</title>
    ${head.description === undefined ? '' : `<meta name="description" content="${e(head.description)}">`}
    <meta name="robots" content="${head.index ? 'index, follow' : 'noindex'}">
    ${head.canonical === undefined ? '' : `<link rel="canonical" href="${e(head.canonical)}">`}
    ${head.extra ?? ''}`;
}

/**
 * A whole server-rendered document with no script (the blog, the legal pages): readable without JavaScript.
 * `header` and `footer` are the page's own bars (`topBar()`, `footer(…)`), `main` its content.
 */
export function staticDocument(page: { head: PageHead; styles: string; header: string; main: string; footer: string }): string {
  const { head } = page;
  return `<!doctype html>
<html lang="it">
  <head>
    ${headTags(head)}
    <style>${page.styles}</style>
  </head>
  <body>
    ${page.header}
    <main class="tp-main">
${page.main}
    </main>
    ${page.footer}
  </body>
</html>
`;
}
