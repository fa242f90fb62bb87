import { customerRequestPage as copy } from '@trovapro/copy';
import {
  formatRomeDate,
  html,
  joinHtml,
  type BusinessRating,
  type CustomerChoice,
  type CustomerRequest,
  type CustomerRequestBuyer,
  type CustomerRequestStep,
  type LegalInfo,
  type SafeHtml,
} from '@trovapro/domain';
import { pagePaths } from '../../src/app/paths.ts';
import { footer, staticDocument, topBar } from '../layout.ts';
import { LANDING_STYLES } from '../landing/landing-styles.ts';

/** The page's path, where its forms post. */
const CUSTOMER_REQUEST_PAGE = pagePaths.customerRequest;

/** The request page's layout: the landing pages' base, a readable column, boxes, a timeline and forms. */
const STYLES =
  LANDING_STYLES +
  `
.tp-request{max-width:46rem;margin:0 auto}
.tp-request h1{font-size:clamp(1.6rem,4vw,2.2rem);line-height:1.2;margin:.5rem 0 1rem}
.tp-request h2{font-size:1.25rem;margin:2rem 0 .6rem}
.tp-request h3{font-size:1.1rem;margin:0 0 .5rem}
.tp-box{background:#fff;border:1px solid #dee2e6;border-radius:.5rem;padding:1.1rem 1.25rem;margin-top:1rem}
.tp-box h2{margin:0 0 .6rem}
.tp-box p{margin:0 0 .6rem}
.tp-box p:last-child{margin-bottom:0}
.tp-notice{border-left:4px solid #2b8a3e}
.tp-alert{border-left:4px solid #c92a2a}
.tp-state{font-size:1.1rem}
.tp-quote{margin:0 0 1rem;padding:.75rem 1rem;background:#f1f3f5;border-radius:.4rem;white-space:pre-line}
.tp-facts{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0}
.tp-facts dt{color:#495057}
.tp-facts dd{margin:0;overflow-wrap:anywhere}
.tp-timeline{list-style:none;padding:0;margin:0;border-left:2px solid #ced4da}
.tp-timeline li{position:relative;padding:0 0 .9rem 1.1rem}
.tp-timeline li::before{content:"";position:absolute;left:-.45rem;top:.35rem;width:.7rem;height:.7rem;border-radius:50%;background:#1864ab}
.tp-timeline time{display:block;color:#495057;font-size:.9rem}
.tp-buyer{margin-top:1rem}
.tp-rating-line{margin:.75rem 0 .25rem;font-weight:600}
.tp-reviews{list-style:none;padding:0;margin:.5rem 0 0}
.tp-reviews li{border-top:1px solid #e9ecef;padding:.6rem 0}
.tp-stars{color:#b35c00;letter-spacing:.05em}
.tp-reply{margin:.4rem 0 0 1rem;padding-left:.75rem;border-left:3px solid #dee2e6;color:#343a40}
.tp-muted{color:#495057}
.tp-request fieldset{border:0;padding:0;margin:0}
.tp-request legend{font-weight:600;margin-bottom:.5rem}
.tp-option{display:flex;gap:.75rem;align-items:flex-start;padding:.6rem 0;border-top:1px solid #e9ecef}
.tp-option input{width:1.25rem;height:1.25rem;margin-top:.15rem;flex:none}
.tp-option span{display:block}
.tp-request label.tp-field{display:block;font-weight:600;margin-bottom:.35rem}
.tp-request input[type=email]{font:inherit;width:100%;max-width:24rem;padding:.55rem .7rem;border:1px solid #868e96;border-radius:.4rem}
.tp-request button,.tp-request .tp-link-button{font:inherit;border:0;cursor:pointer;display:inline-block;margin-top:.75rem;padding:.65rem 1.2rem;border-radius:.4rem;background:#1864ab;color:#fff;text-decoration:none}
.tp-request button.tp-danger{background:#c92a2a}
.tp-request .tp-secondary{background:#e9ecef;color:#212529}
.tp-actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.tp-request button:focus-visible,.tp-request a:focus-visible,.tp-request input:focus-visible{outline:2px solid #1864ab;outline-offset:2px}
.tp-error{color:#c92a2a;margin:.35rem 0 0}
`.replace(/\n/g, '');

/** A message shown above the request after an action: done (`notice`) or refused (`alert`). */
export interface PageMessage {
  readonly kind: 'notice' | 'alert';
  readonly text: string;
}

/** What the page shows. */
export type CustomerRequestView =
  | {
      kind: 'request';
      token: string;
      request: CustomerRequest;
      message?: PageMessage;
      /** The choice form's refusal and what was ticked, kept. */
      choiceError?: string;
      ticked?: readonly string[];
    }
  | { kind: 'confirm-stop'; token: string }
  | { kind: 'no-token' }
  | { kind: 'invalid' }
  | { kind: 'erased' }
  | { kind: 'limited'; message: string }
  | { kind: 'failed' }
  /** The «Ricevi di nuovo il link» form's outcome: sent, or refused with the address typed kept. */
  | { kind: 'link'; email: string; sent?: string; error?: string; limited?: string; failed?: boolean };

const day = (at: string) => formatRomeDate(new Date(at));
const dateOf = (at: string) => html`<time datetime="${at}">${day(at)}</time>`;

function ratingText(rating: BusinessRating | null): SafeHtml {
  if (rating === null) return html`<span class="tp-muted">${copy.noReviews}</span>`;
  return html`<span aria-hidden="true">${copy.rating(rating.average, rating.count)}</span><span class="tp-sr">${copy.ratingLabel(rating.average, rating.count)}</span>`;
}

function stateLabel(request: CustomerRequest): { label: string; explain: string } {
  switch (request.state) {
    case 'closed':
      return request.closedReason === 'customer_stop'
        ? { label: copy.state.closedByYou, explain: copy.stateExplain.closedByYou }
        : { label: copy.state.closedByAdmin, explain: copy.stateExplain.closedByAdmin };
    case 'sent':
      return { label: copy.state.sent(request.offeredTo), explain: copy.stateExplain.sent };
    case 'bought':
      return { label: copy.state.bought(request.buyers.map((buyer) => buyer.name)), explain: copy.stateExplain.bought };
    default:
      return { label: copy.state[request.state], explain: copy.stateExplain[request.state] };
  }
}

function stepLabel(step: CustomerRequestStep): string {
  switch (step.type) {
    case 'chosen':
      return copy.step.chosen(step.businesses ?? 0);
    case 'sent':
      return copy.step.sent(step.businesses ?? 0);
    case 'bought':
      return copy.step.bought(step.businessName ?? '');
    case 'closed':
      return step.reason === 'customer_stop' ? copy.step.closedByYou : copy.step.closedByAdmin;
    default:
      return copy.step[step.type];
  }
}

const place = (municipality: string | null, province: string | null) =>
  municipality === null ? null : province === null || province === municipality ? municipality : `${municipality} (${province})`;

function buyerCard(buyer: CustomerRequestBuyer): SafeHtml {
  const comune = place(buyer.municipality, buyer.province);
  const reviews = buyer.reviews.map(
    (review) => html`<li>
            <p><span class="tp-stars" aria-hidden="true">${copy.reviewStars(review.rating)}</span><span class="tp-sr">${copy.reviewStarsLabel(review.rating)}</span> <span class="tp-muted">${copy.reviewBy(review.authorName, day(review.createdAt))}</span></p>
            ${review.comment !== null && html`<p>${review.comment}</p>`}
            ${review.reply !== null && html`<p class="tp-reply">${copy.reply(review.repliedAt === null ? '' : day(review.repliedAt))} ${review.reply}</p>`}
          </li>`,
  );
  return html`<article class="tp-box tp-buyer">
        <h3>${buyer.name}</h3>
        <dl class="tp-facts">
          <dt>${copy.vatLabel}</dt><dd>${buyer.vatNumber ?? copy.notGiven}</dd>
          <dt>${copy.municipalityLabel}</dt><dd>${comune ?? copy.notGiven}</dd>
          <dt>${copy.phoneLabel}</dt><dd>${buyer.phone === null ? copy.notGiven : html`<a href="tel:${buyer.phone.replace(/[^+\d]/g, '')}">${buyer.phone}</a>`}</dd>
          <dt>${copy.emailLabel}</dt><dd><a href="mailto:${buyer.email}">${buyer.email}</a></dd>
        </dl>
        <p class="tp-muted">${copy.boughtOn(day(buyer.boughtAt))}</p>
        <p class="tp-rating-line">${ratingText(buyer.rating)}</p>
        ${reviews.length > 0 && html`<h4 class="tp-sr">${copy.reviewsHeading(buyer.name)}</h4><ul class="tp-reviews">${reviews}</ul>`}
      </article>`;
}

function choiceSection(token: string, choice: CustomerChoice, view: { choiceError?: string; ticked?: readonly string[] }): SafeHtml {
  const proposalText = (proposal: CustomerChoice['proposals'][number]) => {
    const comune = place(proposal.municipality, proposal.province);
    return html`<span><strong>${proposal.name}</strong></span>${comune !== null && html`<span>${comune}</span>`}<span>${ratingText(proposal.rating)}</span>`;
  };
  if (choice.answered) {
    return html`<section aria-labelledby="tp-choice">
        <h2 id="tp-choice">${copy.choiceHeading}</h2>
        <div class="tp-box">
          <p>${copy.choiceAnswered}</p>
          <ul class="tp-reviews">${choice.proposals.map(
            (proposal) => html`<li>${proposalText(proposal)}<span class="tp-muted">${proposal.chosen ? copy.chosen : copy.notChosen}</span></li>`,
          )}</ul>
        </div>
      </section>`;
  }
  if (choice.max === 0) {
    return html`<section aria-labelledby="tp-choice">
        <h2 id="tp-choice">${copy.choiceHeading}</h2>
        <div class="tp-box"><p>${copy.choiceNoneLeft}</p></div>
      </section>`;
  }
  const ticked = new Set(view.ticked ?? []);
  const options = choice.proposals.map(
    (proposal, index) => html`<div class="tp-option">
              <input type="checkbox" id="tp-proposal-${index}" name="azienda" value="${proposal.businessId}"${ticked.has(proposal.businessId) ? html` checked` : html``}>
              <label for="tp-proposal-${index}">${proposalText(proposal)}</label>
            </div>`,
  );
  return html`<section aria-labelledby="tp-choice">
        <h2 id="tp-choice">${copy.choiceHeading}</h2>
        <div class="tp-box">
          <p>${copy.choiceIntro}</p>
          <p><strong>${copy.choiceMax(choice.max)}</strong></p>
          <form method="post" action="${CUSTOMER_REQUEST_PAGE}">
            <input type="hidden" name="t" value="${token}">
            <input type="hidden" name="azione" value="scegli">
            <fieldset${view.choiceError !== undefined ? html` aria-describedby="tp-choice-error"` : html``}>
              <legend>${copy.choiceLegend}</legend>
              ${options}
            </fieldset>
            ${view.choiceError !== undefined && html`<p class="tp-error" id="tp-choice-error" role="alert">${view.choiceError}</p>`}
            <button type="submit">${copy.choiceSubmit}</button>
          </form>
        </div>
      </section>`;
}

function requestBody(view: Extract<CustomerRequestView, { kind: 'request' }>): SafeHtml {
  const { request: page, token } = view;
  const { request } = page;
  const state = stateLabel(page);
  const showChoice = page.choice !== null && page.state !== 'closed' && page.state !== 'rejected';
  return html`${view.message !== undefined && html`<div class="tp-box tp-${view.message.kind}" role="${view.message.kind === 'notice' ? 'status' : 'alert'}"><p>${view.message.text}</p></div>`}
      <div class="tp-box">
        <p class="tp-state">${copy.stateNow} <strong>${state.label}</strong></p>
        <p>${state.explain}</p>
      </div>
      ${showChoice && page.choice !== null && choiceSection(token, page.choice, view)}
      <section aria-labelledby="tp-request">
        <h2 id="tp-request">${copy.requestHeading}</h2>
        <div class="tp-box">
          <p class="tp-quote">${request.userRequest}</p>
          <dl class="tp-facts">
            <dt>${copy.categoryLabel}</dt><dd>${request.category}</dd>
            <dt>${copy.locationLabel}</dt><dd>${request.location ?? copy.locationUnknown}</dd>
            <dt>${copy.nameLabel}</dt><dd>${request.userName}</dd>
            <dt>${copy.emailLabel}</dt><dd>${request.userEmail}</dd>
            <dt>${copy.phoneLabel}</dt><dd>${request.userPhone ?? copy.notGiven}</dd>
            <dt>${copy.createdLabel}</dt><dd>${dateOf(request.createdAt)}</dd>
          </dl>
        </div>
      </section>
      <section aria-labelledby="tp-timeline">
        <h2 id="tp-timeline">${copy.stateHeading}</h2>
        <ol class="tp-timeline" aria-label="${copy.timelineLabel}">${page.timeline.map(
          (step) => html`<li>${dateOf(step.at)}${stepLabel(step)}</li>`,
        )}</ol>
      </section>
      <section aria-labelledby="tp-buyers">
        <h2 id="tp-buyers">${copy.buyersHeading}</h2>
        ${page.buyers.length === 0 ? html`<p>${copy.noBuyers}</p>` : joinHtml(page.buyers.map(buyerCard), html`\n      `)}
      </section>
      ${
        page.state !== 'closed' &&
        html`<section aria-labelledby="tp-stop">
        <h2 id="tp-stop">${copy.stopHeading}</h2>
        <div class="tp-box">
          <p>${copy.stopExplain}</p>
          <form method="post" action="${CUSTOMER_REQUEST_PAGE}">
            <input type="hidden" name="t" value="${token}">
            <input type="hidden" name="azione" value="conferma-chiusura">
            <button type="submit" class="tp-danger">${copy.stopButton}</button>
          </form>
        </div>
      </section>`
      }
      <section aria-labelledby="tp-data">
        <h2 id="tp-data">${copy.eraseHeading}</h2>
        <p>${copy.eraseText} <a href="${page.eraseUrl}">${copy.eraseLink}</a></p>
      </section>`;
}

function linkForm(email: string, error?: string): SafeHtml {
  return html`<section aria-labelledby="tp-link">
        <h2 id="tp-link">${copy.linkHeading}</h2>
        <div class="tp-box">
          <p>${copy.linkText}</p>
          <form method="post" action="${CUSTOMER_REQUEST_PAGE}" novalidate>
            <input type="hidden" name="azione" value="link">
            <label class="tp-field" for="tp-email">${copy.linkEmailLabel}</label>
            <input type="email" id="tp-email" name="email" autocomplete="email" required value="${email}"${error !== undefined ? html` aria-invalid="true" aria-describedby="tp-email-error"` : html``}>
            ${error !== undefined && html`<p class="tp-error" id="tp-email-error">${error}</p>`}
            <button type="submit">${copy.linkSubmit}</button>
          </form>
        </div>
      </section>`;
}

const alertBox = (title: string, text: string) =>
  html`<div class="tp-box tp-alert" role="alert"><p><strong>${title}</strong></p><p>${text}</p></div>`;

function body(view: CustomerRequestView): SafeHtml {
  switch (view.kind) {
    case 'request':
      return requestBody(view);
    case 'confirm-stop':
      return html`<div class="tp-box tp-alert">
        <h2>${copy.stopConfirmTitle}</h2>
        <p>${copy.stopConfirmText}</p>
        <form method="post" action="${CUSTOMER_REQUEST_PAGE}">
          <input type="hidden" name="t" value="${view.token}">
          <input type="hidden" name="azione" value="chiudi">
          <div class="tp-actions">
            <button type="submit" class="tp-danger">${copy.stopConfirm}</button>
            <a class="tp-link-button tp-secondary" href="${CUSTOMER_REQUEST_PAGE}?t=${encodeURIComponent(view.token)}">${copy.stopCancel}</a>
          </div>
        </form>
      </div>`;
    case 'no-token':
      return html`<div class="tp-box"><p><strong>${copy.noTokenTitle}</strong></p><p>${copy.noToken}</p></div>
      ${linkForm('')}`;
    case 'invalid':
      return html`${alertBox(copy.invalidTitle, copy.invalid)}
      ${linkForm('')}`;
    case 'erased':
      return html`${alertBox(copy.erasedTitle, copy.erased)}
      <p><a class="tp-button" href="/">${copy.homeLink}</a></p>`;
    case 'limited':
      return alertBox(copy.limitedTitle, view.message === '' ? copy.limitedFallback : view.message);
    case 'failed':
      return alertBox(copy.failedTitle, copy.failed);
    case 'link': {
      if (view.sent !== undefined)
        return html`<div class="tp-box tp-notice" role="status"><p><strong>${copy.linkSentTitle}</strong></p><p>${view.sent}</p></div>`;
      const problem =
        view.limited !== undefined
          ? alertBox(copy.limitedTitle, view.limited === '' ? copy.limitedFallback : view.limited)
          : view.failed === true
            ? alertBox(copy.failedTitle, copy.actionFailed)
            : html``;
      return html`${problem}
      ${linkForm(view.email, view.error)}`;
    }
  }
}

/** `/la-mia-richiesta`: never indexed, never cached (it shows a person's request and the buyers' contacts). */
export function renderCustomerRequestPage(view: CustomerRequestView, legal: LegalInfo | null): string {
  return staticDocument({
    head: { title: copy.documentTitle, index: false },
    styles: STYLES,
    header: topBar(),
    main: html`      <div class="tp-request">
        <h1>${copy.title}</h1>
      ${body(view)}
      </div>`,
    footer: footer(legal),
  });
}
