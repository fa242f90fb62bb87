import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * A random secret generated once and kept in `app_secrets`, so it survives restarts and every API
 * instance uses the same one. The first instance to insert wins.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/**
 * A key for one purpose (HMAC-SHA256 of `purpose`): derived from SESSION_SECRET when it is configured (kept
 * outside the database), otherwise from the shared secret `stored` of `app_secrets` (the embedded default).
 */
export async function purposeKey(db: Db, sessionSecret: string | undefined, stored: string, purpose: string): Promise<Buffer> {
  const base = sessionSecret ?? (await sharedSecret(db, stored));
  return createHmac('sha256', base).update(purpose).digest();
}
