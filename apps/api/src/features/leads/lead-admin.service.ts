import {
  apiAdminMessages,
  bulkLeadStatusMessages,
  businessSelection,
  candidateRanking,
  candidateRankingTexts,
  formatEuro,
  leadOfferEmailTexts,
  offerLimitMessages,
  partnerEmailTexts,
} from '@trovapro/copy';
import {
  ADMIN_LEAD_TRANSITIONS,
  CATEGORIES,
  canSendToBusinesses,
  DISPATCH_DEFAULTS,
  EMAIL_TEMPLATE_NAMES,
  formatLocation,
  LEAD_STATUSES,
  moneyToCents,
  PLACE_RELATIONS,
  ratingSummary,
  SENT_STATUS,
  type BulkLeadStatusBody,
  type BulkLeadStatusResponse,
  type CandidateBusiness,
  type CreateBusinessBody,
  type Lead,
  type LeadCategories,
  type LeadStatus,
  type Money,
  type PlaceRelation,
  type ReviewRatingSummary,
  type SendLeadToBusinessesResponse,
  type UpdateLeadBody,
} from '@trovapro/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { createBusiness, preferencesNotMet, toBusiness, toPreferenceCheck } from '../businesses/businesses.service.ts';
import { newPurchaseToken, purchaseUrl, requestBeforePurchase } from '../checkout/checkout.service.ts';
import { enqueueEmails, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { withOfferStopLink, type OfferLinks } from '../partners/partners.service.ts';
import { emailTemplateRenderer } from '../templates/templates.service.ts';
import {
  countOfferedBusinesses,
  countPaidPurchases,
  existingLeadIds,
  findLeadPlace,
  findPlaceRank,
  findRuleTopN,
  findSendTargets,
  insertDeliveries,
  leadExists,
  listChosenBusinessIds,
  listCandidateRows,
  listStoredLeadCategories,
  markLeadSent,
  setLeadPrice,
  setLeadStatusIf,
  setLeadsStatusIf,
  type CandidateRow,
  type LeadPlaceRow,
  type SendTargetRow,
} from './lead-admin.repository.ts';
import { insertLeadEvents } from './lead-events.repository.ts';
import { statusEventType } from './lead-events.service.ts';
import { findLeadRow } from './leads.repository.ts';
import { toLead } from './leads.service.ts';

/** What the customer's choice (features/customer-choices) reads of a lead: its place and its offers so far. */
export { countOfferedBusinesses, countPaidPurchases, findLeadPlace } from './lead-admin.repository.ts';

/** The candidate list is bounded: the nearest ones are what an admin picks from. */
export const MAX_CANDIDATES = 50;

const leadNotFound = () => notFound(apiAdminMessages.leadNotFound);
const invalidTransition = (message: string = apiAdminMessages.invalidTransition) => new AppError('invalid_transition', message, { field: 'status' });

/** The statuses from which an admin may set `to` (product §4): `pending` to approve or reject, `rejected` to restore. */
function statusesLeadingTo(to: LeadStatus): LeadStatus[] {
  return LEAD_STATUSES.filter((from) => ADMIN_LEAD_TRANSITIONS[from].includes(to));
}

export interface LeadAdminRules {
  /** LEAD_MAX_PRICE: a price typed «22,5» read as 225 is refused rather than charged. */
  readonly maxPrice: Money;
}

/**
 * `PATCH /api/admin/leads/:id`: a status change allowed by the transition table (409 otherwise;
 * `sent` only comes from sending; a rejected lead may be restored to pending), or a new price (> 0,
 * checked by the schema, and at most `maxPrice`). The change and its event (by `adminId`; a price
 * event only when the price really changes) in one transaction. Answers the lead.
 */
export async function updateLead(db: Db, id: string, body: UpdateLeadBody, rules: LeadAdminRules, adminId: string | null): Promise<Lead> {
  if (body.price !== undefined && moneyToCents(body.price) > moneyToCents(rules.maxPrice)) {
    throw invalidField('price', apiAdminMessages.priceAboveMaximum(formatEuro(rules.maxPrice)));
  }
  const row = await db.transaction().execute(async (trx) => {
    if (body.status !== undefined) {
      const changed = await setLeadStatusIf(trx, id, body.status, statusesLeadingTo(body.status));
      if (!changed) throw (await leadExists(trx, id)) ? invalidTransition() : leadNotFound();
      await insertLeadEvents(trx, [{ lead_id: id, type: statusEventType(body.status), admin_id: adminId }]);
    }
    if (body.price !== undefined) {
      const before = await setLeadPrice(trx, id, body.price);
      if (before === undefined) throw leadNotFound();
      if (moneyToCents(before) !== moneyToCents(body.price)) {
        await insertLeadEvents(trx, [{ lead_id: id, type: 'price_changed', admin_id: adminId, from_price: before, to_price: body.price }]);
      }
    }
    return findLeadRow(trx, id);
  });
  if (row === undefined) throw leadNotFound();
  return toLead(row);
}

/** What each bulk status stores: approving is the approval of one by one (pending → approved_pending_companies). */
const BULK_TARGETS = { approved: 'approved_pending_companies', rejected: 'rejected' } as const satisfies Record<
  BulkLeadStatusBody['status'],
  LeadStatus
>;

/**
 * `POST /api/admin/leads/bulk-status`: the transitions of `updateLead`, in one statement for all the ids
 * and one transaction with their events. The answer lists the changed ids (in the order given) and why
 * each other one was left: unknown (`not_found`) or in a status that does not allow it (`invalid_transition`).
 */
export async function bulkLeadStatus(db: Db, body: BulkLeadStatusBody, adminId: string | null): Promise<BulkLeadStatusResponse> {
  const to = BULK_TARGETS[body.status];
  return db.transaction().execute(async (trx) => {
    const changed = new Set(await setLeadsStatusIf(trx, body.ids, to, statusesLeadingTo(to)));
    const updatedIds = body.ids.filter((id) => changed.has(id));
    await insertLeadEvents(
      trx,
      updatedIds.map((id) => ({ lead_id: id, type: statusEventType(to), admin_id: adminId })),
    );
    const left = body.ids.filter((id) => !changed.has(id));
    const existing = await existingLeadIds(trx, left);
    const notUpdated = left.map((id) =>
      existing.has(id)
        ? { id, code: 'invalid_transition' as const, message: bulkLeadStatusMessages.invalidTransition[body.status] }
        : { id, code: 'not_found' as const, message: apiAdminMessages.leadNotFound },
    );
    return { updatedCount: updatedIds.length, updatedIds, notUpdated };
  });
}

/** Options of `listCandidateBusinesses`. */
export interface CandidateListOptions {
  /** LEAD_MAX_OFFERS: no more are `suggested` than the places the lead has left. */
  readonly maxOffers?: number;
}

/**
 * A refund penalty (2 × refunds / (purchases + 5)) at least this big — as much as the whole bonus of a full purchase
 * record — is named to the admin («Molti rimborsi: scende in classifica»).
 */
export const REFUND_PENALTY_WARNING = 0.25;

/**
 * `GET /api/admin/leads/:id/candidate-businesses`, ranked (issue 35, `listCandidateRows`): those whose preferences
 * accept the lead first (issue 33), then nearest first — same comune, province, region, the rest — then the better
 * score (published reviews, issue 34; purchases in the last 180 days, refunds), then by name. Each with its place
 * relation, its preferences' check, its rating (published reviews only) and its `ranking`: its position, its record,
 * the reasons in words, and whether automatic dispatch would pick it (`suggested`: the first `topN` of the category's
 * rule — DISPATCH_DEFAULTS.topN without one — among those that accept it, never more than the places left of
 * LEAD_MAX_OFFERS).
 */
export async function listCandidateBusinesses(
  db: Db,
  leadId: string,
  now: Date = new Date(),
  { maxOffers }: CandidateListOptions = {},
): Promise<CandidateBusiness[]> {
  const lead = await findLeadPlace(db, leadId);
  if (lead === undefined) throw leadNotFound();
  const [rows, topN, offered] = await Promise.all([
    listCandidateRows(db, lead, MAX_CANDIDATES, now),
    findRuleTopN(db, lead.category),
    maxOffers === undefined ? Promise.resolve(0) : countOfferedBusinesses(db, leadId),
  ]);
  const placesLeft = maxOffers === undefined ? Number.POSITIVE_INFINITY : Math.max(maxOffers - offered, 0);
  let suggestions = Math.min(topN ?? DISPATCH_DEFAULTS.topN, placesLeft);
  return rows.map(
    ({ place_rank: rank, mismatches, max_price, weekly_cap, spent_this_week, review_count, star_sum, purchases, refunds, ...row }, index) => {
      const placeRelation = PLACE_RELATIONS[rank] ?? 'elsewhere';
      const preferenceCheck = toPreferenceCheck({ mismatches, max_price, weekly_cap, spent_this_week });
      const rating = ratingSummary(review_count, star_sum);
      // As automatic dispatch picks: accepting, «della zona» (issue 35).
      const suggested = preferenceCheck.accepts && NEARBY.includes(placeRelation) && suggestions > 0;
      if (suggested) suggestions -= 1;
      return {
        ...toBusiness(row),
        placeRelation,
        preferenceCheck,
        rating,
        ranking: {
          position: index + 1,
          suggested,
          purchases,
          refunds,
          reasons: rankingReasons({
            accepts: preferenceCheck.accepts,
            otherCategory: mismatches.includes('category'),
            placeRelation,
            purchases,
            refunds,
            rating,
            suggested,
          }),
        },
      };
    },
  );
}

/** Why a candidate stands where it stands, in the order of the ranking's criteria («Accetta le preferenze», «Stesso comune», …). */
function rankingReasons(candidate: {
  accepts: boolean;
  otherCategory: boolean;
  placeRelation: PlaceRelation;
  purchases: number;
  refunds: number;
  rating: ReviewRatingSummary | null;
  suggested: boolean;
}): string[] {
  const reasons: string[] = [candidate.accepts ? candidateRankingTexts.accepts : candidateRankingTexts.refuses];
  if (candidate.otherCategory) reasons.push(candidateRankingTexts.otherCategory);
  reasons.push(businessSelection.placeRelations[candidate.placeRelation]);
  reasons.push(candidateRankingTexts.history(candidate.purchases, candidate.refunds));
  if ((2 * candidate.refunds) / (candidate.purchases + 5) >= REFUND_PENALTY_WARNING) reasons.push(candidateRankingTexts.highRefunds);
  if (candidate.rating !== null) reasons.push(candidateRanking.rating(candidate.rating.average, candidate.rating.count));
  if (candidate.suggested) reasons.push(candidateRankingTexts.suggested);
  return reasons;
}

/**
 * The first `limit` candidates whose preferences accept the lead now, in the order of the candidate list (issue 35):
 * automatic dispatch offers the lead to them. One query.
 */
export async function rankedAcceptingCandidates(db: Db, lead: LeadPlaceRow, limit: number, now: Date): Promise<CandidateRow[]> {
  if (limit <= 0) return [];
  return listCandidateRows(db, lead, limit, now, { acceptingOnly: true });
}

/**
 * `POST /api/admin/leads/:id/candidate-businesses`: a business added by hand while choosing the lead's businesses,
 * created as `POST /api/admin/businesses` creates it (same checks, 409 for a taken email), and answered with where
 * it is from the lead — so the dialog shows it with its place at once. An unknown lead is 404 before anything is
 * created.
 */
export async function addCandidateBusiness(db: Db, leadId: string, body: CreateBusinessBody): Promise<CandidateBusiness> {
  const lead = await findLeadPlace(db, leadId);
  if (lead === undefined) throw leadNotFound();
  const business = await createBusiness(db, body);
  const found = await findPlaceRank(db, lead, business.id, new Date());
  return {
    ...business,
    placeRelation: PLACE_RELATIONS[found?.place_rank ?? 3] ?? 'elsewhere',
    preferenceCheck: toPreferenceCheck(found ?? { mismatches: [], max_price: null, weekly_cap: null, spent_this_week: '0.00' }),
    // Created just now: no review yet.
    rating: null,
  };
}

const byItalianName = new Intl.Collator('it', { sensitivity: 'base' });

/**
 * `GET /api/admin/leads/categories`: the six services in their order, then every other category stored leads have
 * (a trade the chat named before it kept to the six), A to Z the Italian way — so the list's filter reaches them all.
 */
export async function listLeadCategories(db: Db): Promise<LeadCategories> {
  const six = new Set<string>(CATEGORIES);
  const others = (await listStoredLeadCategories(db)).filter((category) => !six.has(category)).sort(byItalianName.compare);
  return { categories: [...CATEGORIES, ...others] };
}

/** The lead's comune for the offer email («Agnone (Isernia)»), null when unknown (the email then names no place). */
function leadLocationText(lead: LeadPlaceRow): string | null {
  return lead.municipality !== null && lead.province !== null ? formatLocation({ municipality: lead.municipality, province: lead.province }) : null;
}

/**
 * «della zona» is true of a business of the lead's comune or province (its `placeRelation` as the candidate
 * list shows it). A business of the same region only, or farther, is offered the job with its place named
 * («Zona: Agnone (Isernia)») and no such claim; so is every business for a lead of unknown place.
 */
const NEARBY: readonly PlaceRelation[] = ['same_comune', 'same_province'];

/** Whether a candidate's place rank (`place_rank`) is «della zona»: automatic dispatch offers only to those (issue 35). */
export function isNearbyRank(rank: number): boolean {
  return NEARBY.includes(PLACE_RELATIONS[rank] ?? 'elsewhere');
}

/** Paused by the business itself (its area, its stop link): the candidate list shows it «In pausa». */
const SELF_PAUSED: ReadonlySet<string> = new Set(['area', 'unsubscribed']);

/** How many businesses a lead may reach, and who chooses them (issue 34). */
export interface OfferRules {
  /** LEAD_MAX_BUYERS */
  readonly maxBuyers: number;
  /** LEAD_MAX_OFFERS: the businesses a lead may be offered to in all, across every send. */
  readonly maxOffers: number;
  /** CUSTOMER_CHOOSES: only the businesses the customer ticked among those proposed may be offered the lead. */
  readonly customerChooses: boolean;
}

/** The offers' rules of the configuration (LEAD_MAX_BUYERS, LEAD_MAX_OFFERS, CUSTOMER_CHOOSES). */
export function offerRules(config: Pick<Config, 'leadMaxBuyers' | 'leadMaxOffers' | 'customerChooses'>): OfferRules {
  return { maxBuyers: config.leadMaxBuyers, maxOffers: config.leadMaxOffers, customerChooses: config.customerChooses };
}

export interface SendLeadOptions {
  readonly leadId: string;
  readonly businessIds: readonly string[];
  readonly checkoutUrl: string;
  readonly offerLinks: OfferLinks;
  readonly rules: OfferRules;
  /** The week of the weekly caps (tests); now by default. */
  readonly now?: Date;
  /** A wave of automatic dispatch (issue 35): the lead may be `sent` already, and some places may be taken. */
  readonly wave?: boolean;
}

/**
 * The businesses `businessIds` names, when each may be offered the lead now: existing (400 `unknown_business`), active
 * (409 `business_inactive`), not offered it yet (409 `already_sent`), its «Preferenze» accepting it (409
 * `preferences_not_met`, issue 33: read under the lead's lock, what it paid this week read in the caller's transaction).
 */
export async function checkOfferTargets(trx: Db, lead: LeadPlaceRow, businessIds: readonly string[], now: Date): Promise<SendTargetRow[]> {
  const targets = await findSendTargets(trx, lead, businessIds, now);
  if (targets.length !== businessIds.length) {
    throw new AppError('unknown_business', apiAdminMessages.unknownBusinesses, { field: 'selectedBusinessIds' });
  }
  // Paused by the admin: as before; paused by the business itself: one of the preferences' reasons.
  const inactive = targets.find((target) => !target.is_active && !SELF_PAUSED.has(target.paused_reason ?? ''));
  if (inactive) throw new AppError('business_inactive', apiAdminMessages.inactiveBusiness(inactive.name));
  const sent = targets.find((target) => target.already_sent);
  if (sent) throw new AppError('already_sent', apiAdminMessages.alreadySent(sent.name));
  for (const target of targets) {
    const check = toPreferenceCheck(target);
    if (!check.accepts) throw preferencesNotMet(target.name, check);
  }
  return targets;
}

/** `POST /api/admin/leads/:id/send-to-businesses`, in one transaction holding the lead row: see `offerLeadIn`. */
export async function sendLeadToBusinesses(db: Db, options: SendLeadOptions): Promise<SendLeadToBusinessesResponse> {
  return db.transaction().execute((trx) => offerLeadIn(trx, options));
}

/**
 * Offers the lead to the businesses, in the caller's transaction, holding the lead row: only an approved lead (409),
 * only existing (400), active (409) businesses not yet sent this lead (409), never more than `maxOffers` businesses in
 * all (409 `too_many_offers`), and with `customerChooses` only businesses the customer ticked (409
 * `not_chosen_by_customer`). Each business gets a delivery with a purchase link of its own (only its token's hash is
 * stored; the token is in the outbox message only until it is sent) and an outbox email (template `lead_offer_email`:
 * the request as the checkout shows it before payment, the place, the price IVA included, how many may buy it and how
 * many places are left, «della zona» only when it is true; ending with the stop link and carrying the List-Unsubscribe
 * headers); then the lead becomes `sent`.
 */
export async function offerLeadIn(
  trx: Db,
  { leadId, businessIds, checkoutUrl, offerLinks, rules, now = new Date(), wave = false }: SendLeadOptions,
): Promise<SendLeadToBusinessesResponse> {
  const { maxBuyers } = rules;
  const lead = await findLeadPlace(trx, leadId, { lock: true });
  if (lead === undefined) throw leadNotFound();
  const sendable = canSendToBusinesses(lead.status) || (wave && lead.status === SENT_STATUS);
  if (!sendable) throw invalidTransition(apiAdminMessages.leadNotSendable);

  const targets = await checkOfferTargets(trx, lead, businessIds, now);
  // Issue 34: the customer was told at most `maxOffers` businesses, and with CUSTOMER_CHOOSES which ones.
  const offeredBefore = await countOfferedBusinesses(trx, leadId);
  if (offeredBefore + targets.length > rules.maxOffers) {
    throw new AppError('too_many_offers', offerLimitMessages.tooMany(rules.maxOffers, Math.max(rules.maxOffers - offeredBefore, 0)), {
      field: 'selectedBusinessIds',
    });
  }
  if (rules.customerChooses) {
    const chosen = new Set(await listChosenBusinessIds(trx, leadId));
    const unchosen = targets.find((target) => !chosen.has(target.id));
    if (unchosen) throw new AppError('not_chosen_by_customer', offerLimitMessages.notChosen(unchosen.name), { field: 'selectedBusinessIds' });
  }

  const offers = targets.map((business) => ({ business, ...newPurchaseToken() }));
  await insertDeliveries(
    trx,
    leadId,
    offers.map(({ business, tokenHash }) => ({ businessId: business.id, tokenHash })),
  );
  // A sendable lead has never been on sale, so nobody has paid: the places left are the checkout's
  // («Ancora N posti disponibili»), the cap or, when fewer, the businesses invited now. A wave's lead is on sale:
  // the places its buyers took are taken.
  const taken = wave ? await countPaidPurchases(trx, leadId) : 0;
  const placesLeft = Math.min(maxBuyers - taken, offers.length);
  const common = {
    category: lead.category,
    location: leadLocationText(lead),
    userRequest: requestBeforePurchase({ userRequest: lead.user_request, userName: lead.user_name }),
    price: partnerEmailTexts.priceWithVat(formatEuro(lead.price)),
    maxBuyers: String(maxBuyers),
    availability: leadOfferEmailTexts.availability(maxBuyers, placesLeft),
    leadId,
  };
  const render = await emailTemplateRenderer(trx, EMAIL_TEMPLATE_NAMES.leadOffer);
  await enqueueEmails(
    trx,
    offers.map(({ business, token }) => {
      const secrets = new OutboxSecrets();
      const relation = PLACE_RELATIONS[business.place_rank] ?? 'elsewhere';
      const message = render({
        ...common,
        businessName: business.name,
        businessEmail: business.email,
        nearby: NEARBY.includes(relation) ? leadOfferEmailTexts.nearby : '',
        purchaseUrl: purchaseUrl(checkoutUrl, leadId, secrets.hide(token)),
      });
      return {
        dedupeKey: `lead-offer:${leadId}:${business.id}`,
        purpose: 'lead-offer',
        leadId,
        to: business.email,
        ...withOfferStopLink(message, offerLinks, business.id, secrets),
        secrets,
      };
    }),
  );
  await markLeadSent(trx, leadId);
  return { sentToCount: targets.length };
}
