import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { BUSINESS_COLUMNS, type BusinessViewRow } from '../../db/business-columns.ts';
import type { BusinessesTable, BusinessRow } from '../../db/types.ts';

export type { BusinessViewRow };

/** The fields an admin sets; `istat_code`, `province_code` and `region` are the area `location` names (null when unknown). */
export type BusinessFields = Omit<BusinessRow, 'id' | 'total_purchases' | 'total_spent' | 'created_at' | 'updated_at'>;

/** An ISTAT code the municipalities table does not hold (comuni not imported) is stored as null. */
const knownIstatCode = (istatCode: string | null) =>
  istatCode === null ? null : sql<string | null>`(select istat_code from municipalities where istat_code = ${istatCode})`;

/** Inserts a business; undefined when its email is taken. */
export async function insertBusiness(db: Db, fields: Omit<BusinessFields, 'is_active'>): Promise<BusinessViewRow | undefined> {
  return db
    .insertInto('businesses')
    .values({ ...fields, istat_code: knownIstatCode(fields.istat_code) })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(BUSINESS_COLUMNS)
    .executeTakeFirst();
}

/** Updates the given fields; undefined for an unknown id. Throws a unique violation for a taken email. */
export async function updateBusiness(db: Db, id: string, fields: Partial<BusinessFields>): Promise<BusinessViewRow | undefined> {
  const { istat_code: istatCode, ...rest } = fields;
  const changes: Partial<Record<keyof BusinessesTable, unknown>> = { ...rest };
  if (istatCode !== undefined) changes.istat_code = knownIstatCode(istatCode);
  return db
    .updateTable('businesses')
    .set({ ...(changes as object), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(BUSINESS_COLUMNS)
    .executeTakeFirst();
}

export interface BusinessTotals {
  total: number;
  active: number;
  /** Sum of total_spent, "0.00" when none. */
  revenue: string;
  purchases: number;
}

export async function listBusinessRows(
  db: Db,
  filter: { category: string | undefined; limit: number; offset: number },
): Promise<{ rows: BusinessViewRow[]; totals: BusinessTotals }> {
  let query = db.selectFrom('businesses');
  if (filter.category !== undefined) query = query.where('businesses.category', '=', filter.category);
  const [rows, totals] = await Promise.all([
    query
      .select(BUSINESS_COLUMNS)
      .orderBy('businesses.created_at', 'desc')
      .orderBy('businesses.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where businesses.is_active))::int`.as('active'),
        sql<string>`coalesce(sum(businesses.total_spent), 0)::numeric(14, 2)::text`.as('revenue'),
        // bigint → text: exact for any count; parsed below.
        sql<string>`coalesce(sum(businesses.total_purchases), 0)::text`.as('purchases'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totals: { ...totals, purchases: Number(totals.purchases) } };
}

export async function countActiveBusinesses(db: Db): Promise<number> {
  const row = await db.selectFrom('businesses').select(sql<number>`count(*)::int`.as('n')).where('is_active', '=', true).executeTakeFirstOrThrow();
  return row.n;
}
