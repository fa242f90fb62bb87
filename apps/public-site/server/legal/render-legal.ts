import { privacySite as copy, type LegalDocument } from '@trovapro/copy';
import { html, joinHtml, type LegalInfo, type SafeHtml } from '@trovapro/domain';
import type { AppLinks } from '@trovapro/frontend-server';
import { footer, type PageHead, staticDocument, topBar } from '../layout.ts';
import { LANDING_STYLES } from '../landing/landing-styles.ts';

/** The legal pages' layout: the landing pages' base plus a readable column of text. */
const LEGAL_STYLES =
  LANDING_STYLES +
  `
.tp-legal-page{max-width:46rem;margin:0 auto}
.tp-legal-page h1{font-size:clamp(1.6rem,4vw,2.2rem);line-height:1.2;margin:.5rem 0 .25rem}
.tp-version{color:#495057;font-size:.9rem;margin:0 0 1.25rem}
.tp-legal-page h2{font-size:1.2rem;margin:1.75rem 0 .5rem}
.tp-legal-page ul{padding-left:1.25rem}
.tp-legal-page li{margin:.35rem 0}
.tp-box{background:#fff;border:1px solid #e9ecef;border-radius:.5rem;padding:1.25rem;margin-top:1rem}
.tp-box p{margin:0 0 .75rem}
.tp-box form{margin:0}
.tp-box button{font:inherit;border:0;cursor:pointer;margin-top:.25rem;padding:.6rem 1.2rem;border-radius:.4rem;background:#c92a2a;color:#fff}
.tp-box button:focus-visible{outline:2px solid #1864ab;outline-offset:2px}
`.replace(/\n/g, '');

function documentOf(head: PageHead, body: SafeHtml, legal: LegalInfo | null): string {
  return staticDocument({
    head,
    styles: LEGAL_STYLES,
    header: topBar(),
    main: html`      <article class="tp-legal-page">
${body}
      </article>`,
    footer: footer(legal),
  });
}

/** `/privacy` or `/termini`: the document, its version, and the footer. */
export function renderLegalDocument(document: LegalDocument, path: string, legal: LegalInfo, links: AppLinks): string {
  const sections = joinHtml(
    document.sections.map(
      (section) => html`        <section>
          <h2>${section.heading}</h2>
          ${joinHtml(
            section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`),
            html`\n          `,
          )}
          ${section.items !== undefined && html`<ul>${section.items.map((item) => html`<li>${item}</li>`)}</ul>`}
        </section>`,
    ),
    html`\n`,
  );
  return documentOf(
    { title: copy.documentTitle(document.title), description: document.description, canonical: `${links.publicSiteUrl}${path}`, index: true },
    html`        <h1>${document.title}</h1>
        ${document.version !== undefined && html`<p class="tp-version">${document.version}</p>`}
        <p>${document.intro}</p>
${sections}`,
    legal,
  );
}

/** The legal pages while the API cannot say who runs the service (503, not indexed). */
export function renderLegalUnavailable(legal: LegalInfo | null): string {
  return documentOf(
    { title: copy.documentTitle(copy.unavailableTitle), index: false },
    html`        <h1>${copy.unavailableTitle}</h1>
        <p>${copy.unavailableText}</p>
        <p><a class="tp-button" href="/">${copy.homeLink}</a></p>`,
    legal,
  );
}

/** What `/privacy/cancella` shows: the confirmation step, the result, or why there is nothing to do. */
export type EraseView =
  | { kind: 'preview'; token: string; maskedEmail: string; requests: number }
  | { kind: 'done'; message: string }
  | { kind: 'invalid' }
  | { kind: 'used' }
  | { kind: 'limited'; message: string }
  | { kind: 'failed' };

function eraseBody(view: EraseView): SafeHtml {
  switch (view.kind) {
    case 'preview':
      return html`<div class="tp-box">
          <p><strong>${copy.erasePreview(view.requests, view.maskedEmail)}</strong></p>
          <p>${copy.eraseExplain}</p>
          <form method="post" action="/privacy/cancella">
            <input type="hidden" name="t" value="${view.token}">
            <button type="submit">${copy.eraseConfirm}</button>
          </form>
        </div>`;
    case 'done':
      return html`<div class="tp-box" role="status"><p><strong>${copy.eraseDone}</strong></p>${view.message !== '' && view.message !== copy.eraseDone && html`<p>${view.message}</p>`}</div>`;
    case 'invalid':
      return html`<div class="tp-box" role="alert"><p><strong>${copy.eraseInvalidTitle}</strong></p><p>${copy.eraseInvalid}</p></div>`;
    case 'used':
      return html`<div class="tp-box" role="alert"><p><strong>${copy.eraseUsedTitle}</strong></p><p>${copy.eraseUsed}</p></div>`;
    case 'limited':
      return html`<div class="tp-box" role="alert"><p><strong>${copy.eraseLimitedTitle}</strong></p><p>${view.message}</p></div>`;
    case 'failed':
      return html`<div class="tp-box" role="alert"><p>${copy.eraseFailed}</p></div>`;
  }
}

/** `/privacy/cancella?t=`: never indexed, never cached (it names a person's address, masked). */
export function renderErasePage(view: EraseView, legal: LegalInfo | null): string {
  return documentOf(
    { title: copy.documentTitle(copy.eraseTitle), index: false },
    html`        <h1>${copy.eraseTitle}</h1>
        ${eraseBody(view)}
        <p><a href="/privacy">${copy.privacyTitle}</a></p>`,
    legal,
  );
}
