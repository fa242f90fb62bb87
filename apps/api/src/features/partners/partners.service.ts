import { apiAdminMessages, apiPartnerMessages, offerUnsubscribeFooter, partnerEmailTexts } from '@trovapro/copy';
import {
  EMAIL_TEMPLATE_NAMES,
  html,
  type Business,
  type OffersStatus,
  type RefusePartnerBody,
  type UnsubscribeQuery,
  type UnsubscribeResponse,
} from '@trovapro/domain';
import type { Config } from '../../config.ts';
import { purposeKey } from '../../db/app-secrets.ts';
import type { BusinessViewRow } from '../../db/business-columns.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toBusiness } from '../businesses/businesses.service.ts';
import { enqueueEmail, type OutboxSecrets, type NewOutboxEmail } from '../email-outbox/email-outbox.service.ts';
import { renderEmailTemplate, type RenderedEmail } from '../templates/templates.service.ts';
import { listUnsubscribeHeaders, type OfferLinks } from './offer-links.ts';
import {
  approvePendingBusiness,
  businessExists,
  findOffersRow,
  pauseOffersByBusiness,
  refusePendingBusiness,
  resumeOffersByBusiness,
  type OffersRow,
} from './partners.repository.ts';

export { createOfferLinks, type OfferLinks } from './offer-links.ts';

/** The stop links' key: derived from SESSION_SECRET when configured, else from a secret kept in `app_secrets`. */
export function offerLinksSecret(db: Db, config: Pick<Config, 'sessionSecret'>): Promise<Buffer> {
  return purposeKey(db, config.sessionSecret, 'offer_links_secret', 'trovapro:offer-links');
}
export { confirmSignup, startSignup, type SignupContext } from './partner-signup.service.ts';

const notPending = () => new AppError('invalid_transition', apiPartnerMessages.notPending);

async function decided(trx: Db, id: string, row: BusinessViewRow | undefined): Promise<BusinessViewRow> {
  if (row !== undefined) return row;
  throw (await businessExists(trx, id)) ? notPending() : notFound(apiAdminMessages.businessNotFound);
}

/** `POST /api/admin/businesses/:id/approve`: pending → approved and active, and the business told, in one transaction. */
export async function approvePartner(db: Db, id: string): Promise<Business> {
  return db.transaction().execute(async (trx) => {
    const business = await decided(trx, id, await approvePendingBusiness(trx, id));
    const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.partnerApproved, {
      businessName: business.name,
      businessEmail: business.email,
      category: business.category,
      location: business.location,
    });
    await enqueueEmail(trx, { dedupeKey: `partner-approved:${id}`, purpose: 'partner-approved', to: business.email, ...message });
    return toBusiness(business);
  });
}

/** `POST /api/admin/businesses/:id/refuse`: pending → refused (never active), and the business told, with the reason when given. */
export async function refusePartner(db: Db, id: string, body: RefusePartnerBody): Promise<Business> {
  return db.transaction().execute(async (trx) => {
    const business = await decided(trx, id, await refusePendingBusiness(trx, id));
    const reason = body.reason?.trim();
    const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.partnerRefused, {
      businessName: business.name,
      businessEmail: business.email,
      refusalReason: reason ? partnerEmailTexts.refusalReason(reason) : partnerEmailTexts.noRefusalReason,
    });
    await enqueueEmail(trx, { dedupeKey: `partner-refused:${id}`, purpose: 'partner-refused', to: business.email, ...message });
    return toBusiness(business);
  });
}

/**
 * `POST /api/partners/unsubscribe?b=&t=` (the checkout's button, or a mail client's one-click POST): the
 * business's offers stop at once (not active, reason `unsubscribed`); a business paused by the admin or not
 * approved receives no offers already and stays as it is. A wrong token or business: 404.
 */
export async function unsubscribeFromOffers(db: Db, links: OfferLinks, query: UnsubscribeQuery): Promise<UnsubscribeResponse> {
  if (!links.verify(query.b, query.t) || !(await pauseOffersByBusiness(db, query.b.toLowerCase()))) throw notFound();
  return { success: true, message: apiPartnerMessages.unsubscribed };
}

/** What the stop page shows: the state read from the business's approval and pause. */
function toOffersStatus(row: OffersRow, supportEmail: string): OffersStatus {
  // Stopped by the business itself: its stop link or its area's «Preferenze» (issue 33).
  const stopped = !row.is_active && row.paused_reason !== null && row.paused_reason !== 'admin';
  const state = row.approval !== 'approved' ? row.approval : row.is_active ? 'active' : stopped ? 'stopped' : 'paused';
  return { state, stoppedAt: stopped ? (row.paused_at?.toISOString() ?? null) : null, supportEmail };
}

/** `GET /api/partners/offers?b=&t=`: where the offers stand, for the stop page (reading changes nothing). 404 as the stop. */
export async function offersStatus(db: Db, links: OfferLinks, query: UnsubscribeQuery, supportEmail: string): Promise<OffersStatus> {
  const row = links.verify(query.b, query.t) ? await findOffersRow(db, query.b.toLowerCase()) : undefined;
  if (row === undefined) throw notFound();
  return toOffersStatus(row, supportEmail);
}

/**
 * `POST /api/partners/resume-offers?b=&t=`: a business that stopped its offers itself resumes them (again a
 * candidate for leads, its offer links valid again). Offers paused by the admin, or a business pending or
 * refused: 409, only the support can change those. Already active: answered as it is. 404 as the stop.
 */
export async function resumeOffers(db: Db, links: OfferLinks, query: UnsubscribeQuery, supportEmail: string): Promise<OffersStatus> {
  const row = links.verify(query.b, query.t) ? await resumeOffersByBusiness(db, query.b.toLowerCase()) : undefined;
  if (row === undefined) throw notFound();
  const status = toOffersStatus(row, supportEmail);
  if (status.state !== 'active') throw new AppError('invalid_transition', apiPartnerMessages.resumeRefused(supportEmail));
  return status;
}

/**
 * An offer email made stoppable: the stop link as its last paragraph (after the admin's own text, which
 * therefore cannot drop it) and the List-Unsubscribe headers. The links are outbox secrets: the admin's
 * email log does not show them.
 */
function offerFooter(url: string): { text: string; html: string } {
  const text = offerUnsubscribeFooter(url);
  return { text, html: html`<p style="font-size: 13px; color: #52606d;">${text}</p>`.toString() };
}

export function withOfferStopLink(
  message: RenderedEmail,
  links: OfferLinks,
  businessId: string,
  secrets: OutboxSecrets,
): Pick<NewOutboxEmail, 'subject' | 'html' | 'text' | 'headers'> {
  const footer = offerFooter(secrets.hide(links.pageUrl(businessId)));
  return {
    subject: message.subject,
    text: `${message.text}\n\n${footer.text}`,
    // A function, so no `$&` in the footer's text is read as a replacement pattern.
    html: message.html.replace('</body>', () => `${footer.html}\n</body>`),
    headers: listUnsubscribeHeaders(secrets.hide(links.oneClickUrl(businessId))),
  };
}
