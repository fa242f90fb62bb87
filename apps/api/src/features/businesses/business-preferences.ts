import { apiBusinessPreferencesMessages, preferenceMismatchList } from '@trovapro/copy';
import {
  PREFERENCE_MISMATCHES,
  type BillingDetails,
  type BusinessReach,
  type ComuneOption,
  type PausedReason,
  type PreferenceCheck,
  type PreferencesSummary,
} from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The «Preferenze» of a business (issue 33): the rule itself is SQL over the `businesses` table, in
 * db/business-preferences.ts (so the leads' repository ranks candidates by it); here what its answers mean, and the
 * preferences as the area and the admin's detail show them.
 */
export {
  preferenceCheckColumns,
  preferenceMismatchesSql,
  spentThisWeekSql,
  weekStart,
  weekStartSql,
  type LeadTerms,
  type PreferenceCheckRow,
} from '../../db/business-preferences.ts';
import { spentThisWeekSql, weekStartSql, type PreferenceCheckRow } from '../../db/business-preferences.ts';

/** The answer's `preferenceCheck`. */
export function toPreferenceCheck(row: PreferenceCheckRow): PreferenceCheck {
  const mismatches = PREFERENCE_MISMATCHES.filter((reason) => row.mismatches.includes(reason));
  return { accepts: mismatches.length === 0, mismatches, maxPrice: row.max_price, weeklyCap: row.weekly_cap, spentThisWeek: row.spent_this_week };
}

/** 409 `preferences_not_met`: «Idraulica Rossi non riceve questa richiesta secondo le sue preferenze: Fuori zona.» */
export function preferencesNotMet(name: string, check: PreferenceCheck): AppError {
  return new AppError(
    'preferences_not_met',
    apiBusinessPreferencesMessages.notAccepted(name, preferenceMismatchList(check.mismatches, check.maxPrice)),
  );
}

/** A comune as the preferences show it. */
export interface PreferenceComuneRow {
  istat_code: string;
  name: string;
  province: string;
  province_code: string;
  region: string;
}

/** A business's preferences as stored, with what it paid this week and the week's start. */
export interface PreferencesRow {
  id: string;
  approval: 'pending' | 'approved' | 'refused';
  is_active: boolean;
  paused_reason: PausedReason | null;
  categories: string[];
  service_reach: BusinessReach | null;
  service_comuni: string[];
  max_price: string | null;
  weekly_cap: string | null;
  spent_this_week: string;
  week_started_at: Date;
  istat_code: string | null;
  province_code: string | null;
  region: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  billing: BillingDetails | null;
}

/** The business's preferences (undefined: no such business), the week of `now`; `lock` holds the row (inside a transaction). */
export async function findPreferencesRow(db: Db, id: string, now: Date, options: { lock?: boolean } = {}): Promise<PreferencesRow | undefined> {
  let query = db
    .selectFrom('businesses')
    .select([
      'businesses.id',
      'businesses.approval',
      'businesses.is_active',
      'businesses.paused_reason',
      'businesses.categories',
      'businesses.service_reach',
      'businesses.service_comuni',
      sql<string | null>`businesses.max_price::text`.as('max_price'),
      sql<string | null>`businesses.weekly_cap::text`.as('weekly_cap'),
      spentThisWeekSql(now).as('spent_this_week'),
      weekStartSql(now).as('week_started_at'),
      'businesses.istat_code',
      'businesses.province_code',
      'businesses.region',
      'businesses.email',
      'businesses.phone',
      'businesses.website',
      'businesses.billing',
    ])
    .where('businesses.id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The comuni of `codes` the municipalities table knows, in the order given. */
export async function findComuni(db: Db, codes: readonly string[]): Promise<PreferenceComuneRow[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('municipalities')
    .select(['istat_code', 'name', 'province', 'province_code', 'region'])
    .where('istat_code', 'in', codes)
    .execute();
  const byCode = new Map(rows.map((row) => [row.istat_code, row]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

export const toComuneOption = (row: PreferenceComuneRow): ComuneOption => ({
  istatCode: row.istat_code,
  name: row.name,
  province: row.province,
  provinceCode: row.province_code,
  region: row.region,
});

/** What the area and the admin's detail show of the preferences. */
export async function toPreferencesSummary(db: Db, row: PreferencesRow): Promise<PreferencesSummary> {
  const comuni = row.service_reach === 'comuni' ? await findComuni(db, row.service_comuni) : [];
  return {
    categories: row.categories,
    reach: row.service_reach,
    comuni: comuni.map(toComuneOption),
    maxPrice: row.max_price,
    weeklyCap: row.weekly_cap,
    spentThisWeek: row.spent_this_week,
    weekStartedAt: new Date(row.week_started_at).toISOString(),
    paused: !row.is_active,
    pausedReason: row.is_active ? null : row.paused_reason,
  };
}

/** `GET /api/admin/businesses/:id`'s `preferences`. */
export async function businessPreferencesSummary(db: Db, id: string, now: Date = new Date()): Promise<PreferencesSummary | undefined> {
  const row = await findPreferencesRow(db, id, now);
  return row === undefined ? undefined : toPreferencesSummary(db, row);
}
