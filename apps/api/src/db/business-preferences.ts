import type { PreferenceMismatch } from '@trovapro/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database.ts';

/**
 * The one rule of a business's «Preferenze» (issue 33): whether a lead may be offered to it. The admin's candidate
 * list shows it, the sending enforces it (under the lead's lock, in the sending's transaction), and every other
 * place that offers a lead must use it. A lead is refused by a business:
 * - `category`: not one of `businesses.categories`;
 * - `reach`: outside its reach — the comune of its seat (`comune`), one of `service_comuni` (`comuni`), its province,
 *   its region; no reach (an admin-added business): anywhere. A lead of unknown place is outside every reach;
 * - `price`: the lead's price (IVA included) above `max_price`;
 * - `cap`: what it paid this week (paid purchases from Monday 00:00 Europe/Rome, refunds not counted) plus the
 *   lead's price above `weekly_cap`;
 * - `paused`: its offers are paused (`is_active` false: by itself from the area or its stop link, or by the admin).
 * Written as SQL over the `businesses` table, so a list can be ranked by it; these functions are the only place.
 */

/** What of a lead the rule reads. */
export interface LeadTerms {
  readonly category: string;
  /** Money, "25.00". */
  readonly price: string;
  readonly istat_code: string | null;
  readonly province_code: string | null;
  readonly region: string | null;
}

/** Monday 00:00 Europe/Rome of the week `now` is in, as a timestamptz (daylight saving included: Rome's wall clock). */
export function weekStartSql(now: Date): RawBuilder<Date> {
  return sql<Date>`(date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'Europe/Rome') at time zone 'Europe/Rome')`;
}

/** The euros `businesses` (the row in scope) paid since the week of `now` started, "0.00" when none. */
export function spentThisWeekSql(now: Date): RawBuilder<string> {
  return sql<string>`(select coalesce(sum(p.amount), 0)::numeric(10, 2)::text from purchases p
    where p.business_id = businesses.id and p.status = 'paid' and p.paid_at >= ${weekStartSql(now)})`;
}

/** The week's start for `now` (Monday 00:00 Europe/Rome), read from the database. */
export async function weekStart(db: Db, now: Date): Promise<Date> {
  const row = await db.selectNoFrom(weekStartSql(now).as('start')).executeTakeFirstOrThrow();
  return new Date(row.start);
}

/** The reasons the business in scope (`businesses`) refuses `lead`, in `PREFERENCE_MISMATCHES` order; empty: it accepts it. */
export function preferenceMismatchesSql(lead: LeadTerms, now: Date): RawBuilder<PreferenceMismatch[]> {
  return sql<PreferenceMismatch[]>`array_remove(array[
    case when not (${lead.category}::text = any(businesses.categories)) then 'category' end,
    case when not coalesce(case businesses.service_reach
      when 'comune' then businesses.istat_code = ${lead.istat_code}::text
      when 'comuni' then ${lead.istat_code}::text = any(businesses.service_comuni)
      when 'province' then businesses.province_code = ${lead.province_code}::text
      when 'region' then businesses.region = ${lead.region}::text
      else true end, false) then 'reach' end,
    case when businesses.max_price is not null and ${lead.price}::numeric > businesses.max_price then 'price' end,
    case when businesses.weekly_cap is not null
      and ${spentThisWeekSql(now)}::numeric + ${lead.price}::numeric > businesses.weekly_cap then 'cap' end,
    case when not businesses.is_active then 'paused' end
  ]::text[], null)`;
}

/** The columns a preference check answers from (select them with the table in scope as `businesses`). */
export function preferenceCheckColumns(lead: LeadTerms, now: Date) {
  return [
    preferenceMismatchesSql(lead, now).as('mismatches'),
    sql<string | null>`businesses.max_price::text`.as('max_price'),
    sql<string | null>`businesses.weekly_cap::text`.as('weekly_cap'),
    spentThisWeekSql(now).as('spent_this_week'),
  ] as const;
}

export interface PreferenceCheckRow {
  mismatches: PreferenceMismatch[];
  max_price: string | null;
  weekly_cap: string | null;
  spent_this_week: string;
}
