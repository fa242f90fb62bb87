import type { LeadStatus } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewLeadRow } from '../../db/types.ts';

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
  'leads.category',
  // numeric as text: "25.00" on every driver, never a float.
  sql<string>`leads.price::text`.as('price'),
  'leads.status',
  'leads.created_at',
  'leads.istat_code',
  'municipalities.name as municipality',
  'municipalities.province',
] as const;

export interface LeadListRow {
  id: string;
  user_request: string;
  user_email: string;
  user_name: string;
  category: string;
  price: string;
  status: LeadStatus;
  created_at: Date;
  istat_code: string | null;
  municipality: string | null;
  province: string | null;
}

/**
 * A page of leads, newest first. The page's ids come from an index alone (0005_admin_indexes), then
 * only those 50 rows are read and joined: deep pages stay fast on 100,000 leads.
 */
export async function listLeadRows(
  db: Db,
  filter: { status: LeadStatus | undefined; category: string | undefined; limit: number; offset: number },
): Promise<{ rows: LeadListRow[]; total: number }> {
  let query = db.selectFrom('leads');
  if (filter.status !== undefined) query = query.where('leads.status', '=', filter.status);
  if (filter.category !== undefined) query = query.where('leads.category', '=', filter.category);
  const pageIds = query.select('leads.id').orderBy('leads.created_at', 'desc').orderBy('leads.id', 'desc').limit(filter.limit).offset(filter.offset);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(pageIds.as('page'))
      .innerJoin('leads', 'leads.id', 'page.id')
      .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
      .select(LEAD_COLUMNS)
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function findLeadRow(db: Db, id: string): Promise<LeadListRow | undefined> {
  return db
    .selectFrom('leads')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select(LEAD_COLUMNS)
    .where('leads.id', '=', id)
    .executeTakeFirst();
}
