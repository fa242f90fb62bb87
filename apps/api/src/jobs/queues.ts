import type { Queue } from 'pg-boss';

/**
 * Every queue of background work, with its retry, heartbeat and schedule. A queue's heartbeat is what takes a
 * dead instance's job over: a job whose heartbeat (sent every HEARTBEAT_SECONDS / 2 by the worker running it) is
 * older than HEARTBEAT_SECONDS is failed by the supervisor (SUPERVISE_SECONDS) and retried on any instance.
 */
export const HEARTBEAT_SECONDS = 20;
/** How often each instance's supervisor looks for jobs whose heartbeat stopped (and for expired ones). */
export const SUPERVISE_SECONDS = 5;
/** Times are read in Italy (a daily task runs at night in Rome, summer or winter). */
export const SCHEDULE_TIME_ZONE = 'Europe/Rome';

type QueueOptions = Omit<Queue, 'name'>;

interface QueueDefinition {
  readonly options: QueueOptions;
  /** How often a worker looks for due jobs when idle. */
  readonly pollingSeconds: number;
  /** With more jobs than this ready, a worker fetches the next as soon as one is done (no poll in between). */
  readonly burstAbove?: number;
  /** Jobs one instance runs at once. */
  readonly concurrency: number;
  /** A scheduled task: cron in SCHEDULE_TIME_ZONE; one job per occurrence across every instance. */
  readonly cron?: string;
}

/** Attempts of an email before it is given up (`failed` in the admin's log). */
export const MAX_EMAIL_ATTEMPTS = 8;

const everyMinute = (retryDelay: number): QueueDefinition => ({
  options: { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 1, retryDelay, expireInSeconds: 5 * 60 },
  pollingSeconds: 10,
  concurrency: 1,
  cron: '* * * * *',
});

const everyTenMinutes = (retryDelay: number): QueueDefinition => ({
  options: { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 2, retryDelay, expireInSeconds: 10 * 60 },
  pollingSeconds: 10,
  concurrency: 1,
  cron: '*/10 * * * *',
});

export const QUEUES = {
  /**
   * One job per outbox message (features/email-outbox). One message at a time per instance: when an instance dies
   * while sending, at most that one message may go out twice (Postmark takes no idempotency key). The task keeps
   * the attempts in the outbox row and gives up after MAX_EMAIL_ATTEMPTS; the engine's retries leave room for
   * take-overs that are no attempt of the message's own.
   */
  email: {
    options: {
      heartbeatSeconds: HEARTBEAT_SECONDS,
      retryLimit: MAX_EMAIL_ATTEMPTS + 2,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 60 * 60,
      expireInSeconds: 5 * 60,
    },
    pollingSeconds: 1,
    burstAbove: 1,
    concurrency: 1,
  },
  /** One valid invoice or credit note handed to the SdI's intermediary (features/invoices). */
  'invoice-send': {
    options: {
      heartbeatSeconds: HEARTBEAT_SECONDS,
      retryLimit: 12,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 60 * 60,
      expireInSeconds: 5 * 60,
    },
    pollingSeconds: 2,
    concurrency: 1,
  },
  /** The SdI's outcomes, polled from the intermediary (its signed webhook brings them sooner when configured). */
  'invoice-outcomes': everyMinute(30),
  /** A province's landing pages written by an external writer (minutes): progress in landing_generation_jobs. */
  'landing-generation': {
    options: { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 2, retryDelay: 5, expireInSeconds: 4 * 60 * 60 },
    pollingSeconds: 2,
    concurrency: 1,
  },
  /** Retention rules (features/privacy/retention.ts), nightly; retried hourly-ish when it fails. */
  'privacy-retention': {
    options: { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 6, retryDelay: 10 * 60, retryBackoff: true, expireInSeconds: 60 * 60 },
    pollingSeconds: 10,
    concurrency: 1,
    cron: '15 3 * * *',
  },
  /** Refunds the payment provider could not make at once. */
  'refund-retry': everyTenMinutes(60),
  /** The daily digest of new leads, when ADMIN_NOTIFY=digest (it decides itself whether today's is due). */
  'new-leads-digest': everyTenMinutes(60),
  /** Rate-limit counters whose window ended. */
  'rate-limit-purge': everyTenMinutes(60),
  /** Expired sessions: the admins' and the businesses' («Area aziende»). */
  'session-purge': everyTenMinutes(60),
  /** Sign-in links spent or expired more than a day ago. */
  'sign-in-link-purge': everyTenMinutes(60),
  /** A new version of the terms for businesses, announced by email to those who accepted an earlier one (once each). */
  'business-terms-announce': everyTenMinutes(60),
  /**
   * Issue 35: one job per lead a dispatch rule scheduled, due when its hold ends (features/dispatch). The lead's row
   * lock and `auto_dispatch_at` make it run once, whichever instance takes it; the sweep below catches a lost one.
   */
  'auto-dispatch': {
    options: { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
    pollingSeconds: 1,
    burstAbove: 1,
    concurrency: 2,
  },
  /** Every minute: leads whose hold ended without their job (a lost job), and the waves due (features/dispatch). */
  'dispatch-sweep': everyMinute(30),
  /** The review request emails due (features/reviews): REVIEW_REQUEST_DAYS after each purchase, once each. */
  'review-requests': everyTenMinutes(60),
} as const satisfies Record<string, QueueDefinition>;

export type QueueName = keyof typeof QUEUES;
