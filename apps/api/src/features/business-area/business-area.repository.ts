import type { Db } from '../../db/database.ts';

/** What the area shows of its business. */
export interface AreaBusinessRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly is_active: boolean;
}

function areaBusinesses(db: Db) {
  return db.selectFrom('businesses as b').select(['b.id', 'b.name', 'b.email', 'b.is_active']).where('b.approval', '<>', 'refused');
}

/**
 * The business that may get a sign-in link for `email` (lowercase): one ever offered a lead or that bought one,
 * paused or not, never a refused one. A business only registered (a partner not yet approved, never sent anything)
 * has nothing to see in the area.
 */
export async function findSignInBusiness(db: Db, email: string): Promise<AreaBusinessRow | undefined> {
  return areaBusinesses(db)
    .where((eb) => eb.fn('lower', ['b.email']), '=', email)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('lead_deliveries as d').select('d.lead_id').whereRef('d.business_id', '=', 'b.id')),
        eb.exists(eb.selectFrom('purchases as p').select('p.id').whereRef('p.business_id', '=', 'b.id')),
      ]),
    )
    .executeTakeFirst();
}

/** The business a redeemed link names, unless it was refused since. */
export async function findAreaBusiness(db: Db, id: string): Promise<AreaBusinessRow | undefined> {
  return areaBusinesses(db).where('b.id', '=', id).executeTakeFirst();
}
