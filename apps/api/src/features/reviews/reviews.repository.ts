import type { ReviewEventType, ReviewStatus } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** How many review request emails one run of the job queues at most (the next run takes the rest). */
export const REVIEW_REQUESTS_PER_RUN = 200;

/**
 * Paid purchases (not refunded) whose review request is due: paid before `dueBefore` but after `paidAfter` (no flood
 * of old purchases on the first deploy), not asked yet, of a lead whose data is not erased and of a business that still
 * exists. Locked, skipping those another instance holds: each is asked once.
 */
export async function lockPurchasesDueForReview(trx: Db, dueBefore: Date, paidAfter: Date) {
  return trx
    .selectFrom('purchases as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .select([
      'p.id',
      'p.lead_id',
      'p.business_name',
      'l.user_name',
      'l.user_email',
      'l.category',
      'l.prefilled_location',
      'm.name as municipality',
      'm.province',
    ])
    .where('p.status', '=', 'paid')
    .where('p.refunded_at', 'is', null)
    .where('p.review_requested_at', 'is', null)
    .where('p.business_id', 'is not', null)
    .where('p.paid_at', '<=', dueBefore)
    .where('p.paid_at', '>', paidAfter)
    .where('l.erased_at', 'is', null)
    .orderBy('p.paid_at')
    .limit(REVIEW_REQUESTS_PER_RUN)
    .forUpdate('p')
    .skipLocked()
    .execute();
}

export async function markReviewsRequested(trx: Db, purchaseIds: readonly string[]): Promise<void> {
  if (purchaseIds.length === 0) return;
  await trx.updateTable('purchases').set({ review_requested_at: sql`now()` }).where('id', 'in', purchaseIds).execute();
}

/** The purchase a review link names, with its lead and business, locked when `lock` (writing its review). */
export async function findPurchaseForReview(db: Db, purchaseId: string, lock = false) {
  let query = db
    .selectFrom('purchases as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .leftJoin('businesses as b', 'b.id', 'p.business_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .select([
      'p.id',
      'p.status',
      'p.refunded_at',
      'p.paid_at',
      'p.business_id',
      'p.business_name',
      'p.business_email',
      'b.email as current_business_email',
      'l.id as lead_id',
      'l.user_name',
      'l.erased_at',
      'l.category',
      'l.prefilled_location',
      'm.name as municipality',
      'm.province',
    ])
    .where('p.id', '=', purchaseId);
  if (lock) query = query.forUpdate('p');
  return query.executeTakeFirst();
}

export async function findReviewOfPurchase(db: Db, purchaseId: string) {
  return db.selectFrom('reviews').select(['rating', 'comment', 'created_at']).where('purchase_id', '=', purchaseId).executeTakeFirst();
}

export interface NewReview {
  readonly purchaseId: string;
  readonly leadId: string;
  readonly businessId: string;
  readonly rating: number;
  readonly comment: string | null;
  readonly authorName: string | null;
  readonly replyUntil: Date;
}

/** The review, unless the purchase has one already (then undefined). */
export async function insertReview(trx: Db, review: NewReview) {
  return trx
    .insertInto('reviews')
    .values({
      purchase_id: review.purchaseId,
      lead_id: review.leadId,
      business_id: review.businessId,
      rating: review.rating,
      comment: review.comment,
      author_name: review.authorName,
      reply_until: review.replyUntil,
    })
    .onConflict((oc) => oc.column('purchase_id').doNothing())
    .returning(['id', 'rating', 'comment', 'created_at', 'reply_until'])
    .executeTakeFirst();
}

export async function insertReviewEvents(
  trx: Db,
  events: readonly { review_id: string; type: ReviewEventType; admin_id?: string | null; reason?: string | null }[],
): Promise<void> {
  if (events.length === 0) return;
  await trx.insertInto('review_events').values(events).execute();
}

/** Reviews with their business, lead and moderator, for the admin. */
function reviewRows(db: Db) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .select([
      'r.id',
      'r.rating',
      'r.comment',
      'r.author_name',
      'r.status',
      'r.created_at',
      'r.reply_until',
      'r.reply',
      'r.replied_at',
      'r.hidden_reason',
      'r.moderated_at',
      'r.anonymised_at',
      'b.id as business_id',
      'b.name as business_name',
      'l.id as lead_id',
      'l.category',
      'l.prefilled_location',
      'm.name as municipality',
      'm.province',
    ]);
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

export async function listReviewRows(db: Db, status: ReviewStatus, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    reviewRows(db)
      .where('r.status', '=', status)
      .orderBy('r.created_at', status === 'pending' ? 'asc' : 'desc')
      .orderBy('r.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findReviewRow(db: Db, id: string): Promise<ReviewRow | undefined> {
  return reviewRows(db).where('r.id', '=', id).executeTakeFirst();
}

export async function lockReview(trx: Db, id: string) {
  return trx.selectFrom('reviews').select(['id', 'status', 'reply', 'reply_until']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markReviewPublished(trx: Db, id: string, adminId: string): Promise<void> {
  await trx
    .updateTable('reviews')
    .set({ status: 'published', hidden_reason: null, moderated_at: sql`now()`, moderated_by: adminId })
    .where('id', '=', id)
    .execute();
}

export async function markReviewHidden(trx: Db, id: string, adminId: string, reason: string): Promise<void> {
  await trx
    .updateTable('reviews')
    .set({ status: 'hidden', hidden_reason: reason, moderated_at: sql`now()`, moderated_by: adminId })
    .where('id', '=', id)
    .execute();
}

/** The history of each review, oldest first, with the admin's name. */
export async function listReviewEvents(db: Db, reviewIds: readonly string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .selectFrom('review_events as e')
    .leftJoin('admins as a', 'a.id', 'e.admin_id')
    .select(['e.review_id', 'e.type', 'e.reason', 'e.created_at', 'a.name as admin_name'])
    .where('e.review_id', 'in', reviewIds)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

/**
 * The reviews not anonymised yet of the leads chosen (by id, or every lead created before a cut-off that still holds
 * personal data: retention's next), locked, with the name their customer gave (to take out of the comment).
 */
export async function lockReviewsToAnonymise(trx: Db, leads: { readonly ids: readonly string[] } | { readonly createdBefore: Date }) {
  if ('ids' in leads && leads.ids.length === 0) return [];
  let query = trx
    .selectFrom('reviews as r')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .select(['r.id', 'r.comment', 'l.user_name'])
    .where('r.anonymised_at', 'is', null);
  query =
    'ids' in leads
      ? query.where('r.lead_id', 'in', leads.ids)
      : query.where('l.created_at', '<', leads.createdBefore).where('l.erased_at', 'is', null);
  return query.forUpdate('r').execute();
}

export async function markReviewAnonymised(trx: Db, id: string, comment: string | null): Promise<void> {
  await trx.updateTable('reviews').set({ author_name: null, comment, anonymised_at: sql`now()` }).where('id', '=', id).execute();
}

/** The reviews of these leads, for the privacy export. */
export async function listReviewsOfLeads(db: Db, leadIds: readonly string[]) {
  if (leadIds.length === 0) return [];
  return db
    .selectFrom('reviews as r')
    .innerJoin('purchases as p', 'p.id', 'r.purchase_id')
    .select(['r.lead_id', 'p.business_name', 'r.rating', 'r.comment', 'r.author_name', 'r.status', 'r.created_at', 'r.reply', 'r.anonymised_at'])
    .where('r.lead_id', 'in', leadIds)
    .orderBy('r.created_at')
    .execute();
}
