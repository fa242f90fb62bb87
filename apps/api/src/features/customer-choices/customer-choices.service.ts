import { apiAdminMessages, customerChoiceApiMessages as messages, leadChoiceEmailTexts } from '@trovapro/copy';
import {
  canSendToBusinesses,
  EMAIL_TEMPLATE_NAMES,
  formatLocation,
  type CustomerChoicesBody,
  type CustomerChoicesResponse,
  type OfferPlaces,
  type ProposeBusinessesResponse,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enforceRateLimits, perAddress } from '../../lib/rate-limit.ts';
import { idOfSignedToken } from '../../lib/signed-token.ts';
import type { RequestLinks } from '../customer-request/customer-request.service.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import {
  checkOfferTargets,
  countOfferedBusinesses,
  findLeadPlace,
  offerLeadIn,
  type OfferRules,
  type SendLeadOptions,
} from '../leads/lead-admin.service.ts';
import { renderEmailTemplate } from '../templates/templates.service.ts';
import { answerProposals, findLeadCustomer, insertProposals, listProposals } from './customer-choices.repository.ts';

/** Choices per client address in 15 minutes: a customer answers once, and may retry a few times. */
export const CHOICES_PER_ADDRESS = 10;
const CHOICE_WINDOW_MS = 15 * 60 * 1000;

/** What proposing and choosing need: the offers' context (links, rules), and the key and site of the customer's page link. */
export interface CustomerChoiceContext extends Pick<SendLeadOptions, 'checkoutUrl' | 'offerLinks' | 'rules'> {
  readonly db: Db;
  /** The HMAC key of the customer's links (`privacySecret`). */
  readonly secret: Buffer;
  /** The customer's page of their request, where they choose. */
  readonly requestLinks: RequestLinks;
}

const leadNotFound = () => notFound();

/** `GET /api/admin/leads/:id/offer-places`. */
export async function offerPlaces(db: Db, leadId: string, rules: OfferRules): Promise<OfferPlaces> {
  if ((await findLeadPlace(db, leadId)) === undefined) throw leadNotFound();
  const [offered, proposals] = await Promise.all([countOfferedBusinesses(db, leadId), listProposals(db, leadId)]);
  return {
    maxOffers: rules.maxOffers,
    offered,
    left: Math.max(rules.maxOffers - offered, 0),
    customerChooses: rules.customerChooses,
    proposals: proposals.map((row) => ({
      businessId: row.business_id,
      name: row.name,
      proposedAt: row.proposed_at.toISOString(),
      answeredAt: row.answered_at?.toISOString() ?? null,
      chosen: row.chosen,
    })),
  };
}

/**
 * `POST /api/admin/leads/:id/propose-businesses` (CUSTOMER_CHOOSES only, 409 otherwise): in one transaction holding the
 * lead row, the businesses are checked as for an offer (`checkOfferTargets`), never proposed twice (409), at most
 * LEAD_MAX_OFFERS of them waiting for the customer's answer (409); then proposed, and the customer emailed the link of
 * their page (`lead_choice_email`) to choose which ones are offered the request.
 */
export async function proposeBusinesses(
  context: CustomerChoiceContext,
  leadId: string,
  businessIds: readonly string[],
  adminId: string | null,
  now: Date = new Date(),
): Promise<ProposeBusinessesResponse> {
  return context.db.transaction().execute((trx) => proposeBusinessesIn(trx, context, leadId, businessIds, adminId, now));
}

/** `proposeBusinesses` in the caller's transaction (approve and send in one step, automatic dispatch: issue 35). */
export async function proposeBusinessesIn(
  trx: Db,
  context: Omit<CustomerChoiceContext, 'db'>,
  leadId: string,
  businessIds: readonly string[],
  adminId: string | null,
  now: Date,
): Promise<ProposeBusinessesResponse> {
  const { rules } = context;
  if (!rules.customerChooses) throw new AppError('customer_choice_off', messages.choiceOff);
  const lead = await findLeadPlace(trx, leadId, { lock: true });
  if (lead === undefined) throw leadNotFound();
  if (!canSendToBusinesses(lead.status)) throw new AppError('invalid_transition', apiAdminMessages.leadNotSendable, { field: 'status' });
  const targets = await checkOfferTargets(trx, lead, businessIds, now);
  const proposals = await listProposals(trx, leadId);
  const proposedAlready = targets.find((target) => proposals.some((proposal) => proposal.business_id === target.id));
  if (proposedAlready) throw new AppError('already_proposed', messages.alreadyProposed(proposedAlready.name), { field: 'selectedBusinessIds' });
  const left = rules.maxOffers - (await countOfferedBusinesses(trx, leadId));
  const waiting = proposals.filter((proposal) => proposal.answered_at === null).length;
  if (waiting + targets.length > left) {
    throw new AppError('too_many_proposals', messages.tooManyProposals(rules.maxOffers), { field: 'selectedBusinessIds' });
  }
  await insertProposals(trx, leadId, businessIds, adminId);

  const customer = await findLeadCustomer(trx, leadId);
  if (customer === undefined) throw leadNotFound();
  // The link opens the customer's request: the stored message (the admin's log) never holds it.
  const secrets = new OutboxSecrets();
  const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.leadChoice, {
    userName: customer.user_name,
    userEmail: customer.user_email,
    category: lead.category,
    location:
      lead.municipality !== null && lead.province !== null ? formatLocation({ municipality: lead.municipality, province: lead.province }) : null,
    proposals: leadChoiceEmailTexts.proposals(waiting + targets.length),
    choiceLimit: leadChoiceEmailTexts.choiceLimit(left),
    requestUrl: secrets.hide(context.requestLinks.urlFor(leadId)),
    leadId,
  });
  await enqueueEmail(trx, {
    // One per round of proposals: a later round asks again.
    dedupeKey: `lead-choice:${leadId}:${proposals.length + targets.length}`,
    purpose: 'lead-choice',
    to: customer.user_email,
    ...message,
    secrets,
    leadId,
  });
  return { proposedCount: targets.length };
}

/**
 * `POST /api/customer/request/choices`, from the customer's page (its signed link), limited per client address: the
 * businesses ticked among those waiting (at least one, at most the places left of LEAD_MAX_OFFERS). In one transaction:
 * every waiting proposal is answered (ticked or not: an unticked business is never offered the request) and the ticked
 * ones are offered it (`offerLeadIn`, which with CUSTOMER_CHOOSES accepts only ticked businesses). If one of them can no
 * longer be offered it (paused, preferences changed), nothing is recorded and the customer is asked to choose again.
 */
export async function chooseBusinesses(
  context: CustomerChoiceContext,
  body: CustomerChoicesBody,
  clientAddress: string,
): Promise<CustomerChoicesResponse> {
  const { db } = context;
  await enforceRateLimits(db, [perAddress('customer-choices', clientAddress, CHOICES_PER_ADDRESS, CHOICE_WINDOW_MS)], {
    code: 'too_many_requests',
    message: messages.tooManyAttempts,
  });
  const leadId = idOfSignedToken(context.secret, 'request', body.token);
  if (leadId === null) throw new AppError('invalid_token', messages.invalidLink, { field: 'token' });
  const offeredCount = await db.transaction().execute(async (trx) => {
    const lead = await findLeadPlace(trx, leadId, { lock: true });
    const customer = await findLeadCustomer(trx, leadId);
    if (lead === undefined || customer === undefined) throw new AppError('invalid_token', messages.invalidLink, { field: 'token' });
    if (customer.erased_at !== null) throw new AppError('already_erased', messages.requestErased);
    if (lead.status === 'closed') throw new AppError('lead_unavailable', messages.requestClosed);
    const waiting = (await listProposals(trx, leadId)).filter((proposal) => proposal.answered_at === null);
    if (waiting.length === 0 || !canSendToBusinesses(lead.status)) throw new AppError('nothing_to_choose', messages.nothingToChoose);
    const chosen = body.businessIds.map((id) => id.toLowerCase());
    if (chosen.some((id) => !waiting.some((proposal) => proposal.business_id === id))) {
      throw new AppError('unknown_choice', messages.unknownChoice, { field: 'businessIds' });
    }
    const left = context.rules.maxOffers - (await countOfferedBusinesses(trx, leadId));
    if (chosen.length > left) throw new AppError('too_many_choices', messages.tooManyChoices(left), { field: 'businessIds' });
    await answerProposals(trx, leadId, chosen);
    try {
      const { sentToCount } = await offerLeadIn(trx, { ...context, leadId, businessIds: chosen });
      return sentToCount;
    } catch (error) {
      // The admin's reasons (paused, preferences) are not the customer's business: they are asked to choose again.
      if (error instanceof AppError && error.status === 409)
        throw new AppError('business_unavailable', messages.unavailable, { field: 'businessIds' });
      throw error;
    }
  });
  return { message: messages.chosen(offeredCount), offeredCount };
}
