import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function insertBusinessSession(db: Db, session: { businessId: string; tokenHash: string; ttlSeconds: number }): Promise<void> {
  await db
    .insertInto('business_sessions')
    .values({
      business_id: session.businessId,
      token_hash: session.tokenHash,
      expires_at: sql<Date>`now() + make_interval(secs => ${session.ttlSeconds})`,
    })
    .execute();
}

/**
 * The live session whose cookie hashes to `tokenHash`, with its business (none when the business was refused since),
 * and whether it is due for renewal: its expiry is nearer than `ttlSeconds - renewEverySeconds` (database time).
 */
export async function findLiveBusinessSession(db: Db, tokenHash: string, ttlSeconds: number, renewEverySeconds: number) {
  return db
    .selectFrom('business_sessions as s')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select([
      's.id as session_id',
      'b.id',
      'b.name',
      'b.email',
      'b.is_active',
      sql<boolean>`s.expires_at < now() + make_interval(secs => ${ttlSeconds - renewEverySeconds})`.as('renewal_due'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('b.approval', '<>', 'refused')
    .executeTakeFirst();
}

export async function renewBusinessSession(db: Db, sessionId: string, ttlSeconds: number): Promise<void> {
  await db
    .updateTable('business_sessions')
    .set({ expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteBusinessSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('business_sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredBusinessSessions(db: Db): Promise<void> {
  await db.deleteFrom('business_sessions').where('expires_at', '<=', sql<Date>`now()`).execute();
}
