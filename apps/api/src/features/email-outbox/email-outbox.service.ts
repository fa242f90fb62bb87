import { PAGE_SIZES, pageOffset, totalPages, type AdminEmailList, type AdminEmailListQuery, type OutboxEmail } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { EmailOutboxRow } from '../../db/rows.ts';
import { jobsOf, type TaskHandler } from '../../jobs/job-engine.ts';
import { MAX_EMAIL_ATTEMPTS } from '../../jobs/queues.ts';
import type { EmailMessage, EmailProvider } from '../../providers/email/index.ts';
import {
  findPendingEmail,
  insertOutboxEmails,
  listOutboxEmails,
  markEmailAttemptFailed,
  markEmailSent,
  type NewOutboxEmail,
} from './email-outbox.repository.ts';

import { maskSecrets, revealSecrets } from './outbox-secrets.ts';

export type { NewOutboxEmail } from './email-outbox.repository.ts';
export { OutboxSecrets } from './outbox-secrets.ts';
/** A stored subject or text as the admin may read it: codes and links' tokens masked. */
export { maskSecrets as maskOutboxSecrets } from './outbox-secrets.ts';
export { MAX_EMAIL_ATTEMPTS } from '../../jobs/queues.ts';

const MAX_ERROR_LENGTH = 1000;

/** The job that delivers one outbox message. */
export interface EmailJob {
  readonly emailId: string;
}

/**
 * Writes a message to the outbox and adds its delivery job. Call it with the transaction of the change that causes
 * the email, so the change, the message and its job are committed together or not at all. A second call with the
 * same dedupe key does nothing (exactly one message per purpose). Returns true when the message was added.
 */
export async function enqueueEmail(trx: Db, email: NewOutboxEmail): Promise<boolean> {
  return (await enqueueEmails(trx, [email])) > 0;
}

/** `enqueueEmail` for several messages at once; how many were added. */
export async function enqueueEmails(trx: Db, emails: readonly NewOutboxEmail[]): Promise<number> {
  const ids = await insertOutboxEmails(trx, emails);
  await jobsOf(trx).addMany(
    trx,
    'email',
    ids.map((emailId): EmailJob => ({ emailId })),
  );
  return ids.length;
}

export interface DeliveryReport {
  readonly sent: number;
  readonly retried: number;
  readonly failed: number;
}

/**
 * The email task: sends one outbox message, with no transaction open (PGlite has a single connection, and a slow
 * provider must not hold locks), then records the outcome. A message already sent or given up is not sent again
 * (a retried job after the outcome was written). A failed attempt throws, so the engine retries it with backoff;
 * the MAX_EMAIL_ATTEMPTS-th is recorded as `failed` for good. `report` counts the outcomes (runDue's callers).
 */
export function emailDeliveryTask(
  db: Db,
  provider: EmailProvider,
  report?: { sent: number; retried: number; failed: number },
): TaskHandler<EmailJob> {
  return async (job) => {
    const email = await findPendingEmail(db, job.data.emailId);
    if (email === undefined) return;
    let providerMessageId: string;
    try {
      ({ providerMessageId } = await provider.send(deliverableMessage(email)));
    } catch (error) {
      const giveUp = email.attempts + 1 >= MAX_EMAIL_ATTEMPTS;
      await markEmailAttemptFailed(db, email.id, describeError(error), giveUp);
      if (giveUp) {
        if (report) report.failed += 1;
        return;
      }
      if (report) report.retried += 1;
      throw error;
    }
    await markEmailSent(db, email.id, providerMessageId);
    if (report) report.sent += 1;
  };
}

/**
 * Delivers the messages whose job is due, here and now, with the email task (tests, and a script that must not wait
 * for a worker's poll).
 */
export async function deliverDueEmails(db: Db, provider: EmailProvider): Promise<DeliveryReport> {
  const report = { sent: 0, retried: 0, failed: 0 };
  await jobsOf(db).runDue('email', emailDeliveryTask(db, provider, report));
  return report;
}

/** What goes to the provider: the stored message with its secrets put back. */
export function deliverableMessage(
  email: Pick<EmailOutboxRow, 'recipient' | 'subject' | 'html' | 'text' | 'secrets'> & Partial<Pick<EmailOutboxRow, 'headers'>>,
): EmailMessage {
  const headers =
    email.headers == null
      ? undefined
      : Object.fromEntries(Object.entries(email.headers).map(([name, value]) => [name, revealSecrets(value, email.secrets)]));
  return {
    to: email.recipient,
    subject: revealSecrets(email.subject, email.secrets),
    html: revealSecrets(email.html, email.secrets),
    text: revealSecrets(email.text, email.secrets),
    ...(headers === undefined ? {} : { headers }),
  };
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

function toOutboxEmail(row: EmailOutboxRow): OutboxEmail {
  return {
    id: row.id,
    to: row.recipient,
    subject: maskSecrets(row.subject),
    purpose: row.purpose,
    text: maskSecrets(row.text),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

export async function listEmails(db: Db, query: AdminEmailListQuery): Promise<AdminEmailList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZES.adminEmails;
  const { rows, total } = await listOutboxEmails(db, { status: query.status, limit, offset: pageOffset(page, limit) });
  return { emails: rows.map(toOutboxEmail), total, totalPages: totalPages(total, limit) };
}
