import { apiCheckoutMessages, formatEuro, leadPurchasedCustomerTexts, partnerEmailTexts, purchaseEmailTexts } from '@trovapro/copy';
import { CLOSED_STATUS, EMAIL_TEMPLATE_NAMES, formatLocation, type InvoiceState } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { enqueueAdminRefundEmail, issueCreditNote, issueInvoice } from '../invoices/invoices.service.ts';
import { issueReceipt } from '../receipts/receipts.service.ts';
import { renderEmailTemplate } from '../templates/templates.service.ts';
import type { CheckoutContext } from './checkout.service.ts';
import {
  listUnfinishedRefunds,
  lockLeadWithContacts,
  lockPurchaseById,
  lockPurchaseByIntent,
  markPurchaseFailed,
  markPurchasePaid,
  markPurchaseRefunded,
  markRefundCompleted,
  paidBuyers,
  addPurchaseToBusiness,
  removePurchaseFromBusiness,
  findBusinessPhone,
  saveBusinessBilling,
  type LeadContactsRow,
  type PurchaseRecord,
} from './checkout.repository.ts';

/**
 * - `paid`: this call settled it: the invited business's totals and billing data updated, contacts email,
 *   the customer's notice and the numbered receipt in the outbox.
 * - `refunded`: this call found the lead sold out (a race past the cap) or closed meanwhile: refunded, business
 *   told, no receipt.
 * - `already-paid` / `already-refunded`: settled before (a repeated or late event): nothing done.
 * - `unknown`: no purchase has this payment id.
 */
export type SettleOutcome = 'paid' | 'refunded' | 'already-paid' | 'already-refunded' | 'unknown';

/** Why a payment that succeeded was given back (stored as the purchase's failure_reason). */
const SOLD_OUT = 'lead_sold_out';
/** The lead was closed (its person's data erased, or the customer stopped it) while the payment was under way. */
export const LEAD_CLOSED = 'lead_closed';
/** The admin gave the sale back (issue 32; a credit note corrects its invoice). */
export const ADMIN_REFUND = 'admin_refund';
/** A guarantee report was accepted (issue 33), by a rule or by the admin. */
export const GUARANTEE_REFUND = 'guarantee';
const ALREADY_BOUGHT = 'already_purchased';
/** A purchase started before purchase links named their buyer: nobody invited can be credited. */
const NOT_INVITED = 'not_invited';

/**
 * The post-payment path, shared by the Stripe webhook and the test gateway. One transaction, exactly
 * once however often or in whatever order the success is reported: the purchase row is locked and a
 * settled purchase is left alone; the lead row is locked, so concurrent payments for one lead settle
 * one after the other and never sell past `maxBuyers` (nor twice to one invited business: the partial
 * unique index backs this up), nor from a closed lead. A payment that arrives too late is marked refunded, the business gets a refund notice,
 * and the provider's refund runs after the commit (retried later if the provider fails).
 */
export async function settlePayment(context: CheckoutContext, paymentIntentId: string): Promise<SettleOutcome> {
  const outcome = await context.db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    const purchase = await lockPurchaseByIntent(trx, paymentIntentId);
    if (purchase === undefined) return 'unknown';
    if (purchase.status === 'paid') return 'already-paid';
    if (purchase.status === 'refunded') return 'already-refunded';

    const lead = await lockLeadWithContacts(trx, purchase.lead_id);
    const buyers = await paidBuyers(trx, lead.id);
    const businessId = purchase.business_id;
    const refusal =
      businessId === null
        ? NOT_INVITED
        : lead.status === CLOSED_STATUS
          ? LEAD_CLOSED
          : buyers.includes(businessId)
            ? ALREADY_BOUGHT
            : buyers.length >= context.rules.maxBuyers
              ? SOLD_OUT
              : undefined;
    if (businessId === null || refusal !== undefined) {
      await markPurchaseRefunded(trx, purchase.id, refusal ?? NOT_INVITED);
      await enqueueRefundNotice(trx, purchase, lead);
      return 'refunded';
    }

    await addPurchaseToBusiness(trx, businessId, purchase.amount);
    await markPurchasePaid(trx, purchase.id);
    if (purchase.billing !== null) await saveBusinessBilling(trx, businessId, purchase.billing);
    await enqueueContactsEmail(trx, purchase, lead);
    await enqueueCustomerNotice(trx, context, purchase, lead, businessId);
    // Every sale is invoiced (issue 32); a purchase without billing data (started before the checkout asked for it)
    // keeps the receipt it was promised.
    if (purchase.billing === null) {
      await issueReceipt(trx, context.receipts, {
        id: purchase.id,
        amount: purchase.amount,
        businessName: purchase.business_name,
        businessEmail: purchase.business_email,
        billing: purchase.billing,
        leadId: lead.id,
        category: lead.category,
        place: leadPlace(lead),
      });
    } else {
      // Its email, with the courtesy copy's link, goes with it once it passed the checks (issueInvoice).
      await issueInvoice(trx, context.invoices, {
        id: purchase.id,
        amount: purchase.amount,
        businessName: purchase.business_name,
        businessEmail: purchase.business_email,
        billing: purchase.billing,
        leadId: lead.id,
        category: lead.category,
        municipality: lead.municipality,
      });
    }
    return 'paid';
  });
  if (outcome === 'refunded') await completeRefunds(context);
  return outcome;
}

/** What an admin's refund did: the credit note of the purchase's invoice, when it had one that was issued. */
export interface AdminRefund {
  readonly creditNote: { readonly id: string; readonly number: string; readonly state: InvoiceState } | null;
}

/** Why a paid purchase is given back: stored with it, shown on the lead's timeline. */
export interface RefundReason {
  /** `failure_reason`: ADMIN_REFUND (the default) or GUARANTEE_REFUND. */
  readonly code: typeof ADMIN_REFUND | typeof GUARANTEE_REFUND;
  /** In words (the admin's reason, the guarantee's), or null (the invoices' «Rimborsa» asks none). */
  readonly note: string | null;
  /**
   * The email when no valid credit note tells of the refund: `admin-refund` (the default), or the accepted report's
   * (`report-accepted`), which says its report was accepted.
   */
  readonly notice?: (trx: Db, purchaseId: string) => Promise<void>;
}

const ADMIN_REFUND_REASON: RefundReason = { code: ADMIN_REFUND, note: null };

/**
 * The one refund of a paid purchase (issue 32, with a reason since issue 33: the admin's from the invoices, the lead or
 * the partner, and an accepted guarantee report), in the caller's transaction: the purchase becomes refunded with its
 * reason, it leaves the business's totals, and its invoice gets its credit note (TD04), whose own email tells the
 * business (without one a plain notice). The provider's refund runs after the commit: call `completeRefunds` then.
 * 409 for a purchase that is not paid (refunded already, or never paid).
 */
export async function refundPurchaseIn(
  trx: Db,
  invoices: CheckoutContext['invoices'],
  purchaseId: string,
  reason: RefundReason = ADMIN_REFUND_REASON,
): Promise<AdminRefund> {
  const purchase = await lockPurchaseById(trx, purchaseId);
  if (purchase === undefined) throw notFound();
  if (purchase.status !== 'paid') throw new AppError('conflict', apiCheckoutMessages.notRefundable);
  await markPurchaseRefunded(trx, purchase.id, reason.code, reason.note);
  if (purchase.business_id !== null) await removePurchaseFromBusiness(trx, purchase.business_id, purchase.amount);
  const creditNote = await issueCreditNote(trx, invoices, purchase.id);
  // A valid credit note's own email tells of the refund; without one (none needed, or awaiting correction) a plain notice.
  if (creditNote === null || creditNote.state === 'invalid') await (reason.notice ?? enqueueAdminRefundEmail)(trx, purchase.id);
  return { creditNote: creditNote === null ? null : { id: creditNote.id, number: creditNote.number, state: creditNote.state } };
}

/**
 * A paid purchase given back, in a transaction of its own (see refundPurchaseIn), then the provider's refund (retried
 * by the refund task when the provider fails).
 */
export async function refundPaidPurchase(
  context: Pick<CheckoutContext, 'db' | 'payments' | 'log' | 'invoices'>,
  purchaseId: string,
  reason: RefundReason = ADMIN_REFUND_REASON,
): Promise<AdminRefund> {
  const refund = await context.db.transaction().execute((trx) => refundPurchaseIn(trx, context.invoices, purchaseId, reason));
  await completeRefunds(context);
  return refund;
}

/** A failed payment: the purchase becomes `failed` unless it was settled already (a late event). */
export async function recordPaymentFailure(db: Db, paymentIntentId: string, reason: string): Promise<boolean> {
  return markPurchaseFailed(db, paymentIntentId, reason);
}

/**
 * Asks the provider to give back every payment marked refunded and not yet confirmed. Idempotent
 * (the provider's idempotency key is the purchase id); a failure is logged and retried on the next call.
 */
export async function completeRefunds({ db, payments, log }: Pick<CheckoutContext, 'db' | 'payments' | 'log'>): Promise<void> {
  for (const purchase of await listUnfinishedRefunds(db, 20)) {
    try {
      await payments.refund(purchase.payment_intent_id, `refund:${purchase.id}`);
      await markRefundCompleted(db, purchase.id);
    } catch (error) {
      log.warn({ err: error, purchaseId: purchase.id }, 'refund failed, will retry');
    }
  }
}

/** The lead's comune («Fano (Pesaro e Urbino)»), else the place the landing page gave, else null (unknown). */
function leadPlace(lead: LeadContactsRow): string | null {
  if (lead.municipality !== null && lead.province !== null) {
    return formatLocation({ municipality: lead.municipality, province: lead.province });
  }
  return lead.prefilled_location;
}

async function enqueueContactsEmail(trx: Db, purchase: PurchaseRecord, lead: LeadContactsRow): Promise<void> {
  const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.purchaseContacts, {
    businessName: purchase.business_name,
    businessEmail: purchase.business_email,
    category: lead.category,
    location: leadPlace(lead),
    userName: lead.user_name,
    userEmail: lead.user_email,
    userPhone: lead.user_phone ?? purchaseEmailTexts.phoneMissing,
    userRequest: lead.user_request,
    price: partnerEmailTexts.priceWithVat(formatEuro(purchase.amount)),
    leadId: lead.id,
  });
  await enqueueEmail(trx, {
    dedupeKey: `purchase-contacts:${purchase.id}`,
    leadId: lead.id,
    purpose: 'purchase-contacts',
    to: purchase.business_email,
    ...message,
  });
}

/**
 * To the customer, in the purchase's transaction: which business bought the request and how to reach it,
 * how many may, and the self-erase link (kept out of the stored message like a purchase token). Not for a
 * lead whose person erased their data meanwhile.
 */
async function enqueueCustomerNotice(
  trx: Db,
  context: CheckoutContext,
  purchase: PurchaseRecord,
  lead: LeadContactsRow,
  businessId: string,
): Promise<void> {
  if (lead.user_email === '') return;
  const secrets = new OutboxSecrets();
  const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.leadPurchasedCustomer, {
    userName: lead.user_name,
    userEmail: lead.user_email,
    category: lead.category,
    location: leadPlace(lead),
    businessName: purchase.business_name,
    businessEmail: purchase.business_email,
    businessPhone: (await findBusinessPhone(trx, businessId)) ?? leadPurchasedCustomerTexts.businessPhoneMissing,
    maxBuyers: String(context.rules.maxBuyers),
    requestUrl: secrets.hide(context.requestLinks.urlFor(lead.id)),
    eraseUrl: secrets.hide(context.eraseLinks.urlFor(lead.id)),
    leadId: lead.id,
  });
  await enqueueEmail(trx, {
    dedupeKey: `lead-purchased-customer:${purchase.id}`,
    leadId: lead.id,
    purpose: 'lead-purchased-customer',
    to: lead.user_email,
    ...message,
    secrets,
  });
}

async function enqueueRefundNotice(trx: Db, purchase: PurchaseRecord, lead: LeadContactsRow): Promise<void> {
  // No visitor contact here: this business did not get the lead.
  const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.refundNotice, {
    businessName: purchase.business_name,
    businessEmail: purchase.business_email,
    category: lead.category,
    location: leadPlace(lead),
    price: partnerEmailTexts.priceWithVat(formatEuro(purchase.amount)),
    leadId: lead.id,
  });
  await enqueueEmail(trx, {
    dedupeKey: `refund-notice:${purchase.id}`,
    leadId: lead.id,
    purpose: 'refund-notice',
    to: purchase.business_email,
    ...message,
  });
}
