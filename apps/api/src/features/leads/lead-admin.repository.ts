import { REVIEW_SCORE_PRIOR, type LeadStatus } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { BUSINESS_COLUMNS, type BusinessViewRow } from '../../db/business-columns.ts';
import { preferenceCheckColumns, preferenceMismatchesSql, type PreferenceCheckRow } from '../../db/business-preferences.ts';

/**
 * Sets the status only while it is one of `from`, in one statement: two admins approving at once
 * cannot both succeed. False when the lead is missing or in another status.
 */
export async function setLeadStatusIf(db: Db, id: string, to: LeadStatus, from: readonly LeadStatus[]): Promise<boolean> {
  if (from.length === 0) return false;
  const result = await db
    .updateTable('leads')
    .set({ status: to, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** `setLeadStatusIf` for many leads in one statement: the ids it changed. */
export async function setLeadsStatusIf(db: Db, ids: readonly string[], to: LeadStatus, from: readonly LeadStatus[]): Promise<string[]> {
  if (from.length === 0 || ids.length === 0) return [];
  const rows = await db
    .updateTable('leads')
    .set({ status: to, updated_at: sql`now()` })
    .where('id', 'in', ids)
    .where('status', 'in', from)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Sets the price; the price it had before ("25.00"), or undefined when the lead is missing. */
export async function setLeadPrice(db: Db, id: string, price: string): Promise<string | undefined> {
  const row = await db
    .updateTable('leads')
    .from(
      db
        .selectFrom('leads')
        .select(['id', sql<string>`price::text`.as('price')])
        .where('id', '=', id)
        .forUpdate()
        .as('before'),
    )
    .set({ price, updated_at: sql`now()` })
    .whereRef('leads.id', '=', 'before.id')
    .returning('before.price')
    .executeTakeFirst();
  return row?.price;
}

/** The ids among `ids` that are leads. */
export async function existingLeadIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('leads').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function leadExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A lead with its comune's place (for ranking candidates and filling the offer email). */
export interface LeadPlaceRow {
  id: string;
  status: LeadStatus;
  category: string;
  price: string;
  /** What the visitor wrote: the offer email shows it as businesses see it before paying. */
  user_request: string;
  /** Only to hide it in that request (`requestBeforePurchase`). */
  user_name: string;
  istat_code: string | null;
  municipality: string | null;
  province: string | null;
  province_code: string | null;
  region: string | null;
}

/** `lock`: inside a transaction, holds the lead row until it ends (one sending at a time). */
export async function findLeadPlace(db: Db, id: string, options: { lock?: boolean } = {}): Promise<LeadPlaceRow | undefined> {
  let query = db
    .selectFrom('leads')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select([
      'leads.id',
      'leads.status',
      'leads.category',
      sql<string>`leads.price::text`.as('price'),
      'leads.user_request',
      'leads.user_name',
      'leads.istat_code',
      'municipalities.name as municipality',
      'municipalities.province',
      'municipalities.province_code',
      'municipalities.region',
    ])
    .where('leads.id', '=', id);
  if (options.lock) query = query.forUpdate('leads');
  return query.executeTakeFirst();
}

/**
 * A candidate row: the business, where it is from the lead (0 same comune, 1 province, 2 region, 3 elsewhere), its
 * preferences' check, its published reviews (how many, the sum of their stars) and its record (issue 35: paid
 * purchases in the last `PURCHASE_HISTORY_DAYS` days, and how many of those were refunded).
 */
export type CandidateRow = BusinessViewRow &
  PreferenceCheckRow & { place_rank: number; review_count: number; star_sum: number; purchases: number; refunds: number };

/** The purchase record a candidate's rank reads (issue 35). */
export const PURCHASE_HISTORY_DAYS = 180;

/**
 * Where a business is from the lead, as an index of `PLACE_RELATIONS`: 0 same comune, 1 same province, 2 same
 * region, 3 elsewhere (a lead of unknown place: elsewhere). A business's province and region are its comune's
 * (the `place` join), or the ones its area names alone («PR», «Lombardia»).
 */
function placeRank(lead: LeadPlaceRow) {
  return sql<number>`case
    when businesses.istat_code = ${lead.istat_code} then 0
    when coalesce(place.province_code, businesses.province_code) = ${lead.province_code} then 1
    when coalesce(place.region, businesses.region) = ${lead.region} then 2
    else 3 end`;
}

/** Per business, its published reviews (issue 34): how many, and the sum of their stars. Pending and hidden ones do not count. */
function publishedReviews(db: Db) {
  return db
    .selectFrom('reviews')
    .select(['reviews.business_id', sql<number>`count(*)::int`.as('review_count'), sql<number>`sum(reviews.rating)::int`.as('star_sum')])
    .where('reviews.status', '=', 'published')
    .groupBy('reviews.business_id')
    .as('rated');
}

/**
 * Per business, the purchases it paid in the `PURCHASE_HISTORY_DAYS` days before `now` (one aggregate over the
 * purchases index on paid_at): how many, and how many of them were refunded since (status `refunded`: bought, then
 * given back).
 */
function purchaseHistory(db: Db, now: Date) {
  return db
    .selectFrom('purchases')
    .select([
      'purchases.business_id',
      sql<number>`count(*)::int`.as('purchases'),
      sql<number>`(count(*) filter (where purchases.status = 'refunded'))::int`.as('refunds'),
    ])
    .where('purchases.status', 'in', ['paid', 'refunded'])
    .where('purchases.paid_at', '>=', sql<Date>`${now.toISOString()}::timestamptz - make_interval(days => ${PURCHASE_HISTORY_DAYS})`)
    .where('purchases.business_id', 'is not', null)
    .groupBy('purchases.business_id')
    .as('record');
}

/**
 * The review score of the row's business (`reviewScore` of @trovapro/domain): (Σ stars + 5 × 3) / (reviews + 5), so a
 * business without reviews scores 3 and one 5★ review does not beat fifty of 4,8★.
 */
const reviewScore = sql<number>`(coalesce(rated.star_sum, 0) + ${REVIEW_SCORE_PRIOR.reviews * REVIEW_SCORE_PRIOR.stars})::numeric
  / (coalesce(rated.review_count, 0) + ${REVIEW_SCORE_PRIOR.reviews})`;

/**
 * Issue 35, the score within a place: the review score, plus up to 0.25 for a record of purchases (full at 20
 * paid purchases in the last 180 days), minus 2 × refunds / (purchases + 5): a refund-heavy business drops below an
 * equal one. `REFUND_PENALTY_WARNING` of lead-admin.service.ts names a high penalty to the admin.
 */
const candidateScore = sql<number>`(${reviewScore}
  + 0.25 * least(coalesce(record.purchases, 0), 20)::numeric / 20
  - 2 * coalesce(record.refunds, 0)::numeric / (coalesce(record.purchases, 0) + 5))`;

/** Options of `listCandidateRows`. */
export interface CandidateQueryOptions {
  /** Only the businesses whose preferences accept the lead now (automatic dispatch picks among them). */
  readonly acceptingOnly?: boolean;
}

/**
 * The businesses an admin may think of for the lead, not yet sent or proposed it: those of the lead's category (one of their
 * `categories`) and, of any category, those of the lead's comune or province — active ones and ones that paused
 * their own offers (never those the admin paused). Each with its preferences' check (issue 33) and its record (issue
 * 35). Ranked (issue 35): the ones that accept the lead first; then same comune, province, region, the rest; within a
 * place the higher `candidateScore` (reviews, purchases, refunds); ties by name, then id. At most `limit`. One query.
 */
export async function listCandidateRows(
  db: Db,
  lead: LeadPlaceRow,
  limit: number,
  now: Date,
  { acceptingOnly = false }: CandidateQueryOptions = {},
): Promise<CandidateRow[]> {
  let query = db
    .selectFrom('businesses')
    .leftJoin('municipalities as place', 'place.istat_code', 'businesses.istat_code')
    .leftJoin(publishedReviews(db), 'rated.business_id', 'businesses.id')
    .leftJoin(purchaseHistory(db, now), 'record.business_id', 'businesses.id')
    .select([
      ...BUSINESS_COLUMNS,
      placeRank(lead).as('place_rank'),
      ...preferenceCheckColumns(lead, now),
      sql<number>`coalesce(rated.review_count, 0)`.as('review_count'),
      sql<number>`coalesce(rated.star_sum, 0)`.as('star_sum'),
      sql<number>`coalesce(record.purchases, 0)`.as('purchases'),
      sql<number>`coalesce(record.refunds, 0)`.as('refunds'),
    ])
    .where('businesses.approval', '=', 'approved')
    .where((eb) => eb.or([eb('businesses.is_active', '=', true), eb('businesses.paused_reason', 'in', ['area', 'unsubscribed'])]))
    .where(sql<boolean>`(${lead.category}::text = any(businesses.categories) or ${placeRank(lead)} <= 1)`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lead_deliveries')
            .select('lead_deliveries.lead_id')
            .where('lead_deliveries.lead_id', '=', lead.id)
            .whereRef('lead_deliveries.business_id', '=', 'businesses.id'),
        ),
      ),
    )
    // Issue 34: nor proposed to its customer already (CUSTOMER_CHOOSES).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lead_proposals')
            .select('lead_proposals.lead_id')
            .where('lead_proposals.lead_id', '=', lead.id)
            .whereRef('lead_proposals.business_id', '=', 'businesses.id'),
        ),
      ),
    );
  if (acceptingOnly) query = query.where(sql<boolean>`cardinality(${preferenceMismatchesSql(lead, now)}) = 0`);
  return query
    .orderBy(sql`cardinality(${preferenceMismatchesSql(lead, now)}) > 0`)
    .orderBy('place_rank')
    .orderBy(candidateScore, 'desc')
    .orderBy('businesses.name')
    .orderBy('businesses.id')
    .limit(limit)
    .execute();
}

/** Where one business is from the lead (the rank of `listCandidateRows`) and its preferences' check, or undefined when there is no such business. */
export async function findPlaceRank(
  db: Db,
  lead: LeadPlaceRow,
  businessId: string,
  now: Date,
): Promise<(PreferenceCheckRow & { place_rank: number }) | undefined> {
  return db
    .selectFrom('businesses')
    .leftJoin('municipalities as place', 'place.istat_code', 'businesses.istat_code')
    .select([placeRank(lead).as('place_rank'), ...preferenceCheckColumns(lead, now)])
    .where('businesses.id', '=', businessId)
    .executeTakeFirst();
}

/**
 * The categories stored leads have, once each, in byte order: a loose index scan over the category index (0005)
 * — one index probe per distinct category, not a read of every lead.
 */
export async function listStoredLeadCategories(db: Db): Promise<string[]> {
  const result = await sql<{ category: string }>`
    with recursive found (category) as (
      (select category from leads order by category limit 1)
      union all
      select (select leads.category from leads where leads.category > found.category order by leads.category limit 1)
      from found where found.category is not null
    )
    select category from found where category is not null
  `.execute(db);
  return result.rows.map((row) => row.category);
}

export interface SendTargetRow extends PreferenceCheckRow {
  id: string;
  name: string;
  email: string;
  is_active: boolean;
  paused_reason: string | null;
  already_sent: boolean;
  /** As the candidate list ranks it (`placeRank`). */
  place_rank: number;
}

/**
 * The selected businesses that exist, each with whether this lead was already sent to it, where it is from the lead
 * and its preferences' check (what it paid this week read in the caller's transaction).
 */
export async function findSendTargets(db: Db, lead: LeadPlaceRow, ids: readonly string[], now: Date): Promise<SendTargetRow[]> {
  return db
    .selectFrom('businesses')
    .leftJoin('municipalities as place', 'place.istat_code', 'businesses.istat_code')
    .select([
      'businesses.id',
      'businesses.name',
      'businesses.email',
      'businesses.is_active',
      'businesses.paused_reason',
      ...preferenceCheckColumns(lead, now),
      sql<boolean>`exists (select 1 from lead_deliveries d where d.lead_id = ${lead.id} and d.business_id = businesses.id)`.as('already_sent'),
      placeRank(lead).as('place_rank'),
    ])
    .where('businesses.id', 'in', ids)
    .orderBy('businesses.name')
    .execute();
}

export async function insertDeliveries(db: Db, leadId: string, deliveries: ReadonlyArray<{ businessId: string; tokenHash: string }>): Promise<void> {
  await db
    .insertInto('lead_deliveries')
    .values(deliveries.map(({ businessId, tokenHash }) => ({ lead_id: leadId, business_id: businessId, token_hash: tokenHash })))
    .execute();
}

/** `sent`, and `sent_at` the first time only (the checkout's discount clock starts there). */
export async function markLeadSent(db: Db, id: string): Promise<void> {
  await db
    .updateTable('leads')
    .set({ status: 'sent', sent_at: sql`coalesce(sent_at, now())`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** How many businesses the lead was offered to (its deliveries): LEAD_MAX_OFFERS counts them across every send. */
export async function countOfferedBusinesses(db: Db, leadId: string): Promise<number> {
  const row = await db
    .selectFrom('lead_deliveries')
    .select(sql<number>`count(distinct business_id)::int`.as('count'))
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The businesses the lead's customer ticked (CUSTOMER_CHOOSES): the only ones that may be offered it. */
export async function listChosenBusinessIds(db: Db, leadId: string): Promise<string[]> {
  const rows = await db.selectFrom('lead_proposals').select('business_id').where('lead_id', '=', leadId).where('chosen', '=', true).execute();
  return rows.map((row) => row.business_id);
}

/** Paid purchases of the lead (a refund frees its place): the places a wave's offer email counts as taken (issue 35). */
export async function countPaidPurchases(db: Db, leadId: string): Promise<number> {
  const row = await db
    .selectFrom('purchases')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('lead_id', '=', leadId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** How many businesses the category's rule offers a lead at once (`top_n`), or undefined when the admin never set one. */
export async function findRuleTopN(db: Db, category: string): Promise<number | undefined> {
  const row = await db.selectFrom('dispatch_rules').select('top_n').where('category', '=', category).executeTakeFirst();
  return row?.top_n;
}
