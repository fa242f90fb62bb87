import { apiCheckoutMessages } from '@trovapro/copy';
import { moneyToCents, type BusinessLeadView, type BusinessPurchaseView, type PurchaseBody, type PurchaseResponse } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { EraseLinks } from '../privacy/privacy.service.ts';
import type { RequestLinks } from '../customer-request/customer-request.service.ts';
import type { InvoiceSettings } from '../invoices/invoices.service.ts';
import { courtesyCopyOfPurchase, type ReceiptSettings } from '../receipts/receipts.service.ts';
import { requiredField } from '../../lib/app-error.ts';
import { requireAcceptanceAtPurchase, termsToAcceptFor } from '../business-terms/business-terms.service.ts';
import { enforceRateLimits, perAddress } from '../../lib/rate-limit.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { normalizeBilling } from './billing.ts';
import { alreadyPurchased, leadNotFound, leadUnavailable, paymentProviderUnavailable } from './checkout-errors.ts';
import {
  failOpenPurchasesOf,
  findInvitedBusiness,
  findLeadForSale,
  findDelivery,
  findPaidPurchase,
  hasPaidPurchase,
  insertPendingPurchase,
  setAreaTokenHash,
  type InvitedBusinessRow,
  type LeadForSaleRow,
} from './checkout.repository.ts';
import { requestBeforePurchase } from './lead-description.ts';
import { currentLeadPrice, type LeadPrice } from './lead-pricing.ts';
import { LEAD_CLOSED } from './post-payment.ts';
import { hashPurchaseToken, newPurchaseToken, purchaseUrl } from './purchase-token.ts';

export { newPurchaseToken, purchaseUrl } from './purchase-token.ts';
export { requestBeforePurchase } from './lead-description.ts';
export { currentLeadPrice } from './lead-pricing.ts';
export {
  ADMIN_REFUND,
  completeRefunds,
  GUARANTEE_REFUND,
  refundPaidPurchase,
  refundPurchaseIn,
  type AdminRefund,
  type RefundReason,
} from './post-payment.ts';
export { normalizeBilling } from './billing.ts';

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
  /** The link of the customer's request page, in the same email. */
  readonly requestLinks: RequestLinks;
  /** What each paid purchase's receipt says of the seller, and its IVA. */
  readonly receipts: ReceiptSettings;
  /** The seller and mode of the invoices every sale gets (issue 32). */
  readonly invoices: InvoiceSettings;
  /** PUBLIC_SITE_URL: where the terms for businesses are read (`termsToAccept.url`). */
  readonly publicSiteUrl: string;
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
export async function loadLeadOnSale({ db, rules }: Pick<CheckoutContext, 'db' | 'rules'>, leadId: string): Promise<LeadOnSale> {
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
 * The business the purchase link's token names: one that was sent the lead, paused since or not. Without a
 * token or with a wrong one the lead is not found (404): a lead link alone (guessed, forwarded, or of another
 * lead) shows and sells nothing.
 */
async function findLinkBusiness({ db }: Pick<CheckoutContext, 'db'>, leadId: string, token: string | undefined): Promise<InvitedBusinessRow> {
  const business = token === undefined || token === '' ? undefined : await findInvitedBusiness(db, leadId, hashPurchaseToken(token));
  if (business === undefined) throw leadNotFound();
  return business;
}

/** The business the purchase link's token names, if it may buy: a paused business finds nothing on sale (404). */
async function findInvitation(context: CheckoutContext, leadId: string, token: string | undefined): Promise<InvitedBusinessRow> {
  const business = await findLinkBusiness(context, leadId, token);
  if (!business.is_active) throw leadNotFound();
  return business;
}

/**
 * The lead as the invited business sees it before paying: category, place, price, and the request
 * with the visitor's name, addresses, contacts and personal codes replaced — nothing that reaches or
 * identifies the visitor without paying.
 * 409 when this business has bought it already (whatever the lead's state since): its purchase is
 * `getBusinessPurchase`.
 */
export async function getBusinessLeadView(
  context: CheckoutContext,
  leadId: string,
  token: string | undefined,
): Promise<Omit<BusinessLeadView, 'guaranteeDays'>> {
  const business = await findLinkBusiness(context, leadId, token);
  if (await hasPaidPurchase(context.db, leadId, business.id)) throw alreadyPurchased();
  if (!business.is_active) throw leadNotFound();
  const { lead, price, placesLeft } = await loadLeadOnSale(context, leadId);
  return {
    id: lead.id,
    category: lead.category,
    description: requestBeforePurchase({ userRequest: lead.user_request, userName: lead.user_name }),
    location: lead.municipality === null || lead.province === null ? null : { municipality: lead.municipality, province: lead.province },
    price: price.price,
    isDiscounted: price.isDiscounted,
    originalPrice: price.originalPrice,
    placesLeft,
    invitedBusiness: { name: business.name, email: business.email, billing: business.billing },
    termsToAccept: await termsToAcceptFor(context.db, business.id, context.publicSiteUrl),
  };
}

/**
 * A purchase link of the lead for the business signed in to its area («Offerte», issue 33): the emailed link's token
 * is stored only hashed, so a fresh token is minted and its hash kept as the delivery's `area_token_hash` (replacing
 * the area's previous one; the emailed link keeps working, the checkout accepts either). The same rules as the lead
 * page's: 404 when the lead was not offered to it (or it is paused), 409 when it bought it already, 410 when it is no
 * longer on sale.
 */
export async function mintAreaPurchaseLink(
  context: Pick<CheckoutContext, 'db' | 'rules'>,
  checkoutUrl: string,
  leadId: string,
  businessId: string,
): Promise<string> {
  const { db } = context;
  const delivery = await findDelivery(db, leadId, businessId);
  if (delivery === undefined || !delivery.has_link) throw leadNotFound();
  if (await hasPaidPurchase(db, leadId, businessId)) throw alreadyPurchased();
  if (!delivery.is_active) throw leadNotFound();
  await loadLeadOnSale(context, leadId);
  const { token, tokenHash } = newPurchaseToken();
  await setAreaTokenHash(db, leadId, businessId, tokenHash);
  return purchaseUrl(checkoutUrl, leadId, token);
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
  // The terms for businesses: accepted at the first purchase and at the first after a new version (issue 33).
  await requireAcceptanceAtPurchase(db, business.id, body.acceptTerms);

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

/**
 * `GET /api/business/lead/:leadId/purchase?t=`: what the business of the link bought, for as long as the link
 * lives — paused since, lead sold out or closed — because it paid for it: the customer's contacts and request
 * (null once the person erased their data: erased means gone everywhere), the amount, the date, the receipt.
 * 404 for a link of a business that has not paid for the lead.
 */
export async function getBusinessPurchase(context: CheckoutContext, leadId: string, token: string | undefined): Promise<BusinessPurchaseView> {
  const business = await findLinkBusiness(context, leadId, token);
  const purchase = await findPaidPurchase(context.db, leadId, business.id);
  if (purchase === undefined) throw leadNotFound();
  const erased = purchase.erased_at !== null;
  return {
    leadId: purchase.lead_id,
    category: purchase.category,
    location:
      purchase.municipality === null || purchase.province === null ? null : { municipality: purchase.municipality, province: purchase.province },
    request: erased ? null : purchase.user_request,
    customer: erased ? null : { name: purchase.user_name, email: purchase.user_email, phone: purchase.user_phone },
    amount: purchase.amount,
    paidAt: purchase.paid_at.toISOString(),
    businessName: purchase.business_name,
    businessEmail: purchase.business_email,
    receipt: await courtesyCopyOfPurchase(context.db, purchase.id),
  };
}

/**
 * After leads were closed (call it once the closing is committed): the payments of them that could still be
 * made are marked failed and cancelled with the provider, so a card form left open can no longer pay. One that
 * can no longer be cancelled (made, or under way) reaches the post-payment path, which refunds it. A provider's
 * failure is logged, not thrown: the closing stands, and the post-payment path refuses a closed lead anyway.
 */
export async function withdrawPaymentsOf(
  { db, payments, log }: Pick<CheckoutContext, 'db' | 'payments'> & { readonly log: Pick<CheckoutLogger, 'warn'> },
  leadIds: readonly string[],
): Promise<void> {
  for (const paymentIntentId of await failOpenPurchasesOf(db, leadIds, LEAD_CLOSED)) {
    try {
      if (!(await payments.cancel(paymentIntentId))) log.warn({ paymentIntentId }, 'payment of a closed lead already under way: it will be refunded');
    } catch (error) {
      log.warn({ err: error, paymentIntentId }, 'cancelling the payment of a closed lead failed');
    }
  }
}
