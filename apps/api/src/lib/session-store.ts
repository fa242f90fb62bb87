import { createHash } from 'node:crypto';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Db } from '../db/database.ts';

/** Rows are keyed by a hash of the session id, so the table alone cannot be replayed as cookies. */
const keyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

const FALLBACK_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * `@fastify/session` store on the `sessions` table, so every API instance sees the same sessions.
 * Expired rows are ignored on read and removed by `purgeExpiredSessions`.
 */
export function createSessionStore(db: Db): SessionStore {
  return {
    set(sessionId, session, callback) {
      const expiresAt = session.cookie.expires ?? new Date(Date.now() + FALLBACK_TTL_MS);
      const data = JSON.stringify(session);
      db.insertInto('sessions')
        .values({ sid: keyOf(sessionId), data, expires_at: expiresAt })
        .onConflict((oc) => oc.column('sid').doUpdateSet({ data, expires_at: expiresAt }))
        .execute()
        .then(() => callback(), callback);
    },
    get(sessionId, callback) {
      db.selectFrom('sessions')
        .select('data')
        .where('sid', '=', keyOf(sessionId))
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
        .then((row) => callback(null, row === undefined ? null : restore(row.data)), callback);
    },
    destroy(sessionId, callback) {
      db.deleteFrom('sessions')
        .where('sid', '=', keyOf(sessionId))
        .execute()
        .then(() => callback(), callback);
    },
  };
}

/**
 * The stored cookie keeps its dates (rolling expiry), but `secure`/`sameSite` come from the
 * configured options on every request: the stored values were resolved for the request that
 * saved them (`secure: 'auto'` depends on the protocol).
 */
function restore(data: Record<string, unknown>): Session {
  const { secure: _secure, sameSite: _sameSite, ...cookie } = (data.cookie ?? {}) as Record<string, unknown>;
  return { ...data, cookie } as unknown as Session;
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).execute();
}
