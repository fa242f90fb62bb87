import { formatDate, ratingStars, reviewSite as copy } from '@trovapro/copy';
import {
  html,
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  type LegalInfo,
  type ReviewRequestView,
  type SafeHtml,
  type WrittenReview,
} from '@trovapro/domain';
import { LANDING_STYLES } from '../landing/landing-styles.ts';
import { footer, staticDocument, topBar } from '../layout.ts';

/** Where the live counter of the comment comes from (a file of this server: the CSP allows only the site's scripts). */
export const REVIEW_SCRIPT_PATH = '/recensione/contatore.js';

/** The form's layout: the landing pages' base, a readable column, a radio group of stars, a text box. */
const REVIEW_STYLES =
  LANDING_STYLES +
  `
.tp-review-page{max-width:40rem;margin:0 auto}
.tp-review-page h1{font-size:clamp(1.6rem,4vw,2.2rem);line-height:1.2;margin:.5rem 0 .5rem}
.tp-lead{color:#495057;margin:0 0 1rem}
.tp-box{background:#fff;border:1px solid #e9ecef;border-radius:.5rem;padding:1.25rem;margin-top:1rem}
.tp-box p{margin:0 0 .75rem}
.tp-alert{border-color:#fa5252;background:#fff5f5}
.tp-alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.tp-stars{border:0;margin:0 0 1.25rem;padding:0}
.tp-stars legend{font-weight:600;padding:0;margin-bottom:.25rem}
.tp-hint{color:#495057;font-size:.9rem;margin:.15rem 0 .5rem}
.tp-star-option{display:flex;align-items:center;gap:.6rem;padding:.45rem .6rem;border:1px solid #dee2e6;border-radius:.4rem;margin:.35rem 0;cursor:pointer;background:#fff}
.tp-star-option:has(input:checked){border-color:#1864ab;background:#e7f5ff}
.tp-star-option input{width:1.2rem;height:1.2rem;margin:0;accent-color:#1864ab}
.tp-star-option .tp-star{font-size:1.2rem;letter-spacing:.1rem}
.tp-field label{display:block;font-weight:600}
.tp-field textarea{display:block;width:100%;min-height:9rem;font:inherit;padding:.6rem;border:1px solid #868e96;border-radius:.4rem;resize:vertical}
.tp-field textarea:focus-visible,.tp-star-option input:focus-visible,.tp-submit:focus-visible{outline:2px solid #1864ab;outline-offset:2px}
.tp-count{color:#495057;font-size:.9rem;margin:.25rem 0 0;text-align:right}
.tp-error{color:#c92a2a;font-weight:600;margin:.25rem 0}
.tp-note{color:#495057;font-size:.9rem;margin:1rem 0}
.tp-submit{font:inherit;border:0;cursor:pointer;padding:.7rem 1.4rem;border-radius:.4rem;background:#1864ab;color:#fff}
.tp-written dt{font-weight:600;margin-top:.5rem}
.tp-written dd{margin:0;white-space:pre-wrap}
`.replace(/\n/g, '');

/** What the visitor typed: kept when the form comes back with an error. */
export interface ReviewDraft {
  readonly rating: number | null;
  readonly comment: string;
}

export type ReviewFormError = 'rating' | 'comment';

/** What `/recensione` shows. */
export type ReviewPageView =
  | { kind: 'form'; token: string; request: ReviewRequestView; draft: ReviewDraft; errors: readonly ReviewFormError[]; alert?: string }
  | { kind: 'thanks' }
  | { kind: 'written'; request: ReviewRequestView; review: WrittenReview }
  | { kind: 'invalid' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'limited'; message: string }
  | { kind: 'failed' };

const ERROR_TEXT: Record<ReviewFormError, string> = {
  rating: copy.ratingRequired,
  comment: copy.commentTooLong(REVIEW_COMMENT_MAX),
};

function requestLine(request: ReviewRequestView): SafeHtml {
  return html`<p class="tp-lead">${copy.requestOf(request.businessName, request.category, request.place, formatDate(request.purchasedAt))}</p>`;
}

function form(view: Extract<ReviewPageView, { kind: 'form' }>): SafeHtml {
  const { draft, errors } = view;
  const ratingError = errors.includes('rating');
  const commentError = errors.includes('comment');
  const options = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => REVIEW_RATING_MAX - index).map(
    (value) =>
      html`<label class="tp-star-option"><input type="radio" name="rating" value="${String(value)}" required${
        draft.rating === value ? html` checked` : html``
      }><span class="tp-star" aria-hidden="true">${'★'.repeat(value)}${'☆'.repeat(REVIEW_RATING_MAX - value)}</span><span>${copy.ratingLabels[value - 1] ?? ''}</span></label>`,
  );
  const summary =
    errors.length > 0 || view.alert !== undefined
      ? html`<div class="tp-box tp-alert" role="alert" id="review-errors" tabindex="-1">
          ${view.alert !== undefined && html`<p>${view.alert}</p>`}
          ${errors.length > 0 && html`<p><strong>${copy.errorSummary}</strong></p><ul>${errors.map((error) => html`<li><a href="#${error === 'rating' ? 'rating-5' : 'comment'}">${ERROR_TEXT[error]}</a></li>`)}</ul>`}
        </div>`
      : html``;
  return html`${summary}
        <form class="tp-box" method="post" action="/recensione" novalidate>
          <input type="hidden" name="t" value="${view.token}">
          <fieldset class="tp-stars" aria-describedby="rating-hint${ratingError ? ' rating-error' : ''}"${ratingError ? html` aria-invalid="true"` : html``}>
            <legend>${copy.ratingLegend}</legend>
            <p class="tp-hint" id="rating-hint">${copy.ratingHint}</p>
            ${ratingError && html`<p class="tp-error" id="rating-error">${copy.ratingRequired}</p>`}
            ${options}
          </fieldset>
          <div class="tp-field">
            <label for="comment">${copy.commentLabel}</label>
            <p class="tp-hint" id="comment-hint">${copy.commentHint(REVIEW_COMMENT_MAX)} ${copy.commentPrivacy}</p>
            ${commentError && html`<p class="tp-error" id="comment-error">${ERROR_TEXT.comment}</p>`}
            <textarea id="comment" name="comment" rows="6" maxlength="${String(REVIEW_COMMENT_MAX)}" aria-describedby="comment-hint comment-count${commentError ? ' comment-error' : ''}"${commentError ? html` aria-invalid="true"` : html``}>${draft.comment}</textarea>
            <p class="tp-count" id="comment-count" data-of="${copy.commentCountOf(REVIEW_COMMENT_MAX)}">${copy.commentCount([...draft.comment].length, REVIEW_COMMENT_MAX)}</p>
          </div>
          <p class="tp-note">${copy.publicNote}</p>
          <button class="tp-submit" type="submit">${copy.submit}</button>
        </form>
        <script src="${REVIEW_SCRIPT_PATH}" defer></script>`;
}

function body(view: ReviewPageView): SafeHtml {
  switch (view.kind) {
    case 'form':
      return html`<h1>${copy.intro(view.request.businessName)}</h1>
        ${requestLine(view.request)}
        ${form(view)}`;
    case 'thanks':
      return html`<h1>${copy.thanksTitle}</h1>
        <div class="tp-box" role="status"><p>${copy.thanks}</p></div>
        <p><a class="tp-button" href="/">${copy.homeLink}</a></p>`;
    case 'written':
      return html`<h1>${copy.writtenTitle}</h1>
        ${requestLine(view.request)}
        <div class="tp-box" role="status">
          <p>${copy.written(formatDate(view.review.createdAt))}</p>
          <dl class="tp-written">
            <dt>${copy.yourRating}</dt>
            <dd><span class="tp-star">${ratingStars(view.review.rating)}</span></dd>
            <dt>${copy.yourComment}</dt>
            <dd>${view.review.comment ?? copy.noComment}</dd>
          </dl>
        </div>
        <p><a class="tp-button" href="/">${copy.homeLink}</a></p>`;
    case 'invalid':
      return html`<h1>${copy.title}</h1>
        <div class="tp-box tp-alert" role="alert"><p><strong>${copy.invalidTitle}</strong></p><p>${copy.invalid}</p></div>`;
    case 'unavailable':
      return html`<h1>${copy.title}</h1>
        <div class="tp-box" role="alert"><p><strong>${copy.unavailableTitle}</strong></p><p>${view.message}</p></div>`;
    case 'limited':
      return html`<h1>${copy.title}</h1>
        <div class="tp-box tp-alert" role="alert"><p><strong>${copy.limitedTitle}</strong></p><p>${view.message}</p></div>`;
    case 'failed':
      return html`<h1>${copy.title}</h1>
        <div class="tp-box tp-alert" role="alert"><p>${copy.failed}</p></div>`;
  }
}

/** `/recensione?t=`: never indexed, never cached (it names a person's purchase). */
export function renderReviewPage(view: ReviewPageView, legal: LegalInfo | null): string {
  const title = view.kind === 'form' ? copy.intro(view.request.businessName) : view.kind === 'thanks' ? copy.thanksTitle : copy.title;
  return staticDocument({
    head: { title: copy.documentTitle(title), index: false },
    styles: REVIEW_STYLES,
    header: topBar(),
    main: html`      <article class="tp-review-page">
        ${body(view)}
      </article>`,
    footer: footer(legal),
  });
}

/**
 * The live counter of the comment (progressive: without JavaScript the server counts, and the text box stops at the
 * limit). Plain text served as a script of the site.
 */
export const REVIEW_COUNTER_SCRIPT = `(() => {
  const box = document.getElementById('comment');
  const count = document.getElementById('comment-count');
  if (!box || !count) return;
  const of = count.dataset.of;
  const update = () => {
    count.textContent = Array.from(box.value).length + ' ' + of;
  };
  box.addEventListener('input', update);
  update();
})();
`;
