import { partnerSignupCopy as copy } from '@trovapro/copy';
import { CATEGORIES } from '@trovapro/domain';
import { escapeHtml as e } from '../html.ts';
import { LEGAL_LINKS } from '../layout.ts';

const REACH_OPTIONS = [
  ['comune', copy.reachOptions.comune],
  ['province', copy.reachOptions.province],
  ['region', copy.reachOptions.region],
] as const;

/** A text field of the server's form: the island's (same label, name, hint and type), before it mounts. */
function textField(name: string, label: string, attributes: string, hint?: string): string {
  const id = `tp-ps-${name}`;
  const hintHtml = hint === undefined ? '' : `<p id="${id}-hint" class="tp-ps-hint">${e(hint)}</p>`;
  const describedBy = hint === undefined ? '' : ` aria-describedby="${id}-hint"`;
  return `<div class="tp-ps-field"><label class="tp-ps-label" for="${id}">${e(label)}</label><input id="${id}" name="${name}" class="tp-ps-input" ${attributes} required${describedBy}>${hintHtml}</div>`;
}

/**
 * The sign-up form as the server writes it: every field with its label, as the island will show it. It cannot
 * send anything (its button is disabled; the island replaces it, keeping what was typed); without JavaScript
 * the page says so.
 */
export function renderPartnerForm(): string {
  const categories = CATEGORIES.map((category) => `<option value="${e(category)}">${e(category)}</option>`).join('');
  const reaches = REACH_OPTIONS.map(
    ([value, label], index) =>
      `<label class="tp-ps-choice"><input type="radio" name="serviceReach" value="${value}"${index === 0 ? ' checked' : ''}>${e(label)}</label>`,
  ).join('');
  const privacy = `${e(copy.privacyBefore)}<a href="${LEGAL_LINKS.privacy}" target="_blank" rel="noopener">${e(copy.privacyLink)}</a>${e(copy.privacyMiddle)}<a href="${LEGAL_LINKS.terms}" target="_blank" rel="noopener">${e(copy.termsLink)}</a>`;
  return `<div class="tp-ps">
          <form class="tp-ps-form" novalidate>
            <p class="tp-ps-intro tp-ps-wide">${e(copy.formIntro)}</p>
            ${textField('companyName', copy.companyNameLabel, 'autocomplete="organization" maxlength="200"')}
            ${textField('email', copy.emailLabel, 'type="email" autocomplete="email" inputmode="email" spellcheck="false" maxlength="254"', copy.emailHint)}
            ${textField('phone', copy.phoneLabel, `type="tel" autocomplete="tel" inputmode="tel" placeholder="${e(copy.phonePlaceholder)}" maxlength="40"`)}
            ${textField('vatNumber', copy.vatNumberLabel, 'inputmode="numeric" autocomplete="off" spellcheck="false" maxlength="20"', copy.vatNumberHint)}
            <div class="tp-ps-field"><label class="tp-ps-label" for="tp-ps-category">${e(copy.categoryLabel)}</label><select id="tp-ps-category" name="category" class="tp-ps-input" required><option value="">${e(copy.categoryPlaceholder)}</option>${categories}</select></div>
            ${textField('comune', copy.comuneLabel, `autocomplete="off" autocapitalize="words" spellcheck="false" placeholder="${e(copy.comunePlaceholder)}" maxlength="80"`)}
            <fieldset class="tp-ps-fieldset tp-ps-wide"><legend class="tp-ps-legend">${e(copy.reachLegend)}</legend><div class="tp-ps-choices">${reaches}</div></fieldset>
            <div class="tp-ps-field tp-ps-wide"><div class="tp-ps-check"><input id="tp-ps-privacy" type="checkbox" name="privacy" required><label for="tp-ps-privacy">${privacy}</label></div></div>
            <div class="tp-ps-actions tp-ps-wide"><button type="submit" class="tp-ps-button" disabled>${e(copy.submit)}</button></div>
          </form>
          <noscript><p class="tp-ps-noscript">${e(copy.noScript)}</p></noscript>
        </div>`;
}
