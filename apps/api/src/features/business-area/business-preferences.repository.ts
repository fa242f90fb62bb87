import type { BillingDetails, BusinessReach } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What `PUT /api/business/area/preferences` stores, checked. */
export interface PreferencesChanges {
  categories: readonly string[];
  reach: BusinessReach | null;
  comuni: readonly string[];
  maxPrice: string | null;
  weeklyCap: string | null;
  phone: string | null;
  website: string | null;
  billing: BillingDetails | null;
  /** true: pause (from the area), false: resume (a pause of its own only), undefined: as it is. */
  pause: boolean | undefined;
}

const textArray = (values: readonly string[]) => sql<string[]>`array[${sql.join(values.map((value) => sql`${value}::text`))}]::text[]`;

/** Writes the preferences (the trigger of 0029 keeps `category` the first of `categories`). */
export async function savePreferences(db: Db, id: string, changes: PreferencesChanges): Promise<void> {
  const pause =
    changes.pause === true
      ? { is_active: false, paused_reason: 'area' as const, paused_at: sql<Date>`now()` }
      : changes.pause === false
        ? { is_active: true, paused_reason: null, paused_at: null }
        : {};
  await db
    .updateTable('businesses')
    .set({
      categories: textArray(changes.categories),
      service_reach: changes.reach,
      service_comuni: textArray(changes.comuni),
      max_price: changes.maxPrice,
      weekly_cap: changes.weeklyCap,
      phone: changes.phone,
      website: changes.website,
      billing: changes.billing === null ? null : JSON.stringify(changes.billing),
      ...pause,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}
