import { apiCheckoutMessages } from '@trovapro/copy';
import { moneyToCents, type BusinessLeadView, type PurchaseBody, type PurchaseResponse } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { EraseLinks } from '../privacy/privacy.service.ts';
import type { ReceiptSettings } from '../receipts/receipts.service.ts';
import { requiredField } from '../../plugins/app-error.ts';
import { enforceRateLimits, perAddress } from '../../plugins/rate-limit.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { normalizeBilling } from './billing.ts';
import { alreadyPurchased, leadNotFound, leadUnavailable, paymentProviderUnavailable } from './checkout-errors.ts';
import {
  findInvitedBusiness,
  findLeadForSale,
  hasPaidPurchase,
  insertPendingPurchase,
  type InvitedBusinessRow,
  type LeadForSaleRow,
} from './checkout.repository.ts';
import { requestBeforePurchase } from './lead-description.ts';
import { currentLeadPrice, type LeadPrice } from './lead-pricing.ts';
import { hashPurchaseToken } from './purchase-token.ts';

export { newPurchaseToken, purchaseUrl } from './purchase-token.ts';
export { requestBeforePurchase } from './lead-description.ts';

export interface CheckoutRules {
  /** LEAD_DISCOUNT_AFTER_HOURS */
  readonly discountAfterHours: number;
  /** LEAD_MAX_BUYERS */
  readonly maxBuyers: number;
}

export interface CheckoutLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CheckoutContext {
  readonly db: Db;
  readonly payments: PaymentProvider;
  readonly rules: CheckoutRules;
  readonly log: CheckoutLogger;
  /** The self-erase link of the email that tells the customer who bought the request. */
  readonly eraseLinks: EraseLinks;
  /** What each paid purchase's receipt says of the seller, and its IVA. */
  readonly receipts: ReceiptSettings;
}

const WINDOW_MS = 15 * 60 * 1000;
export const PURCHASES_PER_ADDRESS = 30;

export const normalizeBusinessEmail = (email: string) => email.trim().toLowerCase();

interface LeadOnSale {
  readonly lead: LeadForSaleRow;
  readonly price: LeadPrice;
  /** What the page shows: places under the cap, never more than the invited businesses who may still buy. */
  readonly placesLeft: number;
}

/** 404 unknown; 410 when it was never sent, was rejected, or every place is taken. */
export async function loadLeadOnSale({ db, rules }: CheckoutContext, leadId: string): Promise<LeadOnSale> {
  const lead = await findLeadForSale(db, leadId, rules.discountAfterHours);
  if (lead === undefined) throw leadNotFound();
  const underCap = Math.max(rules.maxBuyers - lead.paid_count, 0);
  if (lead.status !== 'sent' || underCap === 0) throw leadUnavailable();
  const placesLeft = Math.min(underCap, lead.open_invitations);
  const price = currentLeadPrice({
    price: lead.price,
    sentAt: lead.sent_at,
    boughtInWindow: lead.bought_in_window,
    now: new Date(),
    discountAfterHours: rules.discountAfterHours,
  });
  return { lead, price, placesLeft };
}

/**
 * The business the purchase link's token names: one that was sent the lead and is active. Without a
 * token, with a wrong one, or for a paused business, the lead is not found (404): a lead link alone
 * (guessed, forwarded, or of another lead) shows and sells nothing.
 */
export async function findInvitation({ db }: CheckoutContext, leadId: string, token: string | undefined): Promise<InvitedBusinessRow> {
  const business = token === undefined || token === '' ? undefined : await findInvitedBusiness(db, leadId, hashPurchaseToken(token));
  if (business === undefined) throw leadNotFound();
  return business;
}

/**
 * The lead as the invited business sees it before paying: category, place, price, and the request
 * with every email, phone number and link replaced — nothing that reaches the visitor without paying.
 * 409 when this business has bought it already.
 */
export async function getBusinessLeadView(context: CheckoutContext, leadId: string, token: string | undefined): Promise<BusinessLeadView> {
  const business = await findInvitation(context, leadId, token);
  const { lead, price, placesLeft } = await loadLeadOnSale(context, leadId);
  if (await hasPaidPurchase(context.db, lead.id, business.id)) throw alreadyPurchased();
  return {
    id: lead.id,
    category: lead.category,
    description: requestBeforePurchase({ userRequest: lead.user_request }),
    location: lead.municipality === null || lead.province === null ? null : { municipality: lead.municipality, province: lead.province },
    price: price.price,
    isDiscounted: price.isDiscounted,
    originalPrice: price.originalPrice,
    placesLeft,
    invitedBusiness: { name: business.name, email: business.email, billing: business.billing },
  };
}

/**
 * Creates a payment for the lead's current price (the server's, in cents) and stores it as a pending
 * purchase of the invited business the token names (404 without one); the card form then confirms it.
 * The contacts will go to the email typed here. 409 when this business has bought the lead already.
 */
export async function startPurchase(
  context: CheckoutContext,
  { leadId, token }: { leadId: string; token: string | undefined },
  body: PurchaseBody,
  clientAddress: string,
): Promise<PurchaseResponse> {
  const { db, payments } = context;
  await enforceRateLimits(db, [perAddress('checkout-purchase', clientAddress, PURCHASES_PER_ADDRESS, WINDOW_MS)], {
    code: 'too_many_requests',
    message: apiCheckoutMessages.tooManyPaymentRequests,
  });
  const businessEmail = normalizeBusinessEmail(body.businessEmail);
  const businessName = body.businessName.trim();
  if (businessName === '') throw requiredField('businessName');
  const billing = normalizeBilling(body.billing);

  const business = await findInvitation(context, leadId, token);
  const { lead, price } = await loadLeadOnSale(context, leadId);
  if (await hasPaidPurchase(db, lead.id, business.id)) throw alreadyPurchased();

  let payment: Awaited<ReturnType<typeof payments.createPayment>>;
  try {
    payment = await payments.createPayment({
      amountCents: moneyToCents(price.price),
      currency: 'eur',
      metadata: { leadId: lead.id, businessId: business.id },
    });
  } catch (error) {
    context.log.error({ err: error, leadId: lead.id }, 'payment provider refused to create a payment');
    throw paymentProviderUnavailable();
  }
  await insertPendingPurchase(db, {
    leadId: lead.id,
    businessId: business.id,
    businessEmail,
    businessName,
    amount: price.price,
    provider: payments.kind,
    paymentIntentId: payment.paymentIntentId,
    billing,
  });
  return payments.kind === 'stripe'
    ? { clientSecret: payment.clientSecret, paymentForm: 'stripe', publishableKey: payments.publishableKey }
    : { clientSecret: payment.clientSecret, paymentForm: 'test-gateway' };
}
