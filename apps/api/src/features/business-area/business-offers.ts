import {
  formatLocation,
  PAGE_SIZES,
  pageOffset,
  totalPages,
  type BusinessOffer,
  type BusinessOfferList,
  type BusinessOffersQuery,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { currentLeadPrice, mintAreaPurchaseLink, requestBeforePurchase, type CheckoutRules } from '../checkout/checkout.service.ts';
import { apiBusinessOffersMessages } from '@trovapro/copy';
import { listOpenOffers, type OpenOfferRow } from './business-offers.repository.ts';

/**
 * «Offerte» of the «Area aziende» (issue 33): the leads offered to the signed-in business that it can still buy, as
 * its offer email and the checkout show them (the request without contacts, the checkout's price), and a purchase link
 * minted for the area (features/checkout `mintAreaPurchaseLink`).
 */

/** `GET /api/business/area/offers`: newest offer first. */
export async function listBusinessOffers(db: Db, rules: CheckoutRules, businessId: string, query: BusinessOffersQuery): Promise<BusinessOfferList> {
  const limit = query.limit ?? PAGE_SIZES.businessOffers;
  const { rows, total } = await listOpenOffers(db, businessId, {
    maxBuyers: rules.maxBuyers,
    discountAfterHours: rules.discountAfterHours,
    limit,
    offset: pageOffset(query.page ?? 1, limit),
  });
  const now = new Date();
  return { offers: rows.map((row) => toBusinessOffer(row, rules, now)), total, totalPages: totalPages(total, limit) };
}

function toBusinessOffer(row: OpenOfferRow, rules: CheckoutRules, now: Date): BusinessOffer {
  const price = currentLeadPrice({
    price: row.price,
    sentAt: row.sent_at,
    boughtInWindow: row.bought_in_window,
    now,
    discountAfterHours: rules.discountAfterHours,
  });
  return {
    leadId: row.lead_id,
    category: row.category,
    place:
      row.municipality !== null && row.province !== null
        ? formatLocation({ municipality: row.municipality, province: row.province })
        : row.prefilled_location,
    request: requestBeforePurchase({ userRequest: row.user_request, userName: row.user_name }),
    price: price.price,
    originalPrice: price.originalPrice,
    isDiscounted: price.isDiscounted,
    // This business is one of the open invitations, so at least 1.
    placesLeft: Math.max(Math.min(rules.maxBuyers - row.paid_count, row.open_invitations), 1),
    offeredAt: row.offered_at.toISOString(),
  };
}

const LINK_WINDOW_MS = 15 * 60 * 1000;
/** Purchase links a business may mint in 15 minutes: far more than buying needs, few enough to stop a loop. */
export const AREA_LINKS_PER_BUSINESS = 60;

/** `POST /api/business/area/offers/:leadId/purchase-link`: the checkout's lead page for this business. */
export async function areaPurchaseLink(
  db: Db,
  rules: CheckoutRules,
  checkoutUrl: string,
  leadId: string,
  businessId: string,
): Promise<{ url: string }> {
  await enforceRateLimits(db, [{ key: `area-purchase-link:business:${businessId}`, limit: AREA_LINKS_PER_BUSINESS, windowMs: LINK_WINDOW_MS }], {
    code: 'too_many_requests',
    message: apiBusinessOffersMessages.tooManyLinks,
  });
  return { url: await mintAreaPurchaseLink({ db, rules }, checkoutUrl, leadId, businessId) };
}
