import { blogPage as copy, formatLongDate, lists, PRODUCT_NAME } from '@trovapro/copy';
import {
  html,
  joinHtml,
  jsonLdScript,
  trustedHtml,
  type BlogPost,
  type BlogPostCard,
  type LegalInfo,
  type PublicBlogPostList,
  type SafeHtml,
} from '@trovapro/domain';
import type { AppLinks } from '@trovapro/frontend-server';
import { OPEN_CHAT_HREF } from '../../src/lib/chat-focus.ts';
import { footer, openGraphMeta, type PageHead, staticDocument } from '../layout.ts';
import { BLOG_STYLES } from './blog-styles.ts';
/** At most 3 tags on a card (product §9). */
const MAX_CARD_TAGS = 3;

/** The whole document: readable without JavaScript (no script: nothing to mount). */
function documentOf(head: PageHead, body: SafeHtml, legal: LegalInfo | null): string {
  return staticDocument({
    head,
    styles: BLOG_STYLES,
    header: html`<header class="tp-top">
      <a class="tp-brand" href="/">${PRODUCT_NAME}</a>
      <a class="tp-button" href="/" style="margin:0">${copy.home}</a>
    </header>`,
    main: body,
    footer: footer(legal),
  });
}

function tagList(tags: readonly string[]): SafeHtml | null {
  return tags.length === 0 ? null : html`<ul class="tp-tags">${tags.map((tag) => html`<li>${tag}</li>`)}</ul>`;
}

function card(post: BlogPostCard): SafeHtml {
  return html`<li class="tp-card">
        ${post.publishedAt && html`<span class="tp-date">${formatLongDate(post.publishedAt)}</span>`}
        <h2>${post.title}</h2>
        <p>${post.excerpt}</p>
        ${tagList(post.categoryTags.slice(0, MAX_CARD_TAGS))}
        <a class="tp-button" href="/blog/${post.slug}">${copy.readArticle}</a>
      </li>`;
}

function pageLink(page: number, label: string, enabled: boolean): SafeHtml {
  const href = page <= 1 ? '/blog' : `/blog?page=${page}`;
  return enabled
    ? html`<a href="${href}" rel="${label === copy.previous ? 'prev' : 'next'}">${label}</a>`
    : html`<span class="tp-disabled" aria-disabled="true">${label}</span>`;
}

/** `/blog` (product §2 Blog list), page `page` of the published posts. */
export function renderBlogList(list: PublicBlogPostList, page: number, links: AppLinks, legal: LegalInfo | null): string {
  const siteUrl = links.publicSiteUrl;
  const canonical = page <= 1 ? `${siteUrl}/blog` : `${siteUrl}/blog?page=${page}`;
  const title = copy.documentTitle(copy.listTitle, PRODUCT_NAME);
  const posts =
    list.posts.length === 0
      ? html`<p class="tp-total">${copy.empty}</p>`
      : html`<ul class="tp-cards">
      ${joinHtml(list.posts.map(card), html`\n      `)}
      </ul>
      ${
        list.totalPages > 1
          ? html`<nav class="tp-pager" aria-label="${lists.pagerLabel}">${pageLink(page - 1, copy.previous, page > 1)}<span>${copy.pageOf(page, list.totalPages)}</span>${pageLink(page + 1, copy.next, page < list.totalPages)}</nav>`
          : ''
      }
      <p class="tp-total">${copy.total(list.total)}</p>`;
  const extra = openGraphMeta({ type: 'website', title, description: copy.listDescription, url: canonical });
  return documentOf(
    { title, description: copy.listDescription, canonical, extra, index: true },
    html`      <section class="tp-hero"><h1>${copy.heroTitle}</h1><p>${copy.heroSubtitle}</p></section>
      ${posts}
      <section class="tp-cta"><h2>${copy.bottomCta}</h2><p>${copy.bottomCtaText}</p><a class="tp-button" href="${OPEN_CHAT_HREF}">${copy.bottomCta}</a></section>`,
    legal,
  );
}

/** Schema.org BlogPosting of the article. */
function blogPosting(post: BlogPost, url: string, siteUrl: string): SafeHtml {
  return jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    ...(post.featuredImage ? { image: post.featuredImage.startsWith('/') ? `${siteUrl}${post.featuredImage}` : post.featuredImage } : {}),
    keywords: post.categoryTags.join(', '),
    inLanguage: 'it-IT',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: PRODUCT_NAME, url: siteUrl },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: siteUrl },
  });
}

/** `/blog/:slug` (product §2 Blog article). The content is HTML the API sanitized on save. */
export function renderBlogArticle(post: BlogPost, links: AppLinks, legal: LegalInfo | null): string {
  const siteUrl = links.publicSiteUrl;
  const url = `${siteUrl}/blog/${post.slug}`;
  const title = copy.documentTitle(post.title, PRODUCT_NAME);
  const extra = html`${openGraphMeta({ type: 'article', title, description: post.metaDescription, url })}
    ${post.featuredImage && html`<meta property="og:image" content="${post.featuredImage.startsWith('/') ? `${siteUrl}${post.featuredImage}` : post.featuredImage}">`}
    ${post.publishedAt && html`<meta property="article:published_time" content="${post.publishedAt}">`}
    <meta property="article:modified_time" content="${post.updatedAt}">
    ${joinHtml(
      post.categoryTags.map((tag) => html`<meta property="article:tag" content="${tag}">`),
      html`\n    `,
    )}
    <meta name="twitter:card" content="summary">
    ${blogPosting(post, url, siteUrl)}`;
  return documentOf(
    { title, description: post.metaDescription, canonical: url, extra, index: true },
    html`      <article class="tp-article">
        ${tagList(post.categoryTags)}
        <h1>${post.title}</h1>
        <p class="tp-meta">${post.publishedAt && html`<time datetime="${post.publishedAt}">${formatLongDate(post.publishedAt)}</time>`}<span>${copy.views(post.viewCount)}</span></p>
        <div class="tp-content">${trustedHtml(post.content) /* the API sanitized it on save */}</div>
        <div class="tp-cta"><p><strong>${post.callToAction}</strong></p><a class="tp-button" href="${OPEN_CHAT_HREF}">${copy.startRequest}</a></div>
        <p class="tp-total">${copy.share}</p>
        <section class="tp-cta"><h2>${copy.exploreMore}</h2><a class="tp-button" href="/blog">${copy.seeAll}</a></section>
      </article>`,
    legal,
  );
}

/** Unknown or draft slug (404) or the API unreachable (503): the way back to the blog, not indexed. */
export function renderBlogError(kind: 'missing' | 'unavailable', legal: LegalInfo | null): string {
  const title = kind === 'missing' ? copy.notFound : copy.unavailable;
  const text = kind === 'missing' ? copy.notFoundText : copy.unavailableText;
  return documentOf(
    { title: copy.documentTitle(title, PRODUCT_NAME), index: false },
    html`      <section class="tp-hero"><h1>${title}</h1><p>${text}</p><p><a class="tp-button" href="/blog">${copy.backToBlog}</a></p></section>`,
    legal,
  );
}
