import { landingPage, partnerSignupCopy, PRODUCT_NAME, privacySite } from '@trovapro/copy';
import type { LegalInfo } from '@trovapro/domain';
import { pagePaths } from '../src/app/paths.ts';
import { escapeHtml as e } from './html.ts';
import type { EntryAssets } from './vite-assets.ts';

/**
 * The parts every server-rendered page with the chat island shares (Home, landing pages and their error
 * pages): the top bar, the footer and the island's script, preloads and styles.
 */

/** The site's icon (public/favicon.svg, served from the build's root), for every server-rendered page's head. */
export const FAVICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

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

/** The «Diventa partner» page (src/app/paths.ts), linked from every footer. */
export const PARTNERS_LINK = pagePaths.partners;

/**
 * The footer of every page: the page's own line (the landing pages' copyright, or Home's), who runs the
 * service (company, P.IVA, address, from `GET /api/legal`; left out while the API cannot say), the way to
 * the «Diventa partner» page for businesses, and the links to the privacy notice and the terms.
 */
export function footer(legal: LegalInfo | null, text: string = landingPage.footer(new Date().getFullYear(), PRODUCT_NAME)): string {
  const company =
    legal === null
      ? ''
      : `<p class="tp-company">${e(legal.companyName)} · ${e(privacySite.vatLabel)} ${e(legal.companyVat)} · ${e(legal.companyAddress)}</p>`;
  return `<footer class="tp-footer">
      <p>${e(text)}</p>
      ${company}
      <p class="tp-partner-link"><a href="${PARTNERS_LINK}">${e(partnerSignupCopy.footerLink)}</a></p>
      <nav class="tp-legal" aria-label="${e(privacySite.footerLegalLabel)}"><a href="${LEGAL_LINKS.privacy}">${e(privacySite.privacyLink)}</a><a href="${LEGAL_LINKS.terms}">${e(privacySite.termsLink)}</a></nav>
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
