import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AdminRow } from '../../db/rows.ts';

export async function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` must already be lowercase. */
export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('admins').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

/** Creates the admin, or updates name and password of the one with that (lowercase) email. */
export async function upsertAdmin(
  db: Db,
  admin: { email: string; name: string; passwordHash: string },
): Promise<{ row: AdminRow; created: boolean }> {
  const row = await db
    .insertInto('admins')
    .values({ email: admin.email, name: admin.name, password_hash: admin.passwordHash })
    .onConflict((oc) => oc.column('email').doUpdateSet({ name: admin.name, password_hash: admin.passwordHash, updated_at: sql`now()` }))
    .returningAll()
    // xmax = 0 only on a freshly inserted row: tells an insert from an update in one statement.
    .returning(sql<boolean>`(xmax = 0)`.as('created'))
    .executeTakeFirstOrThrow();
  const { created, ...adminRow } = row;
  return { row: adminRow, created };
}
