import { randomUUID } from 'node:crypto';
import { customerRequestApiMessages as messages, customerRequestListItem } from '@trovapro/copy';
import {
  EMAIL_TEMPLATE_NAMES,
  formatLocation,
  formatRomeDate,
  inPlace,
  type BusinessRating,
  type CustomerChoice,
  type CustomerClosedReason,
  type CustomerRequest,
  type CustomerRequestBuyer,
  type CustomerRequestState,
  type CustomerRequestStep,
  type CustomerRequestStopResponse,
  type PublishedReview,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits, perAddress, perMailbox } from '../../lib/rate-limit.ts';
import { idOfSignedToken, signedToken } from '../../lib/signed-token.ts';
import { maskEmail } from '../../plugins/logging.ts';
import { enqueueEmail, enqueueEmails, OutboxSecrets, type NewOutboxEmail } from '../email-outbox/email-outbox.service.ts';
import { closeLeads } from '../leads/leads.service.ts';
import type { EraseLinks } from '../privacy/privacy.service.ts';
import { renderEmailTemplate } from '../templates/templates.service.ts';
import { normalizeEmail } from '../verification/verification.service.ts';
import {
  findRequestLead,
  latestPublishedReviews,
  listDeliveryTimes,
  listPaidBuyers,
  listProposals,
  listRequestEvents,
  listRequestLeadsOf,
  publishedRatings,
  type BuyerRow,
  type RequestLeadRow,
} from './customer-request.repository.ts';

/**
 * «La mia richiesta» (issue 34): the customer's page of their request, opened by a signed link (purpose `request`,
 * the lead's id) that goes in the confirmation email, the email of each purchase and the emailed list of links.
 */

/** The request page's links, put in the emails to a lead's customer. */
export interface RequestLinks {
  /** `${PUBLIC_SITE_URL}/la-mia-richiesta?t=<token>` for the lead. */
  urlFor(leadId: string): string;
}

/** The public site's page of a request. */
export const CUSTOMER_REQUEST_PATH = '/la-mia-richiesta';

export function createRequestLinks(secret: Buffer, publicSiteUrl: string): RequestLinks {
  return { urlFor: (leadId) => `${publicSiteUrl}${CUSTOMER_REQUEST_PATH}?t=${signedToken(secret, 'request', leadId)}` };
}

export interface CustomerRequestContext {
  readonly db: Db;
  /** The signed links' key (`privacySecret`). */
  readonly secret: Buffer;
  readonly requestLinks: RequestLinks;
  readonly eraseLinks: EraseLinks;
  /** LEAD_MAX_OFFERS: how many businesses a request may be offered in all. */
  readonly maxOffers: number;
}

export interface RequestLog {
  info(details: object, message: string): void;
}

const WINDOW_MS = 15 * 60 * 1000;
/** Links asked per mailbox in 15 minutes: each asking sends one email, so few. */
export const LINKS_PER_MAILBOX = 5;
export const LINKS_PER_ADDRESS = 20;
/** Page views and stops per client address in 15 minutes (a 256-bit signature cannot be guessed; this bounds the noise). */
export const VIEWS_PER_ADDRESS = 300;
export const STOPS_PER_ADDRESS = 30;

const invalidToken = () => new AppError('invalid_token', messages.invalidToken, { field: 't' });
const erased = () => new AppError('already_erased', messages.erased);

/** The lead a request token names; 400 for anything we did not sign for a request, 410 once its data was erased. */
async function leadOfToken(db: Db, secret: Buffer, token: string, lock = false): Promise<RequestLeadRow> {
  const leadId = idOfSignedToken(secret, 'request', token);
  const lead = leadId === null ? undefined : await findRequestLead(db, leadId, lock);
  if (lead === undefined) throw invalidToken();
  if (lead.erased_at !== null || lead.closed_reason === 'erased') throw erased();
  return lead;
}

function placeOf(lead: Pick<RequestLeadRow, 'municipality' | 'province' | 'prefilled_location'>): string | null {
  if (lead.municipality !== null && lead.province !== null) return formatLocation({ municipality: lead.municipality, province: lead.province });
  return lead.prefilled_location?.trim() || null;
}

const iso = (date: Date) => new Date(date).toISOString();
const closedReasonOf = (reason: RequestLeadRow['closed_reason']): CustomerClosedReason => (reason === 'customer_stop' ? 'customer_stop' : 'admin');

/** `GET /api/customer/request?t=`. */
export async function customerRequestView(context: CustomerRequestContext, token: string, clientAddress: string): Promise<CustomerRequest> {
  const { db, secret } = context;
  await enforceRateLimits(db, [perAddress('customer-request', clientAddress, VIEWS_PER_ADDRESS, WINDOW_MS)], {
    code: 'too_many_requests',
    message: messages.tooManyRequests,
  });
  const lead = await leadOfToken(db, secret, token);
  const [events, deliveries, buyerRows, proposals] = await Promise.all([
    listRequestEvents(db, lead.id),
    listDeliveryTimes(db, lead.id),
    listPaidBuyers(db, lead.id),
    listProposals(db, lead.id),
  ]);
  const buyerIds = buyerRows.flatMap((row) => (row.business_id === null ? [] : [row.business_id]));
  const [ratings, reviews] = await Promise.all([
    publishedRatings(db, [...new Set([...buyerIds, ...proposals.map((proposal) => proposal.business_id)])]),
    latestPublishedReviews(db, buyerIds),
  ]);
  const ratingOf = (businessId: string | null): BusinessRating | null => (businessId === null ? null : (ratings.get(businessId) ?? null));
  const buyers = buyerRows.map((row) => toBuyer(row, ratingOf(row.business_id), reviews));
  const offeredTo = new Set(deliveries.map((delivery) => delivery.business_id)).size;
  const answered = proposals.some((proposal) => proposal.answered_at !== null);

  const choice: CustomerChoice | null =
    proposals.length === 0
      ? null
      : {
          answered,
          max: Math.max(context.maxOffers - offeredTo, 0),
          proposals: proposals.map((proposal) => ({
            businessId: proposal.business_id,
            name: proposal.name,
            municipality: proposal.municipality,
            province: proposal.province,
            rating: ratingOf(proposal.business_id),
            chosen: proposal.chosen,
          })),
        };

  return {
    request: {
      userRequest: lead.user_request,
      category: lead.category,
      location: placeOf(lead),
      userName: lead.user_name,
      userEmail: lead.user_email,
      userPhone: lead.user_phone,
      createdAt: iso(lead.created_at),
    },
    state: stateOf(lead, { buyers: buyers.length, offeredTo, awaitingChoice: proposals.length > 0 && !answered }),
    closedReason: lead.status === 'closed' ? closedReasonOf(lead.closed_reason) : null,
    offeredTo,
    timeline: timelineOf(events, deliveries, buyerRows, proposals),
    buyers,
    choice,
    eraseUrl: context.eraseLinks.urlFor(lead.id),
  };
}

function stateOf(lead: RequestLeadRow, counts: { buyers: number; offeredTo: number; awaitingChoice: boolean }): CustomerRequestState {
  if (lead.status === 'closed') return 'closed';
  if (lead.status === 'rejected') return 'rejected';
  if (counts.buyers > 0) return 'bought';
  if (counts.offeredTo > 0 || lead.status === 'sent') return 'sent';
  if (counts.awaitingChoice) return 'awaiting_choice';
  if (lead.status === 'pending') return 'pending';
  return 'approved';
}

const STEP_RANK: Record<CustomerRequestStep['type'], number> = {
  received: 0,
  restored: 1,
  approved: 2,
  rejected: 3,
  awaiting_choice: 4,
  chosen: 5,
  sent: 6,
  bought: 7,
  closed: 8,
};

/** The dated steps, oldest first: decisions, the choice, each sending (with the businesses offered so far), each purchase, the close. */
function timelineOf(
  events: Awaited<ReturnType<typeof listRequestEvents>>,
  deliveries: Awaited<ReturnType<typeof listDeliveryTimes>>,
  buyers: readonly BuyerRow[],
  proposals: Awaited<ReturnType<typeof listProposals>>,
): CustomerRequestStep[] {
  const steps: CustomerRequestStep[] = [];
  for (const event of events) {
    if (event.type === 'created') steps.push({ type: 'received', at: iso(event.at) });
    else if (event.type === 'closed') {
      if (event.reason !== 'erased') steps.push({ type: 'closed', at: iso(event.at), reason: closedReasonOf(event.reason) });
    } else steps.push({ type: event.type, at: iso(event.at) });
  }
  if (proposals.length > 0) {
    const proposedAt = Math.min(...proposals.map((proposal) => new Date(proposal.proposed_at).getTime()));
    steps.push({ type: 'awaiting_choice', at: new Date(proposedAt).toISOString() });
    const answers = proposals.flatMap((proposal) => (proposal.answered_at === null ? [] : [new Date(proposal.answered_at).getTime()]));
    if (answers.length > 0) {
      steps.push({
        type: 'chosen',
        at: new Date(Math.min(...answers)).toISOString(),
        businesses: proposals.filter((proposal) => proposal.chosen).length,
      });
    }
  }
  // One step per sending (the businesses of one send share its time), counting every business offered so far.
  let offered = 0;
  let last: CustomerRequestStep | undefined;
  for (const delivery of deliveries) {
    offered += 1;
    const at = iso(delivery.sent_at);
    if (last !== undefined && last.at === at) last.businesses = offered;
    else {
      last = { type: 'sent', at, businesses: offered };
      steps.push(last);
    }
  }
  for (const buyer of buyers) steps.push({ type: 'bought', at: iso(buyer.paid_at), businessName: buyer.name });
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.at.localeCompare(b.step.at) || STEP_RANK[a.step.type] - STEP_RANK[b.step.type] || a.index - b.index)
    .map(({ step }) => step);
}

function toBuyer(row: BuyerRow, rating: BusinessRating | null, reviews: Awaited<ReturnType<typeof latestPublishedReviews>>): CustomerRequestBuyer {
  const own: PublishedReview[] = reviews
    .filter((review) => row.business_id !== null && review.business_id === row.business_id)
    .map((review) => ({
      rating: review.rating,
      comment: review.comment,
      authorName: review.author_name,
      createdAt: iso(review.created_at),
      reply: review.reply,
      repliedAt: review.replied_at === null ? null : iso(review.replied_at),
    }));
  return {
    businessId: row.business_id,
    name: row.name,
    vatNumber: row.vat_number,
    municipality: row.municipality,
    province: row.province,
    phone: row.phone,
    email: row.email,
    boughtAt: iso(row.paid_at),
    rating,
    reviews: own,
  };
}

/**
 * `POST /api/customer/request/stop` («Non voglio altri contatti»): in one transaction, the lead is closed for good
 * (reason `customer_stop`: no further offer or sale) and each business that bought it and keeps it is emailed that
 * the customer asks not to be contacted further. A request closed already (by the customer or the admin) answers so
 * and sends nothing.
 */
export async function stopCustomerRequest(
  context: CustomerRequestContext,
  token: string,
  clientAddress: string,
  log: RequestLog,
): Promise<CustomerRequestStopResponse> {
  const { db, secret } = context;
  await enforceRateLimits(db, [perAddress('customer-request-stop', clientAddress, STOPS_PER_ADDRESS, WINDOW_MS)], {
    code: 'too_many_requests',
    message: messages.tooManyRequests,
  });
  // A cheap refusal of a bad token before any transaction.
  if (idOfSignedToken(secret, 'request', token) === null) throw invalidToken();
  const told = await db.transaction().execute(async (trx) => {
    const lead = await leadOfToken(trx, secret, token, true);
    if (lead.status === 'closed') return null;
    await closeLeads(trx, [lead.id], 'customer_stop');
    const buyers = await listPaidBuyers(trx, lead.id);
    const location = placeOf(lead);
    const notices: NewOutboxEmail[] = [];
    for (const buyer of buyers) {
      const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.customerStopNotice, {
        businessName: buyer.name,
        businessEmail: buyer.email,
        category: lead.category,
        location,
        userName: lead.user_name,
        leadId: lead.id,
      });
      notices.push({
        dedupeKey: `customer-stop-notice:${buyer.purchase_id}`,
        purpose: 'customer-stop-notice',
        to: buyer.email,
        leadId: lead.id,
        ...message,
      });
    }
    await enqueueEmails(trx, notices);
    return notices.length;
  });
  if (told === null) return { success: true, alreadyClosed: true, message: messages.alreadyClosed };
  log.info({ buyersTold: told }, 'customer closed their request');
  return { success: true, alreadyClosed: false, message: told > 0 ? messages.stoppedBuyersTold : messages.stopped };
}

/**
 * `POST /api/customer/request-link`: counted against the mailbox and the client address before anything is looked
 * up, so a limit answers the same for any address; then, only when the address has requests whose data is still
 * there, one email lists a fresh link to each. The caller answers the same in both cases; the links' tokens are in the
 * stored email only as secret markers.
 */
export async function emailCustomerRequestLinks(
  context: CustomerRequestContext,
  rawEmail: string,
  clientAddress: string,
  log: RequestLog,
): Promise<void> {
  const { db, requestLinks } = context;
  const email = normalizeEmail(rawEmail);
  await enforceRateLimits(
    db,
    [
      perMailbox('customer-request-link', email, LINKS_PER_MAILBOX, WINDOW_MS),
      perAddress('customer-request-link', clientAddress, LINKS_PER_ADDRESS, WINDOW_MS),
    ],
    { code: 'too_many_requests', message: messages.tooManyLinks },
  );
  const leads = await listRequestLeadsOf(db, email);
  log.info({ email: maskEmail(email), address: clientAddress }, 'customer request links asked');
  const latest = leads[0];
  if (latest === undefined) return;
  await db.transaction().execute(async (trx) => {
    const secrets = new OutboxSecrets();
    const requestList = leads
      .map((lead) =>
        customerRequestListItem({
          category: lead.category,
          inLocation: inPlace(placeOf(lead)),
          day: formatRomeDate(new Date(lead.created_at)),
          url: secrets.hide(requestLinks.urlFor(lead.id)),
        }),
      )
      .join('\n\n');
    const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.customerRequestLink, {
      userName: latest.user_name,
      userEmail: email,
      requestList,
    });
    await enqueueEmail(trx, {
      dedupeKey: `customer-request-link:${randomUUID()}`,
      purpose: 'customer-request-link',
      to: email,
      ...message,
      secrets,
    });
  });
}
