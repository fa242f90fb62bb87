import { partnerSignupCopy as copy } from '@trovapro/copy';
import { CATEGORIES, html, type SafeHtml } from '@trovapro/domain';
import { LEGAL_LINKS } from '../layout.ts';

const REACH_OPTIONS = [
  ['comune', copy.reachOptions.comune],
  ['province', copy.reachOptions.province],
  ['region', copy.reachOptions.region],
] as const;

/** A text field of the server's form: the island's (same label, name, hint and type), before it mounts. */
function textField(name: string, label: string, attributes: SafeHtml, hint?: string): SafeHtml {
  const id = `tp-ps-${name}`;
  const hintHtml = hint !== undefined && html`<p id="${id}-hint" class="tp-ps-hint">${hint}</p>`;
  const describedBy = hint !== undefined && html` aria-describedby="${id}-hint"`;
  return html`<div class="tp-ps-field"><label class="tp-ps-label" for="${id}">${label}</label><input id="${id}" name="${name}" class="tp-ps-input" ${attributes} required${describedBy}>${hintHtml}</div>`;
}

/**
 * The sign-up form as the server writes it: every field with its label, as the island will show it. It cannot
 * send anything (its button is disabled; the island replaces it, keeping what was typed); without JavaScript
 * the page says so.
 */
export function renderPartnerForm(): SafeHtml {
  const categories = CATEGORIES.map((category) => html`<option value="${category}">${category}</option>`);
  const reaches = REACH_OPTIONS.map(
    ([value, label], index) =>
      html`<label class="tp-ps-choice"><input type="radio" name="serviceReach" value="${value}"${index === 0 && html` checked`}>${label}</label>`,
  );
  const privacy = html`${copy.privacyBefore}<a href="${LEGAL_LINKS.privacy}" target="_blank" rel="noopener">${copy.privacyLink}</a>${copy.privacyMiddle}<a href="${LEGAL_LINKS.terms}" target="_blank" rel="noopener">${copy.termsLink}</a>`;
  const businessTerms = html`${copy.businessTermsBefore}<a href="${LEGAL_LINKS.businessTerms}" target="_blank" rel="noopener">${copy.businessTermsLink}</a>`;
  return html`<div class="tp-ps">
          <form class="tp-ps-form" novalidate>
            <p class="tp-ps-intro tp-ps-wide">${copy.formIntro}</p>
            ${textField('companyName', copy.companyNameLabel, html`autocomplete="organization" maxlength="200"`)}
            ${textField('email', copy.emailLabel, html`type="email" autocomplete="email" inputmode="email" spellcheck="false" maxlength="254"`, copy.emailHint)}
            ${textField('phone', copy.phoneLabel, html`type="tel" autocomplete="tel" inputmode="tel" placeholder="${copy.phonePlaceholder}" maxlength="40"`)}
            ${textField('vatNumber', copy.vatNumberLabel, html`inputmode="numeric" autocomplete="off" spellcheck="false" maxlength="20"`, copy.vatNumberHint)}
            <div class="tp-ps-field"><label class="tp-ps-label" for="tp-ps-category">${copy.categoryLabel}</label><select id="tp-ps-category" name="category" class="tp-ps-input" required><option value="">${copy.categoryPlaceholder}</option>${categories}</select></div>
            ${textField('comune', copy.comuneLabel, html`autocomplete="off" autocapitalize="words" spellcheck="false" placeholder="${copy.comunePlaceholder}" maxlength="80"`)}
            <fieldset class="tp-ps-fieldset tp-ps-wide"><legend class="tp-ps-legend">${copy.reachLegend}</legend><div class="tp-ps-choices">${reaches}</div></fieldset>
            <div class="tp-ps-field tp-ps-wide"><div class="tp-ps-check"><input id="tp-ps-privacy" type="checkbox" name="privacy" required><label for="tp-ps-privacy">${privacy}</label></div></div>
            <div class="tp-ps-field tp-ps-wide"><div class="tp-ps-check"><input id="tp-ps-terms" type="checkbox" name="terms" required><label for="tp-ps-terms">${businessTerms}</label></div></div>
            <div class="tp-ps-actions tp-ps-wide"><button type="submit" class="tp-ps-button" disabled>${copy.submit}</button></div>
          </form>
          <noscript><p class="tp-ps-noscript">${copy.noScript}</p></noscript>
        </div>`;
}
