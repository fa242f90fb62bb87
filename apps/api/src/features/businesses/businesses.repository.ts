import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { foldedContainsPattern } from '../../db/like-pattern.ts';
import { BUSINESS_COLUMNS, type BusinessViewRow } from '../../db/business-columns.ts';
import type { BusinessesTable, BusinessRow } from '../../db/rows.ts';
import type { PartnerApproval, PausedReason } from '@trovapro/domain';

export type { BusinessViewRow };

/** The fields an admin sets; `istat_code`, `province_code` and `region` are the area `location` names (null when unknown). */
export type BusinessFields = Pick<
  BusinessRow,
  'name' | 'email' | 'phone' | 'category' | 'location' | 'istat_code' | 'province_code' | 'region' | 'website' | 'is_active'
>;

/** An update; `paused` (with `is_active: false`) records why and since now, null clears it. */
export type BusinessChanges = Partial<BusinessFields> & { paused?: PausedReason | null };

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
export async function updateBusiness(db: Db, id: string, fields: BusinessChanges): Promise<BusinessViewRow | undefined> {
  const { istat_code: istatCode, paused, ...rest } = fields;
  const changes: Partial<Record<keyof BusinessesTable, unknown>> = { ...rest };
  if (istatCode !== undefined) changes.istat_code = knownIstatCode(istatCode);
  if (paused !== undefined) {
    changes.paused_reason = paused;
    changes.paused_at = paused === null ? null : sql`now()`;
  }
  return db
    .updateTable('businesses')
    .set({ ...(changes as object), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(BUSINESS_COLUMNS)
    .executeTakeFirst();
}

export interface BusinessTotals {
  /** Sign-ups waiting, whatever the filter. */
  pending: number;
  total: number;
  active: number;
  /** Sum of total_spent, "0.00" when none. */
  revenue: string;
  purchases: number;
}

/**
 * A page of the businesses the filter selects, newest first, and the totals of all of them. One statement:
 * the filter (a substring search reads every row) runs once for both.
 */
export async function listBusinessRows(
  db: Db,
  filter: { category: string | undefined; approval: PartnerApproval | undefined; search: string | undefined; limit: number; offset: number },
): Promise<{ rows: BusinessViewRow[]; totals: BusinessTotals }> {
  const result = await db
    .with('matched', (qb) => {
      let query = qb.selectFrom('businesses').select(BUSINESS_COLUMNS);
      if (filter.category !== undefined) query = query.where('businesses.category', '=', filter.category);
      // Without a filter, every business but the refused sign-ups.
      query =
        filter.approval === undefined
          ? query.where('businesses.approval', '<>', 'refused')
          : query.where('businesses.approval', '=', filter.approval);
      if (filter.search !== undefined) {
        // Case and accents ignored both ways (migration 0021): «Pésaro» finds «Pesaro», «forli» finds Forlì.
        const pattern = foldedContainsPattern(filter.search);
        query = query.where((eb) =>
          eb.or([
            // Name, email and «Zona», folded and stored (0021, trigram index).
            eb('businesses.search_text', 'like', pattern),
            // The comune the area was matched to: «20121» is found as «Milano».
            eb(
              'businesses.istat_code',
              'in',
              eb
                .selectFrom('municipalities')
                .select('municipalities.istat_code')
                .where(sql<boolean>`search_fold(municipalities.name) like ${pattern}`),
            ),
          ]),
        );
      }
      return query;
    })
    .selectFrom((eb) =>
      eb
        .selectFrom('matched')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where matched.is_active))::int`.as('active'),
          sql<string>`coalesce(sum(matched.total_spent::numeric), 0)::numeric(14, 2)::text`.as('revenue'),
          // bigint → text: exact for any count; parsed below.
          sql<string>`coalesce(sum(matched.total_purchases), 0)::text`.as('purchases'),
          sql<number>`(select count(*)::int from businesses where approval = 'pending')`.as('pending'),
        ])
        .as('totals'),
    )
    // The page beside the totals: one row with a null page when it is empty.
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('matched')
          .selectAll()
          .orderBy('matched.created_at', 'desc')
          .orderBy('matched.id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .as('page'),
      (join) => join.onTrue(),
    )
    .selectAll()
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  const first = result[0];
  const totals: BusinessTotals = {
    pending: first?.pending ?? 0,
    total: first?.total ?? 0,
    active: first?.active ?? 0,
    revenue: first?.revenue ?? '0.00',
    purchases: Number(first?.purchases ?? 0),
  };
  // Without the totals' columns, a page row is a BusinessViewRow.
  const rows = result.flatMap(({ total: _total, active: _active, revenue: _revenue, purchases: _purchases, pending: _pending, ...business }) =>
    business.id === null ? [] : [business as BusinessViewRow],
  );
  return { rows, totals };
}

export async function countActiveBusinesses(db: Db): Promise<number> {
  const row = await db.selectFrom('businesses').select(sql<number>`count(*)::int`.as('n')).where('is_active', '=', true).executeTakeFirstOrThrow();
  return row.n;
}

export async function findBusinessDetailRow(db: Db, id: string): Promise<BusinessViewRow | undefined> {
  return db.selectFrom('businesses').select(BUSINESS_COLUMNS).where('businesses.id', '=', id).executeTakeFirst();
}

/** Leads sent to the business, and the ones it paid for. */
export async function countReceivedAndBought(db: Db, businessId: string): Promise<{ received: number; bought: number }> {
  const { rows } = await sql<{ received: number; bought: number }>`
    select (select count(*)::int from lead_deliveries where business_id = ${businessId}) as received,
      (select count(*)::int from purchases where business_id = ${businessId} and status = 'paid') as bought`.execute(db);
  return rows[0] ?? { received: 0, bought: 0 };
}

export interface ReceivedLeadRow {
  lead_id: string;
  category: string;
  municipality: string | null;
  province: string | null;
  sent_at: Date;
  purchase_id: string | null;
  purchase_status: 'paid' | 'refunded' | null;
  /** numeric as text ("25.00"). */
  purchase_amount: string | null;
  purchase_at: Date | null;
}

/**
 * The leads sent to the business, newest first, each with the comune and this business's purchase of
 * it: the paid one, else the latest refunded one (a payment given back), else none.
 */
export async function listReceivedLeadRows(db: Db, businessId: string, limit: number): Promise<ReceivedLeadRow[]> {
  return db
    .selectFrom('lead_deliveries as d')
    .innerJoin('leads as l', 'l.id', 'd.lead_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('purchases as p')
          .select([
            'p.id',
            'p.status',
            sql<string>`p.amount::text`.as('amount'),
            sql<Date>`case when p.status = 'paid' then coalesce(p.paid_at, p.created_at) else coalesce(p.refunded_at, p.created_at) end`.as('at'),
          ])
          .whereRef('p.lead_id', '=', 'd.lead_id')
          .whereRef('p.business_id', '=', 'd.business_id')
          .where('p.status', 'in', ['paid', 'refunded'])
          .orderBy(sql`p.status = 'paid'`, 'desc')
          .orderBy('p.created_at', 'desc')
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select([
      'd.lead_id',
      'l.category',
      'm.name as municipality',
      'm.province',
      'd.sent_at',
      sql<string | null>`p.id`.as('purchase_id'),
      sql<'paid' | 'refunded' | null>`p.status`.as('purchase_status'),
      sql<string | null>`p.amount`.as('purchase_amount'),
      sql<Date | null>`p.at`.as('purchase_at'),
    ])
    .where('d.business_id', '=', businessId)
    .orderBy('d.sent_at', 'desc')
    .orderBy('d.lead_id', 'desc')
    .limit(limit)
    .execute();
}
