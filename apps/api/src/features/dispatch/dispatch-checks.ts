import { defaultPriceForCategory, moneyToCents, redactContacts, type QueueReasonCode } from '@trovapro/domain';
import { analyzeWithBuiltin, knownPlaces } from '../../providers/ai/index.ts';

/** More requests than this from one email or phone in 24 hours is not a customer's way: a person looks first. */
export const MAX_REQUESTS_PER_CONTACT_PER_DAY = 3;

/** What the checks read of a new lead and around it. */
export interface LeadToCheck {
  readonly category: string;
  readonly price: string;
  readonly userRequest: string;
  readonly userName: string;
  readonly istatCode: string | null;
  readonly prefilledService: string | null;
  readonly prefilledLocation: string | null;
  readonly landingContext: string | null;
  /** An earlier lead of the same email or phone and category in the 30 days before. */
  readonly duplicateOf: string | null;
  /** Leads of the same email or phone in the 24 hours before. */
  readonly recentFromSameContact: number;
}

// Markers no request contains: only whether a kind was found matters here, never the text.
const MARKERS = { contact: '\u0000contact\u0000', address: '\u0000address\u0000', identifier: '\u0000identifier\u0000', name: '' } as const;

/** A phone number, an email, a link, a street address or a personal code in the request (a name alone is no contact). */
function holdsContactData(lead: LeadToCheck): boolean {
  const redacted = redactContacts(lead.userRequest, { customerName: lead.userName, placeholders: MARKERS, knownPlaces });
  return redacted.includes('\u0000');
}

/**
 * Why a verified lead may not be sent without a person looking, in QUEUE_REASONS order; empty: it may. The request
 * is read again, as written (the chat's answers included) with its landing page's defaults, by the built-in analyzer:
 * only when it names by itself the category and the one comune the visitor confirmed is the lead understood.
 */
export function queueReasonsOf(lead: LeadToCheck): QueueReasonCode[] {
  const reasons: QueueReasonCode[] = [];
  const profile = analyzeWithBuiltin({
    userRequest: lead.userRequest,
    prefilledService: lead.prefilledService ?? undefined,
    prefilledLocation: lead.prefilledLocation ?? undefined,
    landingContext: lead.landingContext ?? undefined,
  });
  if (profile.category !== lead.category) reasons.push('category_unclear');
  if ((profile.placeChoices?.length ?? 0) > 1) reasons.push('place_ambiguous');
  else if (lead.istatCode === null || profile.location?.istatCode !== lead.istatCode) reasons.push('place_unclear');
  if (lead.duplicateOf !== null) reasons.push('possible_duplicate');
  if (holdsContactData(lead)) reasons.push('contact_data');
  if (lead.recentFromSameContact >= MAX_REQUESTS_PER_CONTACT_PER_DAY) reasons.push('abuse');
  if (!hasDefaultPrice(lead)) reasons.push('price_changed');
  return reasons;
}

/** The category's own price: a price the admin changed makes a person look. */
export function hasDefaultPrice(lead: { readonly category: string; readonly price: string }): boolean {
  return moneyToCents(lead.price) === moneyToCents(defaultPriceForCategory(lead.category));
}
