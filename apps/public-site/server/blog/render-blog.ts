import { blogPage as copy, formatLongDate, lists, PRODUCT_NAME } from '@trovapro/copy';
import type { BlogPost, BlogPostCard, LegalInfo, PublicBlogPostList } from '@trovapro/domain';
import type { AppLinks } from '@trovapro/frontend-server';
import { OPEN_CHAT_HREF } from '../../src/lib/chat-focus.ts';
import { escapeHtml, jsonForScript } from '../html.ts';
import { footer, openGraphMeta, type PageHead, staticDocument } from '../layout.ts';
import { BLOG_STYLES } from './blog-styles.ts';

const e = escapeHtml;
/** At most 3 tags on a card (spec §9). */
const MAX_CARD_TAGS = 3;

/** The whole document: readable without JavaScript (no script: nothing to mount). */
function documentOf(head: PageHead, body: string, legal: LegalInfo | null): string {
  return staticDocument({
    head,
    styles: BLOG_STYLES,
    header: `<header class="tp-top">
      <a class="tp-brand" href="/">${e(PRODUCT_NAME)}</a>
      <a class="tp-button" href="/" style="margin:0">${e(copy.home)}</a>
    </header>`,
    main: body,
    footer: footer(legal),
  });
}

function tagList(tags: readonly string[]): string {
  return tags.length === 0 ? '' : `<ul class="tp-tags">${tags.map((tag) => `<li>${e(tag)}</li>`).join('')}</ul>`;
}

function card(post: BlogPostCard): string {
  return `<li class="tp-card">
        ${post.publishedAt ? `<span class="tp-date">${e(formatLongDate(post.publishedAt))}</span>` : ''}
        <h2>${e(post.title)}</h2>
        <p>${e(post.excerpt)}</p>
        ${tagList(post.categoryTags.slice(0, MAX_CARD_TAGS))}
        <a class="tp-button" href="/blog/${e(post.slug)}">${e(copy.readArticle)}</a>
      </li>`;
}

function pageLink(page: number, label: string, enabled: boolean): string {
  const href = page <= 1 ? '/blog' : `/blog?page=${page}`;
  return enabled
    ? `<a href="${e(href)}" rel="${label === copy.previous ? 'prev' : 'next'}">${e(label)}</a>`
    : `<span class="tp-disabled" aria-disabled="true">${e(label)}</span>`;
}

/** `/blog` (spec §2 Blog list), page `page` of the published posts. */
export function renderBlogList(list: PublicBlogPostList, page: number, links: AppLinks, legal: LegalInfo | null): string {
  const siteUrl = links.publicSiteUrl;
  const canonical = page <= 1 ? `${siteUrl}/blog` : `${siteUrl}/blog?page=${page}`;
  const title = copy.documentTitle(copy.listTitle, PRODUCT_NAME);
  const posts =
    list.posts.length === 0
      ? `<p class="tp-total">${e(copy.empty)}</p>`
      : `<ul class="tp-cards">
      ${list.posts.map(card).join('\n      ')}
      </ul>
      ${
        list.totalPages > 1
          ? `<nav class="tp-pager" aria-label="${e(lists.pagerLabel)}">${pageLink(page - 1, copy.previous, page > 1)}<span>${e(copy.pageOf(page, list.totalPages))}</span>${pageLink(page + 1, copy.next, page < list.totalPages)}</nav>`
          : ''
      }
      <p class="tp-total">${e(copy.total(list.total))}</p>`;
  const extra = openGraphMeta({ type: 'website', title, description: copy.listDescription, url: canonical });
  return documentOf(
    { title, description: copy.listDescription, canonical, extra, index: true },
    `      <section class="tp-hero"><h1>${e(copy.heroTitle)}</h1><p>${e(copy.heroSubtitle)}</p></section>
      ${posts}
      <section class="tp-cta"><h2>${e(copy.bottomCta)}</h2><p>${e(copy.bottomCtaText)}</p><a class="tp-button" href="${OPEN_CHAT_HREF}">${e(copy.bottomCta)}</a></section>`,
    legal,
  );
}

/** Schema.org BlogPosting of the article. */
function blogPosting(post: BlogPost, url: string, siteUrl: string): string {
  return jsonForScript({
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

/** `/blog/:slug` (spec §2 Blog article). The content is HTML the API sanitized on save. */
export function renderBlogArticle(post: BlogPost, links: AppLinks, legal: LegalInfo | null): string {
  const siteUrl = links.publicSiteUrl;
  const url = `${siteUrl}/blog/${post.slug}`;
  const title = copy.documentTitle(post.title, PRODUCT_NAME);
  const extra = `${openGraphMeta({ type: 'article', title, description: post.metaDescription, url })}
    ${post.featuredImage ? `<meta property="og:image" content="${e(post.featuredImage.startsWith('/') ? `${siteUrl}${post.featuredImage}` : post.featuredImage)}">` : ''}
    ${post.publishedAt ? `<meta property="article:published_time" content="${e(post.publishedAt)}">` : ''}
    <meta property="article:modified_time" content="${e(post.updatedAt)}">
    ${post.categoryTags.map((tag) => `<meta property="article:tag" content="${e(tag)}">`).join('\n    ')}
    <meta name="twitter:card" content="summary">
    <script type="application/ld+json">${blogPosting(post, url, siteUrl)}</script>`;
  return documentOf(
    { title, description: post.metaDescription, canonical: url, extra, index: true },
    `      <article class="tp-article">
        ${tagList(post.categoryTags)}
        <h1>${e(post.title)}</h1>
        <p class="tp-meta">${post.publishedAt ? `<time datetime="${e(post.publishedAt)}">${e(formatLongDate(post.publishedAt))}</time>` : ''}<span>${e(copy.views(post.viewCount))}</span></p>
        <div class="tp-content">${post.content}</div>
        <div class="tp-cta"><p><strong>${e(post.callToAction)}</strong></p><a class="tp-button" href="${OPEN_CHAT_HREF}">${e(copy.startRequest)}</a></div>
        <p class="tp-total">${e(copy.share)}</p>
        <section class="tp-cta"><h2>${e(copy.exploreMore)}</h2><a class="tp-button" href="/blog">${e(copy.seeAll)}</a></section>
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
    `      <section class="tp-hero"><h1>${e(title)}</h1><p>${e(text)}</p><p><a class="tp-button" href="/blog">${e(copy.backToBlog)}</a></p></section>`,
    legal,
  );
}
