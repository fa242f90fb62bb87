import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SignInLinkPurpose } from '../../db/rows.ts';

export interface NewSignInLink {
  readonly purpose: SignInLinkPurpose;
  readonly subjectId: string;
  readonly tokenHash: string;
  readonly ttlSeconds: number;
}

export async function insertSignInLink(db: Db, link: NewSignInLink): Promise<string> {
  const row = await db
    .insertInto('sign_in_links')
    .values({
      purpose: link.purpose,
      subject_id: link.subjectId,
      token_hash: link.tokenHash,
      expires_at: sql`now() + make_interval(secs => ${link.ttlSeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Spends a link: one conditional UPDATE, so of two concurrent redemptions exactly one gets the row. Undefined when
 * the link is unknown, of another purpose, used or expired (database time).
 */
export async function consumeSignInLink(db: Db, purpose: SignInLinkPurpose, tokenHash: string): Promise<{ subjectId: string } | undefined> {
  const row = await db
    .updateTable('sign_in_links')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('subject_id')
    .executeTakeFirst();
  return row === undefined ? undefined : { subjectId: row.subject_id };
}

/** Why a link could not be spent: undefined when there is no such link (of this purpose). */
export async function signInLinkState(db: Db, purpose: SignInLinkPurpose, tokenHash: string): Promise<'used' | 'expired' | undefined> {
  const row = await db
    .selectFrom('sign_in_links')
    .select([sql<boolean>`used_at is not null`.as('used')])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return row.used ? 'used' : 'expired';
}

/** Forgets links expired more than `olderThanSeconds` ago (kept a while so «scaduto» can still be told from «non valido»). */
export async function deleteOldSignInLinks(db: Db, olderThanSeconds: number): Promise<void> {
  await db.deleteFrom('sign_in_links').where('expires_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`).execute();
}
