import { randomBytes } from 'node:crypto';
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
