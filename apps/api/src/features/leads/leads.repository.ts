import type { LeadClosedReason, LeadSort, LeadStatus } from '@trovapro/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern, foldedContainsPattern } from '../../db/like-pattern.ts';
import type { NewLeadRow } from '../../db/rows.ts';

/** Inserts a lead. An ISTAT code the municipalities table does not hold is stored as null. */
export async function insertLead(db: Db, lead: NewLeadRow): Promise<void> {
  const { istat_code: istatCode, ...rest } = lead;
  await db
    .insertInto('leads')
    .values({
      ...rest,
      istat_code: istatCode == null ? null : sql<string | null>`(select istat_code from municipalities where istat_code = ${istatCode})`,
    })
    .execute();
}

/** An admin lead with its comune (join `municipalities` on the lead's istat_code). */
const LEAD_COLUMNS = [
  'leads.id',
  'leads.user_request',
  'leads.user_email',
  'leads.user_name',
  'leads.user_phone',
  'leads.category',
  // numeric as text: "25.00" on every driver, never a float.
  sql<string>`leads.price::text`.as('price'),
  'leads.status',
  'leads.created_at',
  'leads.closed_reason',
  'leads.istat_code',
  'municipalities.name as municipality',
  'municipalities.province',
  // Issue 35: its automatic dispatch, why it stayed in the manual queue, and the earlier lead it may repeat (with its day).
  'leads.auto_dispatch_at',
  'leads.dispatch_rule',
  'leads.queue_reasons',
  'leads.duplicate_of',
  sql<Date | null>`(select earlier.created_at from leads as earlier where earlier.id = leads.duplicate_of)`.as('duplicate_created_at'),
] as const;

export interface LeadListRow {
  id: string;
  user_request: string;
  user_email: string;
  user_name: string;
  user_phone: string | null;
  category: string;
  price: string;
  status: LeadStatus;
  closed_reason: LeadClosedReason | null;
  created_at: Date;
  istat_code: string | null;
  municipality: string | null;
  province: string | null;
  auto_dispatch_at: Date | null;
  dispatch_rule: string | null;
  /** Codes of @trovapro/domain QUEUE_REASONS. */
  queue_reasons: string[];
  duplicate_of: string | null;
  /** When the lead `duplicate_of` names was created (null without one). */
  duplicate_created_at: Date | null;
}

/** The admin list's filters, search and order (also the CSV export's). `search` is trimmed, non-blank. */
export interface LeadFilter {
  readonly status?: LeadStatus | undefined;
  readonly category?: string | undefined;
  readonly search?: string | undefined;
  /** Issue 35: created at or after this instant (a Rome midnight). */
  readonly createdFrom?: Date | undefined;
  /** Created before this instant (the Rome midnight after the last day). */
  readonly createdBefore?: Date | undefined;
  readonly sort: LeadSort;
}

/** Each order ends with the id, so pages never overlap; each has an index ending with the id (0005, 0015, 0021). */
const ORDER_BY: Record<LeadSort, RawBuilder<unknown>> = {
  newest: sql`leads.created_at desc, leads.id desc`,
  oldest: sql`leads.created_at asc, leads.id asc`,
  price_desc: sql`leads.price desc, leads.created_at desc, leads.id desc`,
  // Equal prices are frequent (one price per category): the newest of them first, as in every order.
  price_asc: sql`leads.price asc, leads.created_at desc, leads.id desc`,
};
/** The same orders read from the other end. */
const REVERSED_ORDER_BY: Record<LeadSort, RawBuilder<unknown>> = {
  newest: ORDER_BY.oldest,
  oldest: ORDER_BY.newest,
  price_desc: sql`leads.price asc, leads.created_at asc, leads.id asc`,
  price_asc: sql`leads.price desc, leads.created_at asc, leads.id asc`,
};

/**
 * The digits of a term that looks like a phone number («+39 333 123 4567», «333-1234567»): digits with
 * spaces or phone punctuation, at least four digits. An international «00» prefix is dropped, as the
 * stored number's digits start with the country code («39…»).
 */
export function phoneDigits(term: string): string | undefined {
  if (!/^\+?[\d\s./()-]+$/.test(term)) return undefined;
  const digits = term.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 4 ? digits : undefined;
}

/**
 * The leads the filter selects. The search is a substring of `search_text` (folded: lowercase, no accents; trigram
 * index) or of the comune's folded name; the comuni's codes are read once (an init plan), so the lead side can still
 * use its indexes.
 */
function filteredLeads(db: Db, filter: LeadFilter) {
  let query = db.selectFrom('leads');
  if (filter.status !== undefined) query = query.where('leads.status', '=', filter.status);
  if (filter.category !== undefined) query = query.where('leads.category', '=', filter.category);
  if (filter.createdFrom !== undefined) query = query.where('leads.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore !== undefined) query = query.where('leads.created_at', '<', filter.createdBefore);
  const term = filter.search;
  if (term !== undefined) {
    const pattern = foldedContainsPattern(term);
    const digits = phoneDigits(term);
    query = query.where((eb) =>
      eb.or([
        eb('leads.search_text', 'like', pattern),
        ...(digits === undefined ? [] : [eb('leads.search_text', 'like', containsPattern(digits))]),
        sql<boolean>`leads.istat_code = any(array(select istat_code from municipalities where search_fold(name) like ${pattern}))`,
      ]),
    );
  }
  return query;
}

/**
 * A page of leads in the filter's order. The page's ids come from an index alone where one fits
 * (0005_admin_indexes, 0015), then only those rows are read and joined: deep pages stay fast on 100,000 leads.
 * Given the `total`, a page past the middle is read from the other end (the reversed order's first rows,
 * turned round): the last page costs what the first does.
 */
export async function findLeadPage(db: Db, filter: LeadFilter, limit: number, offset: number, total?: number): Promise<LeadListRow[]> {
  const fromEnd = total !== undefined && offset + limit / 2 > total / 2;
  const end = fromEnd ? Math.min(offset + limit, total) : 0;
  const [order, pageLimit, pageOffset] = fromEnd
    ? [REVERSED_ORDER_BY[filter.sort], end - offset, total - end]
    : [ORDER_BY[filter.sort], limit, offset];
  if (pageLimit <= 0) return [];
  const pageIds = filteredLeads(db, filter).select('leads.id').orderBy(order).limit(pageLimit).offset(pageOffset);
  const rows = await db
    .selectFrom(pageIds.as('page'))
    .innerJoin('leads', 'leads.id', 'page.id')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select(LEAD_COLUMNS)
    .orderBy(order)
    .execute();
  return fromEnd ? rows.reverse() : rows;
}

export async function countLeads(db: Db, filter: LeadFilter): Promise<number> {
  const row = await filteredLeads(db, filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return row.total;
}

/** The first page with its count at once; a later one after the count, which tells from which end to read it. */
export async function listLeadRows(db: Db, filter: LeadFilter & { limit: number; offset: number }): Promise<{ rows: LeadListRow[]; total: number }> {
  if (filter.offset === 0) {
    const [rows, total] = await Promise.all([findLeadPage(db, filter, filter.limit, 0), countLeads(db, filter)]);
    return { rows, total };
  }
  const total = await countLeads(db, filter);
  return { rows: await findLeadPage(db, filter, filter.limit, filter.offset, total), total };
}

export async function findLeadRow(db: Db, id: string): Promise<LeadListRow | undefined> {
  return db
    .selectFrom('leads')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select(LEAD_COLUMNS)
    .where('leads.id', '=', id)
    .executeTakeFirst();
}

/** Marks the leads closed for `reason` (those closed already keep their first reason); answers the ids it changed. */
export async function markLeadsClosed(trx: Db, leadIds: readonly string[], reason: LeadClosedReason): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const rows = await trx
    .updateTable('leads')
    .set({ status: 'closed', closed_reason: reason, closed_at: sql`now()`, updated_at: sql`now()` })
    .where('id', 'in', leadIds)
    .where('status', '<>', 'closed')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The admin took the lead over (approve and send, issue 35): no automatic sending is waiting for it any more. */
export async function clearAutoDispatch(trx: Db, id: string): Promise<void> {
  await trx.updateTable('leads').set({ auto_dispatch_at: null }).where('id', '=', id).where('auto_dispatch_at', 'is not', null).execute();
}

/** Whether the lead's personal data is erased, locked until the transaction ends; undefined for no such lead. */
export async function lockLeadErasure(trx: Db, id: string): Promise<{ erased: boolean } | undefined> {
  const row = await trx.selectFrom('leads').select('erased_at').where('id', '=', id).forUpdate().executeTakeFirst();
  return row === undefined ? undefined : { erased: row.erased_at !== null };
}
