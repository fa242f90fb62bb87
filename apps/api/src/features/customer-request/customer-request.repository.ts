import type { LeadClosedReason, LeadStatus } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Reviews of each business the request page lists, newest first. */
export const REVIEWS_PER_BUSINESS = 10;

export interface RequestLeadRow {
  id: string;
  user_request: string;
  user_email: string;
  user_name: string;
  user_phone: string | null;
  category: string;
  status: LeadStatus;
  closed_reason: LeadClosedReason | null;
  erased_at: Date | null;
  created_at: Date;
  prefilled_location: string | null;
  municipality: string | null;
  province: string | null;
}

const leadColumns = [
  'leads.id',
  'leads.user_request',
  'leads.user_email',
  'leads.user_name',
  'leads.user_phone',
  'leads.category',
  'leads.status',
  'leads.closed_reason',
  'leads.erased_at',
  'leads.created_at',
  'leads.prefilled_location',
  'municipalities.name as municipality',
  'municipalities.province',
] as const;

/** The lead of a request link, with its comune; `lock` takes its row for the caller's transaction. */
export async function findRequestLead(db: Db, leadId: string, lock = false): Promise<RequestLeadRow | undefined> {
  let query = db
    .selectFrom('leads')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select(leadColumns)
    .where('leads.id', '=', leadId);
  if (lock) query = query.forUpdate('leads');
  return (await query.executeTakeFirst()) as RequestLeadRow | undefined;
}

/** The requests of an address whose data is still there, newest first. */
export async function listRequestLeadsOf(db: Db, email: string): Promise<RequestLeadRow[]> {
  return (await db
    .selectFrom('leads')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select(leadColumns)
    .where('leads.user_email', '=', email)
    .where('leads.erased_at', 'is', null)
    .orderBy('leads.created_at', 'desc')
    .execute()) as RequestLeadRow[];
}

export interface RequestEventRow {
  type: 'created' | 'approved' | 'rejected' | 'restored' | 'closed';
  at: Date;
  reason: LeadClosedReason | null;
}

/** The lead's stored events the customer is told about, oldest first. */
export async function listRequestEvents(db: Db, leadId: string): Promise<RequestEventRow[]> {
  return (await db
    .selectFrom('lead_events')
    .select(['type', 'at', 'reason'])
    .where('lead_id', '=', leadId)
    .where('type', 'in', ['created', 'approved', 'rejected', 'restored', 'closed'])
    .orderBy('at')
    .orderBy('id')
    .execute()) as RequestEventRow[];
}

/** When each business was offered the lead, oldest first (one row per business). */
export async function listDeliveryTimes(db: Db, leadId: string): Promise<Array<{ business_id: string; sent_at: Date }>> {
  return db.selectFrom('lead_deliveries').select(['business_id', 'sent_at']).where('lead_id', '=', leadId).orderBy('sent_at').execute();
}

export interface BuyerRow {
  purchase_id: string;
  business_id: string | null;
  name: string;
  email: string;
  vat_number: string | null;
  phone: string | null;
  municipality: string | null;
  province: string | null;
  paid_at: Date;
}

/**
 * The businesses that bought the lead and keep it: paid purchases, not refunded (a refunded one has its own status),
 * oldest first, with the business's current contacts (the purchase's name and email once it was removed).
 */
export async function listPaidBuyers(db: Db, leadId: string): Promise<BuyerRow[]> {
  return (await db
    .selectFrom('purchases')
    .leftJoin('businesses', 'businesses.id', 'purchases.business_id')
    .leftJoin('municipalities', 'municipalities.istat_code', 'businesses.istat_code')
    .select([
      'purchases.id as purchase_id',
      'purchases.business_id',
      sql<string>`coalesce(businesses.name, purchases.business_name)`.as('name'),
      sql<string>`coalesce(businesses.email, purchases.business_email)`.as('email'),
      'businesses.vat_number',
      'businesses.phone',
      sql<string | null>`coalesce(municipalities.name, nullif(businesses.location, ''))`.as('municipality'),
      'municipalities.province',
      sql<Date>`purchases.paid_at`.as('paid_at'),
    ])
    .where('purchases.lead_id', '=', leadId)
    .where('purchases.status', '=', 'paid')
    .where('purchases.paid_at', 'is not', null)
    .orderBy('purchases.paid_at')
    .execute()) as BuyerRow[];
}

export interface ProposalRow {
  business_id: string;
  name: string;
  municipality: string | null;
  province: string | null;
  proposed_at: Date;
  answered_at: Date | null;
  chosen: boolean;
}

/** The businesses proposed for the lead (CUSTOMER_CHOOSES), in the order they were proposed. */
export async function listProposals(db: Db, leadId: string): Promise<ProposalRow[]> {
  return (await db
    .selectFrom('lead_proposals')
    .innerJoin('businesses', 'businesses.id', 'lead_proposals.business_id')
    .leftJoin('municipalities', 'municipalities.istat_code', 'businesses.istat_code')
    .select([
      'lead_proposals.business_id',
      'businesses.name',
      sql<string | null>`coalesce(municipalities.name, nullif(businesses.location, ''))`.as('municipality'),
      'municipalities.province',
      'lead_proposals.proposed_at',
      'lead_proposals.answered_at',
      'lead_proposals.chosen',
    ])
    .where('lead_proposals.lead_id', '=', leadId)
    .orderBy('lead_proposals.proposed_at')
    .orderBy('businesses.name')
    .execute()) as ProposalRow[];
}

/** The average (one decimal) and count of each business's published reviews; a business without any is absent. */
export async function publishedRatings(db: Db, businessIds: readonly string[]): Promise<Map<string, { average: number; count: number }>> {
  if (businessIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reviews')
    .select(['business_id', sql<string>`round(avg(rating), 1)`.as('average'), sql<string>`count(*)`.as('count')])
    .where('status', '=', 'published')
    .where('business_id', 'in', businessIds)
    .groupBy('business_id')
    .execute();
  return new Map(rows.map((row) => [row.business_id, { average: Number(row.average), count: Number(row.count) }]));
}

export interface PublishedReviewRow {
  business_id: string;
  rating: number;
  comment: string | null;
  author_name: string | null;
  created_at: Date;
  reply: string | null;
  replied_at: Date | null;
}

/** The latest REVIEWS_PER_BUSINESS published reviews of each business, newest first. */
export async function latestPublishedReviews(db: Db, businessIds: readonly string[]): Promise<PublishedReviewRow[]> {
  if (businessIds.length === 0) return [];
  const { rows } = await sql<PublishedReviewRow>`
    select business_id, rating, comment, author_name, created_at, reply, replied_at from (
      select r.*, row_number() over (partition by business_id order by created_at desc, id) as position
      from reviews r
      where r.status = 'published' and r.business_id in (${sql.join(businessIds)})
    ) ranked
    where position <= ${REVIEWS_PER_BUSINESS}
    order by business_id, created_at desc`.execute(db);
  return rows;
}
