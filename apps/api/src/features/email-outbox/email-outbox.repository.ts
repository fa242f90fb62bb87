import type { EmailStatus } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EmailOutboxRow } from '../../db/rows.ts';
import type { OutboxSecrets } from './outbox-secrets.ts';

export interface NewOutboxEmail {
  readonly dedupeKey: string;
  readonly purpose: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** What the message was rendered with as markers (see OutboxSecrets). */
  readonly secrets?: OutboxSecrets;
  /** The lead it is about (its timeline lists it). */
  readonly leadId?: string;
  /** Extra headers (e.g. List-Unsubscribe); values may hold secret markers. */
  readonly headers?: Readonly<Record<string, string>>;
}

const toOutboxRow = (email: NewOutboxEmail) => {
  const secrets = email.secrets?.toJSON() ?? null;
  return {
    dedupe_key: email.dedupeKey,
    purpose: email.purpose,
    recipient: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    secrets: secrets === null ? null : JSON.stringify(secrets),
    lead_id: email.leadId ?? null,
    headers: email.headers === undefined ? null : JSON.stringify(email.headers),
  };
};

/** Inserts the messages whose dedupe key does not exist yet, in one statement; the ids of those inserted. */
export async function insertOutboxEmails(db: Db, emails: readonly NewOutboxEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .insertInto('email_outbox')
    .values(emails.map(toOutboxRow))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The message while it is still to be sent (null once sent or given up). */
export async function findPendingEmail(db: Db, id: string): Promise<EmailOutboxRow | undefined> {
  return db.selectFrom('email_outbox').selectAll().where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
}

/** Sent: its secrets are dropped, so the stored message no longer holds them. */
export async function markEmailSent(db: Db, id: string, providerMessageId: string): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({
      status: 'sent',
      attempts: sql`attempts + 1`,
      provider_message_id: providerMessageId,
      sent_at: sql`now()`,
      last_error: null,
      secrets: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt; with `giveUp`, the message is `failed` for good and its secrets dropped. */
export async function markEmailAttemptFailed(db: Db, id: string, error: string, giveUp: boolean): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({
      attempts: sql`attempts + 1`,
      last_error: error,
      ...(giveUp ? { status: 'failed' as const, secrets: null } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function listOutboxEmails(
  db: Db,
  filter: { status: EmailStatus | undefined; limit: number; offset: number },
): Promise<{ rows: EmailOutboxRow[]; total: number }> {
  let query = db.selectFrom('email_outbox');
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}
