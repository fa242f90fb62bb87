import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VerificationRow } from '../../db/rows.ts';

const secondsAgo = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

/** Ends the unverified codes still running for an email: only the newest code works. */
export async function expireUnverifiedCodes(db: Db, email: string): Promise<void> {
  await db
    .updateTable('verifications')
    .set({ expires_at: sql`now()` })
    .where('email', '=', email)
    .where('verified_at', 'is', null)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

export async function insertVerification(db: Db, verification: { id: string; email: string; codeHash: string; ttlSeconds: number }): Promise<void> {
  await db
    .insertInto('verifications')
    .values({
      id: verification.id,
      email: verification.email,
      code_hash: verification.codeHash,
      expires_at: sql`now() + make_interval(secs => ${verification.ttlSeconds})`,
    })
    .execute();
}

export type OpenVerification = Pick<VerificationRow, 'id' | 'code_hash' | 'attempts' | 'verified_at'> & {
  /** Not expired, by the database clock. */
  live: boolean;
};

/**
 * Marks a chat's earlier verification replaced (its chat asked a new code): it stops counting. One that became a
 * lead stays as it is.
 */
export async function markReplaced(db: Db, id: string): Promise<void> {
  await db
    .updateTable('verifications')
    .set({ replaced_at: sql`now()` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('replaced_at', 'is', null)
    .execute();
}

/** The newest verification of the email that has not become a lead yet nor been replaced. */
export async function findLatestOpenVerification(db: Db, email: string): Promise<OpenVerification | undefined> {
  return db
    .selectFrom('verifications')
    .select(['id', 'code_hash', 'attempts', 'verified_at', sql<boolean>`expires_at > now()`.as('live')])
    .where('email', '=', email)
    .where('consumed_at', 'is', null)
    .where('replaced_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes one of the code's tries in one atomic statement; undefined when none is left (or it was
 * verified meanwhile). Parallel guesses therefore cannot exceed `maxAttempts` comparisons.
 */
export async function takeAttempt(db: Db, id: string, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('verifications')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('verified_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** The right code: verified now, and the try it took is given back (only wrong tries count). */
export async function markVerified(db: Db, id: string): Promise<void> {
  await db
    .updateTable('verifications')
    .set({ verified_at: sql`now()`, attempts: sql`greatest(attempts - 1, 0)` })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .execute();
}

/** Verification `id` when it verified `email` within `withinSeconds` and was neither consumed nor replaced. */
function consumableVerificationId(db: Db, email: string, withinSeconds: number, id: string) {
  return db
    .selectFrom('verifications')
    .select('id')
    .where('id', '=', id)
    .where('email', '=', email)
    .where('consumed_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('verified_at', '>', secondsAgo(withinSeconds));
}

export async function findConsumableVerification(db: Db, email: string, withinSeconds: number, id: string): Promise<string | undefined> {
  return (await consumableVerificationId(db, email, withinSeconds, id).executeTakeFirst())?.id;
}

/**
 * Consumes verification `id` (see consumableVerificationId); returns its id. `consumed_at is null` is
 * checked again on the locked row, so of two concurrent calls only one gets it.
 */
export async function consumeRecentVerification(db: Db, email: string, withinSeconds: number, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('verifications')
    .set({ consumed_at: sql`now()` })
    .where('id', '=', consumableVerificationId(db, email, withinSeconds, id))
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
