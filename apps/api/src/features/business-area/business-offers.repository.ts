import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Paid purchases of the lead of the row `l` (the buyer cap counts them). */
const paidCount = sql<number>`(select count(*)::int from purchases p where p.lead_id = l.id and p.status = 'paid')`;

/** Invited businesses that can still buy the lead of `l`: active, with a purchase link, without a paid purchase of it. */
const openInvitations = sql<number>`(
  select count(*)::int from lead_deliveries od join businesses ob on ob.id = od.business_id
  where od.lead_id = l.id and od.token_hash is not null and ob.is_active
    and not exists (select 1 from purchases op where op.lead_id = l.id and op.business_id = ob.id and op.status = 'paid')
)`;

/**
 * The leads offered to the business that it can still buy, as the checkout decides it: sent to it with a purchase
 * link, the business active, the lead `sent` (not closed, not erased), under the buyer cap, and not paid for by it.
 */
function openOffersOf(db: Db, businessId: string, maxBuyers: number) {
  return db
    .selectFrom('lead_deliveries as d')
    .innerJoin('leads as l', 'l.id', 'd.lead_id')
    .innerJoin('businesses as b', 'b.id', 'd.business_id')
    .where('d.business_id', '=', businessId)
    .where('d.token_hash', 'is not', null)
    .where('b.is_active', '=', true)
    .where('l.status', '=', 'sent')
    .where('l.closed_at', 'is', null)
    .where('l.erased_at', 'is', null)
    .where(sql<boolean>`${paidCount} < ${maxBuyers}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('purchases as p')
            .select('p.id')
            .whereRef('p.lead_id', '=', 'l.id')
            .where('p.business_id', '=', businessId)
            .where('p.status', '=', 'paid'),
        ),
      ),
    );
}

export interface OfferPage {
  readonly maxBuyers: number;
  readonly discountAfterHours: number;
  readonly limit: number;
  readonly offset: number;
}

/** One page of the business's open offers, newest offer first, and how many there are in all. No customer contact. */
export async function listOpenOffers(db: Db, businessId: string, page: OfferPage) {
  const [rows, count] = await Promise.all([
    openOffersOf(db, businessId, page.maxBuyers)
      .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
      .select([
        'l.id as lead_id',
        sql<Date>`d.sent_at`.as('offered_at'),
        'l.category',
        'l.user_request',
        // Only to hide it in the request (requestBeforePurchase), never answered.
        'l.user_name',
        sql<string>`l.price::text`.as('price'),
        'l.sent_at',
        'm.name as municipality',
        'm.province',
        'l.prefilled_location',
        paidCount.as('paid_count'),
        openInvitations.as('open_invitations'),
        sql<boolean>`exists(
          select 1 from purchases wp
          where wp.lead_id = l.id and wp.status = 'paid'
            and wp.paid_at < l.sent_at + make_interval(hours => ${page.discountAfterHours})
        )`.as('bought_in_window'),
      ])
      .orderBy('d.sent_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    openOffersOf(db, businessId, page.maxBuyers)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type OpenOfferRow = Awaited<ReturnType<typeof listOpenOffers>>['rows'][number];
