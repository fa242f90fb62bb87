import { isUuid, type FiscalDocumentKind } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { foldedContainsPattern } from '../../db/like-pattern.ts';

/**
 * A business's purchases that were paid: `paid`, or `refunded` after being paid (a purchase refunded before it
 * settled, `paid_at` null, never gave anything), with their lead, its comune, and what the customer left (or its
 * erasure). `q`: a case- and accent-insensitive «contains» over the request, the category, the comune (or the place the
 * landing page gave) and the customer's name; an erased customer's placeholders are not searched. A `q` that is a
 * lead's id finds that lead's purchase (a purchase link opened again leads there, «Offerte»).
 */
function paidPurchasesOf(db: Db, businessId: string, q: string | undefined) {
  let query = db
    .selectFrom('purchases as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .where('p.business_id', '=', businessId)
    .where('p.paid_at', 'is not', null)
    .where('p.status', 'in', ['paid', 'refunded']);
  if (q !== undefined && isUuid(q)) return query.where('l.id', '=', q.toLowerCase());
  if (q !== undefined) {
    const pattern = foldedContainsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('search_fold', ['l.category']), 'like', pattern),
        eb(eb.fn('search_fold', [eb.fn.coalesce('m.name', 'l.prefilled_location', sql.lit(''))]), 'like', pattern),
        eb.and([
          eb('l.erased_at', 'is', null),
          eb.or([eb(eb.fn('search_fold', ['l.user_request']), 'like', pattern), eb(eb.fn('search_fold', ['l.user_name']), 'like', pattern)]),
        ]),
      ]),
    );
  }
  return query;
}

export interface PurchasePage {
  readonly q: string | undefined;
  readonly limit: number;
  readonly offset: number;
}

/** One page of the business's paid purchases, newest payment first, and how many there are in all. */
export async function listPaidPurchases(db: Db, businessId: string, page: PurchasePage) {
  const [rows, count] = await Promise.all([
    paidPurchasesOf(db, businessId, page.q)
      .select([
        'p.id',
        'p.lead_id',
        'p.status',
        sql<Date>`p.paid_at`.as('paid_at'),
        'p.refunded_at',
        sql<string>`p.amount::text`.as('amount'),
        'l.category',
        'm.name as municipality',
        'm.province',
        'l.prefilled_location',
        'l.user_request',
        'l.user_name',
        'l.user_email',
        'l.user_phone',
        'l.erased_at',
      ])
      .orderBy('p.paid_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    paidPurchasesOf(db, businessId, page.q)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type PaidPurchaseRow = Awaited<ReturnType<typeof listPaidPurchases>>['rows'][number];

/**
 * The tax documents of these purchases, oldest first: invoices and credit notes in force (a replaced one is not), and
 * receipts (`date` null: the caller takes their day in Rome).
 */
export async function documentsOfPurchases(db: Db, purchaseIds: readonly string[]) {
  if (purchaseIds.length === 0) return [];
  return db
    .selectFrom('invoices as i')
    .select([
      'i.purchase_id',
      'i.id',
      sql<FiscalDocumentKind>`i.kind`.as('kind'),
      'i.year',
      'i.number',
      sql<string | null>`i.document_date::text`.as('date'),
      'i.created_at as issued_at',
    ])
    .where('i.purchase_id', 'in', purchaseIds)
    .where('i.state', '<>', 'replaced')
    .unionAll(
      db
        .selectFrom('receipts as r')
        .select([
          'r.purchase_id',
          'r.id',
          sql<FiscalDocumentKind>`'receipt'`.as('kind'),
          'r.year',
          'r.number',
          // A receipt's date is its day of issue in Rome (romeDay), as its copy shows it.
          sql<string | null>`null::text`.as('date'),
          'r.issued_at',
        ])
        .where('r.purchase_id', 'in', purchaseIds),
    )
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
}
