import type { BusinessTermsContext } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Stores a business's acceptance of a version; a second acceptance of the same version keeps the first. */
export async function insertAcceptance(
  db: Db,
  row: { businessId: string; version: string; context: BusinessTermsContext; acceptedAt?: Date },
): Promise<void> {
  await db
    .insertInto('business_terms_acceptances')
    .values({
      business_id: row.businessId,
      version: row.version,
      context: row.context,
      accepted_at: row.acceptedAt ?? sql<Date>`now()`,
    })
    .onConflict((conflict) => conflict.columns(['business_id', 'version']).doNothing())
    .execute();
}

export async function hasAccepted(db: Db, businessId: string, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('business_terms_acceptances')
    .select('id')
    .where('business_id', '=', businessId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

/** The business's latest acceptance (by its time), or undefined. */
export function findLatestAcceptance(db: Db, businessId: string) {
  return db
    .selectFrom('business_terms_acceptances')
    .select(['version', 'accepted_at', 'context'])
    .where('business_id', '=', businessId)
    .orderBy('accepted_at', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The businesses that accepted one of the `earlier` versions and not `version` itself: who hears of it. */
export function listBusinessesToTell(db: Db, version: string, earlier: readonly string[]) {
  return db
    .selectFrom('businesses')
    .select(['businesses.id', 'businesses.name', 'businesses.email'])
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('business_terms_acceptances as earlier')
            .select('earlier.id')
            .whereRef('earlier.business_id', '=', 'businesses.id')
            .where('earlier.version', 'in', earlier),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('business_terms_acceptances as current')
              .select('current.id')
              .whereRef('current.business_id', '=', 'businesses.id')
              .where('current.version', '=', version),
          ),
        ),
      ]),
    )
    .orderBy('businesses.created_at')
    .execute();
}
