import { landingPage as copy, PRODUCT_NAME } from '@trovapro/copy';
import {
  heroHeadline,
  html,
  inPlace,
  inSentence,
  joinHtml,
  jsonLdScript,
  styleElement,
  trustedHtml,
  type LegalInfo,
  type PublicLandingPage,
  type SafeHtml,
} from '@trovapro/domain';
import type { AppLinks } from '@trovapro/frontend-server';
import { appLinksMetaTag, FAVICON, footer, headTags, islandAssets, openGraphMeta, topBar } from '../layout.ts';
import type { EntryAssets } from '../vite-assets.ts';
import { LANDING_STYLES } from './landing-styles.ts';

export interface LandingRenderContext {
  links: AppLinks;
  assets: EntryAssets;
  /** Who runs the service, for the footer (null while the API cannot say). */
  legal: LegalInfo | null;
}

/**
 * Schema.org data: the service in its comune, with the rating of its reviews when the page shows one (never
 * otherwise: product §23 Ratings), and the breadcrumb Home › page.
 */
function structuredData(page: PublicLandingPage, url: string, siteUrl: string, headline: string): SafeHtml {
  const rating = page.rating;
  return jsonLdScript([
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: headline,
      serviceType: page.keyword,
      description: page.metaDescription,
      url,
      areaServed: {
        '@type': 'City',
        name: page.municipalityName,
        containedInPlace: { '@type': 'AdministrativeArea', name: page.province },
        address: { '@type': 'PostalAddress', addressLocality: page.municipalityName, addressCountry: 'IT' },
      },
      provider: { '@type': 'Organization', name: PRODUCT_NAME, url: siteUrl },
      ...(rating === null
        ? {}
        : {
            aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
          }),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: copy.breadcrumbHome, item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: page.title, item: url },
      ],
    },
  ]);
}

/** Product §2 Landing page, complete without JavaScript; the chat marker is the only island. */
export function renderLandingPage(page: PublicLandingPage, context: LandingRenderContext): string {
  const siteUrl = context.links.publicSiteUrl;
  const url = `${siteUrl}/p/${page.slug}`;
  const headline = heroHeadline({ keyword: page.keyword, municipality: page.municipalityName, isPlural: page.isPlural });
  const documentTitle = copy.documentTitle(page.title, PRODUCT_NAME);
  const keywords = copy.keywords(page.keyword, page.municipalityName, page.province).join(', ');
  const service = inSentence(page.keyword);
  const place = inPlace(page.municipalityName);
  return html`<!doctype html>
<html lang="it">
  <head>
    ${headTags({
      title: documentTitle,
      description: page.metaDescription,
      canonical: url,
      index: true,
      extra: html`<meta name="keywords" content="${keywords}">
    ${openGraphMeta({ type: 'website', title: documentTitle, description: page.metaDescription, url })}`,
    })}
    <meta name="twitter:card" content="summary">
    <meta name="twitter:title" content="${documentTitle}">
    <meta name="twitter:description" content="${page.metaDescription}">
    ${structuredData(page, url, siteUrl, headline)}
    ${appLinksMetaTag(context.links)}
    ${islandAssets(context.assets)}
    ${styleElement(LANDING_STYLES)}
  </head>
  <body>
    ${topBar({ place: page.municipalityName, rating: page.rating })}
    <main class="tp-main">
      <section class="tp-hero">
        <h1>${headline}</h1>
        <p>${copy.heroSubtitle(service, place)}</p>
      </section>
      <section class="tp-section" aria-labelledby="tp-how">
        <h2 id="tp-how">${copy.howItWorksTitle}</h2>
        <ol class="tp-steps">
          ${joinHtml(
            copy.steps.map((step, index) => html`<li><span class="tp-step-n">${index + 1}</span><h3>${step.title}</h3><p>${step.text}</p></li>`),
            html`\n          `,
          )}
        </ol>
      </section>
      <section class="tp-section" aria-labelledby="tp-chat">
        <h2 id="tp-chat">${copy.chatTitle}</h2>
        <div id="trovapro-chat" class="tp-chat" data-landing-chat data-service="${page.keyword}" data-location="${page.municipalityName}" data-landing-page-id="${page.id}">
          <noscript><p>${copy.chatNoScript}</p></noscript>
        </div>
      </section>
      <section class="tp-section" aria-labelledby="tp-why">
        <h2 id="tp-why">${copy.featuresTitle}</h2>
        <ul class="tp-features">
          ${joinHtml(
            copy.features.map((feature) => html`<li><h3>${feature.title}</h3><p>${feature.text}</p></li>`),
            html`\n          `,
          )}
        </ul>
      </section>
      <section class="tp-section tp-content" aria-labelledby="tp-services">
        <h2 id="tp-services">${copy.servicesTitle(service, place)}</h2>
        ${trustedHtml(page.content) /* the API sanitized it on save */}
      </section>
    </main>
    ${footer(context.legal)}
  </body>
</html>
`.toString();
}

/**
 * The page for an unknown or unpublished slug (404) or an API failure (503): not indexed, and a person is
 * taken to Home at once (product §2: a landing page that cannot be loaded redirects to /); the same layout with
 * a way home stays for a client that does not follow the refresh. No script: nothing to mount.
 */
export function renderLandingError(kind: 'missing' | 'unavailable', context: Pick<LandingRenderContext, 'links' | 'legal'>): string {
  const title = kind === 'missing' ? copy.notFoundTitle : copy.unavailableTitle;
  const text = kind === 'missing' ? copy.notFoundText : copy.unavailableText;
  return html`<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${FAVICON}
    <title>${`${title} | ${PRODUCT_NAME}`}</title>
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="0; url=/">
    ${appLinksMetaTag(context.links)}
    ${styleElement(LANDING_STYLES)}
  </head>
  <body>
    ${topBar()}
    <main class="tp-main">
      <section class="tp-hero">
        <h1>${title}</h1>
        <p>${text}</p>
        <p><a class="tp-button" href="/">${copy.homeLink}</a></p>
      </section>
    </main>
    ${footer(context.legal)}
  </body>
</html>
`.toString();
}
