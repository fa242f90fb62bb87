import { PAGE_SIZES, pageOffset, totalPages, type AdminEmailList, type AdminEmailListQuery, type OutboxEmail } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { EmailOutboxRow } from '../../db/rows.ts';
import type { EmailMessage, EmailProvider } from '../../providers/email/index.ts';
import {
  claimDueEmails,
  insertOutboxEmail,
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

/** Attempts before a message is given up (`failed`). */
export const MAX_EMAIL_ATTEMPTS = 8;
const BASE_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;
/** How long a claimed message stays reserved for the worker that is sending it. */
const CLAIM_LEASE_SECONDS = 5 * 60;
const MAX_ERROR_LENGTH = 1000;

/**
 * Writes a message to the outbox. Call it with the transaction of the change that causes the email,
 * so both happen or neither. A second call with the same dedupe key does nothing (exactly one message
 * per purpose). Returns true when the message was added.
 */
export function enqueueEmail(trx: Db, email: NewOutboxEmail): Promise<boolean> {
  return insertOutboxEmail(trx, email);
}

/** `enqueueEmail` for several messages at once (one statement). */
export function enqueueEmails(trx: Db, emails: readonly NewOutboxEmail[]): Promise<void> {
  return insertOutboxEmails(trx, emails);
}

/** Seconds before the next try after `failedAttempts` failures: 30 s, 60 s, 120 s … capped at 1 h. */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(BASE_RETRY_SECONDS * 2 ** Math.max(failedAttempts - 1, 0), MAX_RETRY_SECONDS);
}

export interface DeliveryReport {
  readonly claimed: number;
  readonly sent: number;
  readonly retried: number;
  readonly failed: number;
}

/**
 * One pass of the delivery worker: claims due messages (a short statement of its own), sends each
 * with no transaction open — PGlite has a single connection, and a slow provider must not hold locks —
 * then records the outcome: sent, retried later with exponential backoff, or failed after the last try.
 */
export async function deliverDueEmails(db: Db, provider: EmailProvider, options: { batch?: number } = {}): Promise<DeliveryReport> {
  const claimed = await claimDueEmails(db, options.batch ?? 20, CLAIM_LEASE_SECONDS);
  const report = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const email of claimed) {
    try {
      const { providerMessageId } = await provider.send(deliverableMessage(email));
      await markEmailSent(db, email.id, providerMessageId);
      report.sent += 1;
    } catch (error) {
      const attempts = email.attempts + 1;
      const giveUp = attempts >= MAX_EMAIL_ATTEMPTS;
      await markEmailAttemptFailed(db, email.id, describeError(error), giveUp ? null : retryDelaySeconds(attempts));
      if (giveUp) report.failed += 1;
      else report.retried += 1;
    }
  }
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

export interface EmailWorkerOptions {
  readonly db: Db;
  readonly provider: EmailProvider;
  readonly logger: { warn(details: object, message: string): void };
  readonly intervalMs?: number;
}

export interface EmailWorker {
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/** Runs `deliverDueEmails` every `intervalMs` (2 s by default), one pass at a time. */
export function startEmailWorker({ db, provider, logger, intervalMs = 2_000 }: EmailWorkerOptions): EmailWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = deliverDueEmails(db, provider)
        .then(() => undefined)
        .catch((error: unknown) => logger.warn({ err: error }, 'email delivery pass failed'))
        .finally(schedule);
    }, intervalMs);
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
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
