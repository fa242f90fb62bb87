import { landingPage as copy, PRODUCT_NAME } from '@trovapro/copy';
import { heroHeadline, inPlace, inSentence, type LegalInfo, type PublicLandingPage } from '@trovapro/domain';
import { appLinksMeta, type AppLinks } from '@trovapro/frontend-server';
import { escapeHtml, jsonForScript } from '../html.ts';
import { FAVICON, footer, headTags, islandAssets, openGraphMeta, topBar } from '../layout.ts';
import type { EntryAssets } from '../vite-assets.ts';
import { LANDING_STYLES } from './landing-styles.ts';

export interface LandingRenderContext {
  links: AppLinks;
  assets: EntryAssets;
  /** Who runs the service, for the footer (null while the API cannot say). */
  legal: LegalInfo | null;
}

const e = escapeHtml;

/** Schema.org data: the service in its comune, and the breadcrumb Home › page. */
function structuredData(page: PublicLandingPage, url: string, siteUrl: string, headline: string): string {
  return jsonForScript([
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

/** Spec §2 Landing page, complete without JavaScript; the chat marker is the only island. */
export function renderLandingPage(page: PublicLandingPage, context: LandingRenderContext): string {
  const siteUrl = context.links.publicSiteUrl;
  const url = `${siteUrl}/p/${page.slug}`;
  const headline = heroHeadline({ keyword: page.keyword, municipality: page.municipalityName, isPlural: page.isPlural });
  const documentTitle = copy.documentTitle(page.title, PRODUCT_NAME);
  const keywords = copy.keywords(page.keyword, page.municipalityName, page.province).join(', ');
  const service = inSentence(page.keyword);
  const place = inPlace(page.municipalityName);
  return `<!doctype html>
<html lang="it">
  <head>
    ${headTags({
      title: documentTitle,
      description: page.metaDescription,
      canonical: url,
      index: true,
      extra: `<meta name="keywords" content="${e(keywords)}">
    ${openGraphMeta({ type: 'website', title: documentTitle, description: page.metaDescription, url })}`,
    })}
    <meta name="twitter:card" content="summary">
    <meta name="twitter:title" content="${e(documentTitle)}">
    <meta name="twitter:description" content="${e(page.metaDescription)}">
    <script type="application/ld+json">${structuredData(page, url, siteUrl, headline)}</script>
    ${appLinksMeta(context.links)}
    ${islandAssets(context.assets)}
    <style>${LANDING_STYLES}</style>
  </head>
  <body>
    ${topBar({ place: page.municipalityName, withRating: true })}
    <main class="tp-main">
      <section class="tp-hero">
        <h1>${e(headline)}</h1>
        <p>${e(copy.heroSubtitle(service, place))}</p>
      </section>
      <section class="tp-section" aria-labelledby="tp-how">
        <h2 id="tp-how">${e(copy.howItWorksTitle)}</h2>
        <ol class="tp-steps">
          ${copy.steps.map((step, index) => `<li><span class="tp-step-n">${index + 1}</span><h3>${e(step.title)}</h3><p>${e(step.text)}</p></li>`).join('\n          ')}
        </ol>
      </section>
      <section class="tp-section" aria-labelledby="tp-chat">
        <h2 id="tp-chat">${e(copy.chatTitle)}</h2>
        <div id="trovapro-chat" class="tp-chat" data-landing-chat data-service="${e(page.keyword)}" data-location="${e(page.municipalityName)}" data-landing-page-id="${e(page.id)}">
          <noscript><p>${e(copy.chatNoScript)}</p></noscript>
        </div>
      </section>
      <section class="tp-section" aria-labelledby="tp-why">
        <h2 id="tp-why">${e(copy.featuresTitle)}</h2>
        <ul class="tp-features">
          ${copy.features.map((feature) => `<li><h3>${e(feature.title)}</h3><p>${e(feature.text)}</p></li>`).join('\n          ')}
        </ul>
      </section>
      <section class="tp-section tp-content" aria-labelledby="tp-services">
        <h2 id="tp-services">${e(copy.servicesTitle(service, place))}</h2>
        ${page.content}
      </section>
    </main>
    ${footer(context.legal)}
  </body>
</html>
`;
}

/**
 * The page for an unknown or unpublished slug (404) or an API failure (503): not indexed, and a person is
 * taken to Home at once (spec §2: a landing page that cannot be loaded redirects to /); the same layout with
 * a way home stays for a client that does not follow the refresh. No script: nothing to mount.
 */
export function renderLandingError(kind: 'missing' | 'unavailable', context: Pick<LandingRenderContext, 'links' | 'legal'>): string {
  const title = kind === 'missing' ? copy.notFoundTitle : copy.unavailableTitle;
  const text = kind === 'missing' ? copy.notFoundText : copy.unavailableText;
  return `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${FAVICON}
    <title>${e(`${title} | ${PRODUCT_NAME}`)}</title>
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="0; url=/">
    ${appLinksMeta(context.links)}
    <style>${LANDING_STYLES}</style>
  </head>
  <body>
    ${topBar({ withRating: true })}
    <main class="tp-main">
      <section class="tp-hero">
        <h1>${e(title)}</h1>
        <p>${e(text)}</p>
        <p><a class="tp-button" href="/">${e(copy.homeLink)}</a></p>
      </section>
    </main>
    ${footer(context.legal)}
  </body>
</html>
`;
}
