import { homeCopy, landingPage, partnerSignupCopy, PRODUCT_NAME, publicSite } from '@trovapro/copy';
import type { LegalInfo } from '@trovapro/domain';
import { appLinksMeta, type AppLinks } from '@trovapro/frontend-server';
import { CHAT_ANCHOR } from '../../src/lib/chat-focus.ts';
import { escapeHtml as e, jsonForScript } from '../html.ts';
import { footer, headTags, islandAssets, openGraphMeta, PARTNERS_LINK, topBar } from '../layout.ts';
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

function organization(siteUrl: string): string {
  return jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${siteUrl}/`,
    description: homeCopy.organizationDescription,
    areaServed: { '@type': 'Country', name: 'Italia' },
  });
}

/**
 * Spec §2 Home, complete without JavaScript (top bar, hero, three steps, the chat, three reasons, the way
 * to «Diventa partner» for businesses), for people and crawlers alike; the chat marker is the only island.
 */
export function renderHomePage({ links, assets, legal }: HomeRenderContext): string {
  const siteUrl = links.publicSiteUrl;
  const url = `${siteUrl}/`;
  return `<!doctype html>
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
    <script type="application/ld+json">${organization(siteUrl)}</script>
    ${appLinksMeta(links)}
    ${islandAssets(assets)}
    <style>${HOME_STYLES}</style>
  </head>
  <body>
    ${topBar()}
    <main class="tp-main tp-home">
      <section class="tp-hero">
        <p class="tp-badge">${e(homeCopy.heroBadge)}</p>
        <h1>${e(publicSite.home.heroTitle)}</h1>
        <p>${e(publicSite.home.heroSubtitle)}</p>
        <a class="tp-button tp-cta" href="#${CHAT_ANCHOR}">${icon('messageCircle', 20)}${e(homeCopy.heroCta)}</a>
        <ul class="tp-points">
          ${homeCopy.heroPoints.map((point) => `<li>${icon('circleCheck', 18)}${e(point)}</li>`).join('\n          ')}
        </ul>
      </section>
      <section class="tp-section" aria-labelledby="tp-how">
        <h2 id="tp-how">${e(homeCopy.stepsTitle)}</h2>
        <ol class="tp-steps">
          ${homeCopy.steps
            .map(
              (step, index) =>
                `<li><span class="tp-round">${icon(STEP_ICONS[index] ?? 'messageCircle', 24)}</span><h3><span class="tp-n">${index + 1}.</span>${e(step.title)}</h3><p>${e(step.text)}</p></li>`,
            )
            .join('\n          ')}
        </ol>
      </section>
      <section id="${CHAT_ANCHOR}" class="tp-section tp-chat-section" aria-labelledby="tp-chat">
        <h2 id="tp-chat">${e(homeCopy.chatTitle)}</h2>
        <p>${e(homeCopy.chatSubtitle)}</p>
        <div id="trovapro-chat" class="tp-chat" data-home-chat>
          <noscript><p>${e(landingPage.chatNoScript)}</p></noscript>
        </div>
      </section>
      <section class="tp-section" aria-labelledby="tp-why">
        <h2 id="tp-why">${e(homeCopy.whyTitle)}</h2>
        <ul class="tp-features">
          ${homeCopy.why
            .map(
              (reason, index) =>
                `<li><span class="tp-round">${icon(REASON_ICONS[index] ?? 'sparkles', 28)}</span><h3>${e(reason.title)}</h3><p>${e(reason.text)}</p></li>`,
            )
            .join('\n          ')}
        </ul>
      </section>
      <section class="tp-section tp-partner-callout" aria-labelledby="tp-partner">
        <h2 id="tp-partner">${e(partnerSignupCopy.homeTitle)}</h2>
        <p>${e(partnerSignupCopy.homeText)}</p>
        <a class="tp-button" href="${PARTNERS_LINK}">${e(partnerSignupCopy.homeCta)}</a>
      </section>
    </main>
    ${footer(legal)}
  </body>
</html>
`;
}
