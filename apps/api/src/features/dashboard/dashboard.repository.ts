import { ROME_TIME_ZONE, type RevenuePoint } from '@trovapro/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Today's date in Rome: the business day is Rome's, whatever the server's or the session's time zone. */
const romeToday = sql<string>`(now() at time zone ${sql.lit(ROME_TIME_ZONE)})::date`;
/** The instant a Rome date starts. */
const romeStartOf = (date: RawBuilder<unknown>) => sql<Date>`(${date})::timestamp at time zone ${sql.lit(ROME_TIME_ZONE)}`;

/** Leads created since midnight in Rome. */
export async function countLeadsToday(db: Db): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('created_at', '>=', romeStartOf(romeToday))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface SentLeadsOutcome {
  /** Leads sent to businesses since the start of the window. */
  sent: number;
  /** Of those, the ones with at least one paid purchase. */
  bought: number;
}

/** The leads sent to businesses in the last `days` Rome days (today included, by `sent_at`), and how many were bought. */
export async function sentLeadsOutcome(db: Db, days: number): Promise<SentLeadsOutcome> {
  return db
    .selectFrom('leads')
    .select([
      sql<number>`count(*)::int`.as('sent'),
      sql<number>`(count(*) filter (where exists (
        select 1 from purchases where purchases.lead_id = leads.id and purchases.status = 'paid'
      )))::int`.as('bought'),
    ])
    .where('sent_at', '>=', romeStartOf(sql`${romeToday} - ${days - 1}::int`))
    .executeTakeFirstOrThrow();
}

/**
 * Paid revenue per Rome day of the last `days` days, oldest first, today last, days without
 * purchases at "0.00". A purchase counts on the day it was paid.
 */
export async function revenueByDay(db: Db, days: number): Promise<RevenuePoint[]> {
  const result = await sql<RevenuePoint>`
    with day as (
      select (${romeToday} - offs)::date as day
      from generate_series(0, ${days - 1}::int) as offs
    )
    select
      to_char(day.day, 'YYYY-MM-DD') as date,
      coalesce(sum(purchases.amount), 0)::numeric(14, 2)::text as revenue
    from day
    left join purchases
      on purchases.status = 'paid'
      and purchases.paid_at >= ${romeStartOf(sql`day.day`)}
      and purchases.paid_at < ${romeStartOf(sql`day.day + 1`)}
    group by day.day
    order by day.day`.execute(db);
  return result.rows;
}
