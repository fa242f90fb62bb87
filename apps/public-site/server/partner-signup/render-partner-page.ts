import { formatEuro, partnerSignupCopy as copy } from '@trovapro/copy';
import { CATEGORIES, CATEGORY_PRICES, html, joinHtml, LEAD_DISCOUNT_PERCENT, styleElement, type LegalInfo, type SafeHtml } from '@trovapro/domain';
import type { AppLinks } from '@trovapro/frontend-server';
import { pagePaths } from '../../src/app/paths.ts';
import { PARTNER_SIGNUP_ANCHOR, PARTNER_SIGNUP_ID } from '../../src/features/partner-signup/utils/island-marker.ts';
import { icon, type IconName } from '../home/icons.ts';
import { appLinksMetaTag, footer, headTags, islandAssets, openGraphMeta, topBar } from '../layout.ts';
import type { EntryAssets } from '../vite-assets.ts';
import { renderPartnerForm } from './partner-form.ts';
import { PARTNER_STYLES } from './partner-styles.ts';

export interface PartnerPageContext {
  links: AppLinks;
  /** The sign-up island (src/partner-signup.tsx). */
  assets: EntryAssets;
  /** Who runs the service (the footer) and how many businesses may buy one request; null while the API cannot say. */
  legal: LegalInfo | null;
}

const STEP_ICONS: readonly IconName[] = ['mailCheck', 'shieldCheck', 'receipt'];
/** The price of a request in each of the six categories (the domain's `CATEGORY_PRICES`), IVA included. */
function prices(): SafeHtml {
  return joinHtml(
    CATEGORIES.map(
      (category) =>
        html`<li><span class="tp-price-cat">${category}</span><span class="tp-price">${formatEuro(CATEGORY_PRICES[category])}</span><span class="tp-vat">${copy.vatIncluded}</span></li>`,
    ),
    html`\n          `,
  );
}

/**
 * `/aziende`, «Diventa partner»: how it works, what a request costs (per category, IVA included, the discount
 * of a request nobody bought, how many businesses may buy one) and the sign-up form, the page's only island.
 * Complete without JavaScript, for people and crawlers alike.
 */
export function renderPartnerPage({ links, assets, legal }: PartnerPageContext): string {
  const url = `${links.publicSiteUrl}${pagePaths.partners}`;
  const notes = [copy.discountNote(LEAD_DISCOUNT_PERCENT), copy.buyersNote(legal?.leadMaxBuyers ?? null)];
  return html`<!doctype html>
<html lang="it">
  <head>
    ${headTags({
      title: copy.documentTitle,
      description: copy.metaDescription,
      canonical: url,
      index: true,
      extra: openGraphMeta({ type: 'website', title: copy.documentTitle, description: copy.metaDescription, url }),
    })}
    <meta name="twitter:card" content="summary">
    ${appLinksMetaTag(links)}
    ${islandAssets(assets)}
    ${styleElement(PARTNER_STYLES)}
  </head>
  <body>
    ${topBar()}
    <main class="tp-main tp-home tp-partners">
      <section class="tp-hero">
        <p class="tp-badge">${copy.badge}</p>
        <h1>${copy.title}</h1>
        <p>${copy.subtitle}</p>
        <a class="tp-button tp-cta" href="#${PARTNER_SIGNUP_ANCHOR}">${icon('circleCheck', 20)}${copy.heroCta}</a>
      </section>
      <section class="tp-section" aria-labelledby="tp-how">
        <h2 id="tp-how">${copy.stepsTitle}</h2>
        <ol class="tp-steps">
          ${joinHtml(
            copy.steps.map(
              (step, index) =>
                html`<li><span class="tp-round">${icon(STEP_ICONS[index] ?? 'circleCheck', 24)}</span><h3><span class="tp-n">${index + 1}.</span>${step.title}</h3><p>${step.text}</p></li>`,
            ),
            html`\n          `,
          )}
        </ol>
      </section>
      <section class="tp-section" aria-labelledby="tp-prices">
        <h2 id="tp-prices">${copy.pricesTitle}</h2>
        <p class="tp-lead">${copy.pricesIntro}</p>
        <ul class="tp-prices" aria-label="${copy.pricesLabel}">
          ${prices()}
        </ul>
        <ul class="tp-notes">
          ${joinHtml(
            notes.map((note) => html`<li>${icon('circleCheck', 18)}<span>${note}</span></li>`),
            html`\n          `,
          )}
        </ul>
      </section>
      <section id="${PARTNER_SIGNUP_ANCHOR}" class="tp-section tp-signup-section" aria-labelledby="tp-signup">
        <h2 id="tp-signup">${copy.formTitle}</h2>
        <div id="${PARTNER_SIGNUP_ID}" data-partner-signup>
        ${renderPartnerForm()}
        </div>
      </section>
    </main>
    ${footer(legal)}
  </body>
</html>
`.toString();
}
