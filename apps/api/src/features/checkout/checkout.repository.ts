import type { BillingDetails, LeadStatus } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PurchaseRow, PurchaseStatus } from '../../db/rows.ts';

export interface LeadForSaleRow {
  id: string;
  category: string;
  user_request: string;
  /** Only to hide it in the request before payment (`redactContacts`), never answered. */
  user_name: string;
  price: string;
  status: LeadStatus;
  sent_at: Date | null;
  municipality: string | null;
  province: string | null;
  paid_count: number;
  /** Invited businesses that can still buy: active, with a purchase link, without a paid purchase of it. */
  open_invitations: number;
  bought_in_window: boolean;
}

/** A lead with what the checkout needs to decide whether and at what price it is on sale. No visitor contact. */
export async function findLeadForSale(db: Db, leadId: string, discountAfterHours: number): Promise<LeadForSaleRow | undefined> {
  return db
    .selectFrom('leads')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select([
      'leads.id',
      'leads.category',
      'leads.user_request',
      'leads.user_name',
      sql<string>`leads.price::text`.as('price'),
      'leads.status',
      'leads.sent_at',
      'municipalities.name as municipality',
      'municipalities.province',
      sql<number>`(select count(*)::int from purchases p where p.lead_id = leads.id and p.status = 'paid')`.as('paid_count'),
      sql<number>`(
        select count(*)::int from lead_deliveries d join businesses b on b.id = d.business_id
        where d.lead_id = leads.id and d.token_hash is not null and b.is_active
          and not exists (select 1 from purchases p where p.lead_id = leads.id and p.business_id = b.id and p.status = 'paid')
      )`.as('open_invitations'),
      sql<boolean>`exists(
        select 1 from purchases p
        where p.lead_id = leads.id and p.status = 'paid'
          and p.paid_at < leads.sent_at + make_interval(hours => ${discountAfterHours})
      )`.as('bought_in_window'),
    ])
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
}

export interface InvitedBusinessRow {
  id: string;
  name: string;
  email: string;
  billing: BillingDetails | null;
  is_active: boolean;
}

/** The business that was sent `leadId` with the purchase link whose token hashes to `tokenHash` (paused or not). */
export async function findInvitedBusiness(db: Db, leadId: string, tokenHash: string): Promise<InvitedBusinessRow | undefined> {
  return (
    db
      .selectFrom('lead_deliveries')
      .innerJoin('businesses', 'businesses.id', 'lead_deliveries.business_id')
      .select(['businesses.id', 'businesses.name', 'businesses.email', 'businesses.billing', 'businesses.is_active'])
      .where('lead_deliveries.lead_id', '=', leadId)
      // The emailed link's token or the latest one the business's area minted (features/business-area, «Offerte»).
      .where((eb) => eb.or([eb('lead_deliveries.token_hash', '=', tokenHash), eb('lead_deliveries.area_token_hash', '=', tokenHash)]))
      .executeTakeFirst()
  );
}

export interface DeliveryRow {
  is_active: boolean;
  /** The emailed purchase link exists (a delivery without one was never a purchase offer). */
  has_link: boolean;
}

/** The delivery of `leadId` to `businessId`, with whether the business is active; undefined when it was never sent. */
export async function findDelivery(db: Db, leadId: string, businessId: string): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('lead_deliveries')
    .innerJoin('businesses', 'businesses.id', 'lead_deliveries.business_id')
    .select(['businesses.is_active', sql<boolean>`lead_deliveries.token_hash is not null`.as('has_link')])
    .where('lead_deliveries.lead_id', '=', leadId)
    .where('lead_deliveries.business_id', '=', businessId)
    .executeTakeFirst();
}

/** The area's purchase link of this delivery becomes the one whose token hashes to `tokenHash` (the previous one ends). */
export async function setAreaTokenHash(db: Db, leadId: string, businessId: string, tokenHash: string): Promise<void> {
  await db
    .updateTable('lead_deliveries')
    .set({ area_token_hash: tokenHash })
    .where('lead_id', '=', leadId)
    .where('business_id', '=', businessId)
    .execute();
}

export interface PaidPurchaseRow {
  id: string;
  amount: string;
  paid_at: Date;
  business_name: string;
  business_email: string;
  lead_id: string;
  category: string;
  user_request: string;
  user_name: string;
  user_email: string;
  user_phone: string | null;
  erased_at: Date | null;
  municipality: string | null;
  province: string | null;
}

/** The business's paid purchase of the lead, with the lead and its customer's contacts. */
export async function findPaidPurchase(db: Db, leadId: string, businessId: string): Promise<PaidPurchaseRow | undefined> {
  return db
    .selectFrom('purchases')
    .innerJoin('leads', 'leads.id', 'purchases.lead_id')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select([
      'purchases.id',
      sql<string>`purchases.amount::text`.as('amount'),
      sql<Date>`purchases.paid_at`.as('paid_at'),
      'purchases.business_name',
      'purchases.business_email',
      'leads.id as lead_id',
      'leads.category',
      'leads.user_request',
      'leads.user_name',
      'leads.user_email',
      'leads.user_phone',
      'leads.erased_at',
      'municipalities.name as municipality',
      'municipalities.province',
    ])
    .where('purchases.lead_id', '=', leadId)
    .where('purchases.business_id', '=', businessId)
    .where('purchases.status', '=', 'paid')
    .executeTakeFirst();
}

export async function hasPaidPurchase(db: Db, leadId: string, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('business_id', '=', businessId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewPurchase {
  readonly leadId: string;
  readonly businessId: string;
  readonly businessEmail: string;
  readonly businessName: string;
  readonly amount: string;
  readonly provider: 'stripe' | 'test-gateway';
  readonly paymentIntentId: string;
  readonly billing: BillingDetails;
}

export async function insertPendingPurchase(db: Db, purchase: NewPurchase): Promise<void> {
  await db
    .insertInto('purchases')
    .values({
      lead_id: purchase.leadId,
      business_id: purchase.businessId,
      business_email: purchase.businessEmail,
      business_name: purchase.businessName,
      amount: purchase.amount,
      currency: 'eur',
      payment_provider: purchase.provider,
      payment_intent_id: purchase.paymentIntentId,
      billing: JSON.stringify(purchase.billing),
    })
    .execute();
}

export type PurchaseRecord = Omit<PurchaseRow, 'amount' | 'review_requested_at'> & { amount: string };

const purchaseColumns = [
  'id',
  'lead_id',
  'business_id',
  'business_email',
  'business_name',
  sql<string>`amount::text`.as('amount'),
  'currency',
  'status',
  'payment_provider',
  'payment_intent_id',
  'failure_reason',
  'created_at',
  'paid_at',
  'refunded_at',
  'refund_note',
  'billing',
] as const;

export async function findPurchaseByIntent(db: Db, paymentIntentId: string): Promise<PurchaseRecord | undefined> {
  return db.selectFrom('purchases').select(purchaseColumns).where('payment_intent_id', '=', paymentIntentId).executeTakeFirst();
}

/** The purchase row, locked until the transaction ends: its settlement happens once. */
export async function lockPurchaseByIntent(trx: Db, paymentIntentId: string): Promise<PurchaseRecord | undefined> {
  return trx.selectFrom('purchases').select(purchaseColumns).where('payment_intent_id', '=', paymentIntentId).forUpdate().executeTakeFirst();
}

export interface LeadContactsRow {
  id: string;
  status: LeadStatus;
  category: string;
  user_request: string;
  user_email: string;
  user_name: string;
  user_phone: string | null;
  istat_code: string | null;
  prefilled_location: string | null;
  municipality: string | null;
  province: string | null;
}

/**
 * Locks the lead row (every settlement of the same lead waits here, so the paid count below cannot
 * change underneath) and returns it with the visitor's contacts. `for update of leads`: the comune's
 * row, on the nullable side of the join, is not locked.
 */
export async function lockLeadWithContacts(trx: Db, leadId: string): Promise<LeadContactsRow> {
  return trx
    .selectFrom('leads')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select([
      'leads.id',
      'leads.status',
      'leads.category',
      'leads.user_request',
      'leads.user_email',
      'leads.user_name',
      'leads.user_phone',
      'leads.istat_code',
      'leads.prefilled_location',
      'municipalities.name as municipality',
      'municipalities.province',
    ])
    .where('leads.id', '=', leadId)
    .forUpdate('leads')
    .executeTakeFirstOrThrow();
}

/** The ids of the businesses that have paid for the lead. */
export async function paidBuyers(trx: Db, leadId: string): Promise<Array<string | null>> {
  const rows = await trx.selectFrom('purchases').select('business_id').where('lead_id', '=', leadId).where('status', '=', 'paid').execute();
  return rows.map((row) => row.business_id);
}

export async function markPurchasePaid(trx: Db, purchaseId: string): Promise<void> {
  await trx.updateTable('purchases').set({ status: 'paid', paid_at: sql`now()`, failure_reason: null }).where('id', '=', purchaseId).execute();
}

/** Marked refunded now; `refunded_at` is set once the provider has given the money back. */
/** `note`: why, in words, as the lead's timeline shows it (an admin's or the guarantee's refund). */
export async function markPurchaseRefunded(trx: Db, purchaseId: string, reason: string, note: string | null = null): Promise<void> {
  await trx.updateTable('purchases').set({ status: 'refunded', failure_reason: reason, refund_note: note }).where('id', '=', purchaseId).execute();
}

export async function markRefundCompleted(db: Db, purchaseId: string): Promise<void> {
  await db.updateTable('purchases').set({ refunded_at: sql`now()` }).where('id', '=', purchaseId).where('refunded_at', 'is', null).execute();
}

/** Refunds decided but not yet confirmed by the provider (e.g. it was unreachable). */
export async function listUnfinishedRefunds(db: Db, limit: number): Promise<Array<{ id: string; payment_intent_id: string }>> {
  return db
    .selectFrom('purchases')
    .select(['id', 'payment_intent_id'])
    .where('status', '=', 'refunded')
    .where('refunded_at', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Pending or failed → failed; a paid or refunded purchase is left as it is. True when changed. */
export async function markPurchaseFailed(db: Db, paymentIntentId: string, reason: string): Promise<boolean> {
  const unsettled: PurchaseStatus[] = ['pending', 'failed'];
  const result = await db
    .updateTable('purchases')
    .set({ status: 'failed', failure_reason: reason })
    .where('payment_intent_id', '=', paymentIntentId)
    .where('status', 'in', unsettled)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The purchases of the leads that can still be paid (pending, or failed and open to another card) become
 * failed for `reason`; answers their payment ids, to cancel with the provider. A settled one is left alone.
 */
export async function failOpenPurchasesOf(db: Db, leadIds: readonly string[], reason: string): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const unsettled: PurchaseStatus[] = ['pending', 'failed'];
  const rows = await db
    .updateTable('purchases')
    .set({ status: 'failed', failure_reason: reason })
    .where('lead_id', 'in', leadIds)
    .where('status', 'in', unsettled)
    .returning('payment_intent_id')
    .execute();
  return rows.map((row) => row.payment_intent_id);
}

/** The business's totals take the purchase: one more lead bought, the amount added to its spending. */
/** A purchase by id, locked until the transaction ends. */
export async function lockPurchaseById(trx: Db, purchaseId: string): Promise<PurchaseRecord | undefined> {
  return trx.selectFrom('purchases').select(purchaseColumns).where('id', '=', purchaseId).forUpdate().executeTakeFirst();
}

/** A refunded sale no longer counts in the business's purchases and spend. */
export async function removePurchaseFromBusiness(trx: Db, businessId: string, amount: string): Promise<void> {
  await trx
    .updateTable('businesses')
    .set({
      total_purchases: sql`greatest(total_purchases - 1, 0)`,
      total_spent: sql`greatest(total_spent - ${amount}::numeric, 0)`,
      updated_at: sql`now()`,
    })
    .where('id', '=', businessId)
    .execute();
}

export async function addPurchaseToBusiness(trx: Db, businessId: string, amount: string): Promise<void> {
  await trx
    .updateTable('businesses')
    .set({
      total_purchases: sql`total_purchases + 1`,
      total_spent: sql`total_spent + ${amount}::numeric`,
      updated_at: sql`now()`,
    })
    .where('id', '=', businessId)
    .execute();
}

/** The phone of a business (null when it has none or is unknown): the customer is told how to reach the buyer. */
export async function findBusinessPhone(db: Db, businessId: string): Promise<string | null> {
  const row = await db.selectFrom('businesses').select('phone').where('id', '=', businessId).executeTakeFirst();
  return row?.phone ?? null;
}

/** The billing data of a paid purchase becomes the business's: the next purchase starts from it. */
export async function saveBusinessBilling(trx: Db, businessId: string, billing: BillingDetails): Promise<void> {
  await trx
    .updateTable('businesses')
    .set({ billing: JSON.stringify(billing), updated_at: sql`now()` })
    .where('id', '=', businessId)
    .execute();
}
