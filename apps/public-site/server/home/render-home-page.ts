import { homeCopy, landingPage, partnerSignupCopy, PRODUCT_NAME, publicSite } from '@trovapro/copy';
import { html, joinHtml, jsonLdScript, styleElement, type LegalInfo, type SafeHtml } from '@trovapro/domain';
import type { AppLinks } from '@trovapro/frontend-server';
import { CHAT_ANCHOR } from '../../src/lib/chat-focus.ts';
import { appLinksMetaTag, footer, headTags, islandAssets, openGraphMeta, PARTNERS_LINK, topBar } from '../layout.ts';
import type { EntryAssets } from '../vite-assets.ts';
import { HOME_STYLES } from './home-styles.ts';
import { icon, type IconName } from './icons.ts';

export interface HomeRenderContext {
  links: AppLinks;
  /** Home's chat island (src/home-chat.tsx). */
  assets: EntryAssets;
  /** Who runs the service, for the footer (null while the API cannot say). */
  legal: LegalInfo | null;
}

const STEP_ICONS: readonly IconName[] = ['messageCircle', 'mailCheck', 'receipt'];
const REASON_ICONS: readonly IconName[] = ['sparkles', 'shieldCheck', 'bolt'];

function organization(siteUrl: string): SafeHtml {
  return jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${siteUrl}/`,
    description: homeCopy.organizationDescription,
    areaServed: { '@type': 'Country', name: 'Italia' },
  });
}

/**
 * Product §2 Home, complete without JavaScript (top bar, hero, three steps, the chat, three reasons, the way
 * to «Diventa partner» for businesses), for people and crawlers alike; the chat marker is the only island.
 */
export function renderHomePage({ links, assets, legal }: HomeRenderContext): string {
  const siteUrl = links.publicSiteUrl;
  const url = `${siteUrl}/`;
  return html`<!doctype html>
<html lang="it">
  <head>
    ${headTags({
      title: homeCopy.documentTitle,
      description: homeCopy.metaDescription,
      canonical: url,
      index: true,
      extra: openGraphMeta({ type: 'website', title: homeCopy.documentTitle, description: homeCopy.metaDescription, url }),
    })}
    <meta name="twitter:card" content="summary">
    ${organization(siteUrl)}
    ${appLinksMetaTag(links)}
    ${islandAssets(assets)}
    ${styleElement(HOME_STYLES)}
  </head>
  <body>
    ${topBar()}
    <main class="tp-main tp-home">
      <section class="tp-hero">
        <p class="tp-badge">${homeCopy.heroBadge}</p>
        <h1>${publicSite.home.heroTitle}</h1>
        <p>${publicSite.home.heroSubtitle}</p>
        <a class="tp-button tp-cta" href="#${CHAT_ANCHOR}">${icon('messageCircle', 20)}${homeCopy.heroCta}</a>
        <ul class="tp-points">
          ${joinHtml(
            homeCopy.heroPoints.map((point) => html`<li>${icon('circleCheck', 18)}${point}</li>`),
            html`\n          `,
          )}
        </ul>
      </section>
      <section class="tp-section" aria-labelledby="tp-how">
        <h2 id="tp-how">${homeCopy.stepsTitle}</h2>
        <ol class="tp-steps">
          ${joinHtml(
            homeCopy.steps.map(
              (step, index) =>
                html`<li><span class="tp-round">${icon(STEP_ICONS[index] ?? 'messageCircle', 24)}</span><h3><span class="tp-n">${index + 1}.</span>${step.title}</h3><p>${step.text}</p></li>`,
            ),
            html`\n          `,
          )}
        </ol>
      </section>
      <section id="${CHAT_ANCHOR}" class="tp-section tp-chat-section" aria-labelledby="tp-chat">
        <h2 id="tp-chat">${homeCopy.chatTitle}</h2>
        <p>${homeCopy.chatSubtitle}</p>
        <div id="trovapro-chat" class="tp-chat" data-home-chat>
          <noscript><p>${landingPage.chatNoScript}</p></noscript>
        </div>
      </section>
      <section class="tp-section" aria-labelledby="tp-why">
        <h2 id="tp-why">${homeCopy.whyTitle}</h2>
        <ul class="tp-features">
          ${joinHtml(
            homeCopy.why.map(
              (reason, index) =>
                html`<li><span class="tp-round">${icon(REASON_ICONS[index] ?? 'sparkles', 28)}</span><h3>${reason.title}</h3><p>${reason.text}</p></li>`,
            ),
            html`\n          `,
          )}
        </ul>
      </section>
      <section class="tp-section tp-partner-callout" aria-labelledby="tp-partner">
        <h2 id="tp-partner">${partnerSignupCopy.homeTitle}</h2>
        <p>${partnerSignupCopy.homeText}</p>
        <a class="tp-button" href="${PARTNERS_LINK}">${partnerSignupCopy.homeCta}</a>
      </section>
    </main>
    ${footer(legal)}
  </body>
</html>
`.toString();
}
