import { erasedLeadTexts } from '@trovapro/copy';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { closeLeads } from '../leads/leads.service.ts';
import {
  anonymiseLeadsCreatedBefore,
  claimDailyRun,
  clearEmailBodiesCreatedBefore,
  deleteUnconfirmedSignupsCreatedBefore,
  deleteVerificationsCreatedBefore,
} from './privacy.repository.ts';

export const RETENTION_JOB = 'privacy-retention';
/** Verifications, and partner sign-ups never confirmed, are deleted after this long (a verified email counts for 30 minutes). */
export const VERIFICATION_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Email bodies (text, HTML, secrets) are cleared this long after the message was written. */
export const EMAIL_BODY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often an instance checks whether today's run is still to be done. */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionReport {
  readonly verificationsDeleted: number;
  /** Partner sign-ups never confirmed by their code (a confirmed one is its business's record). */
  readonly partnerSignupsDeleted: number;
  readonly emailBodiesCleared: number;
  readonly leadsAnonymised: number;
  /** Anonymised leads that were still open (or rejected): closed for good, like an erasure closes them. */
  readonly leadsClosed: number;
}

export interface RetentionOptions {
  /** LEAD_RETENTION_MONTHS: a lead's personal data is anonymised this many months after it was created. */
  readonly leadRetentionMonths: number;
  /** The clock (tests inject one). */
  readonly now: Date;
}

/** `now` minus whole calendar months, by PostgreSQL's interval arithmetic (31 March − 1 month = 28/29 February). */
async function monthsBefore(db: Db, now: Date, months: number): Promise<Date> {
  const { rows } = await sql<{ cutoff: Date }>`select (${now.toISOString()}::timestamptz - make_interval(months => ${months})) as cutoff`.execute(db);
  const cutoff = rows[0]?.cutoff;
  if (cutoff === undefined) throw new Error('no cutoff');
  return new Date(cutoff);
}

/** One pass of the retention rules, as of `now`. Call it in a transaction: anonymising and closing go together. */
export async function applyRetention(db: Db, { leadRetentionMonths, now }: RetentionOptions): Promise<RetentionReport> {
  const verificationsDeleted = await deleteVerificationsCreatedBefore(db, new Date(now.getTime() - VERIFICATION_RETENTION_MS));
  const partnerSignupsDeleted = await deleteUnconfirmedSignupsCreatedBefore(db, new Date(now.getTime() - VERIFICATION_RETENTION_MS));
  const emailBodiesCleared = await clearEmailBodiesCreatedBefore(db, new Date(now.getTime() - EMAIL_BODY_RETENTION_MS));
  const anonymised = await anonymiseLeadsCreatedBefore(db, await monthsBefore(db, now, leadRetentionMonths), erasedLeadTexts);
  const leadsClosed = (await closeLeads(db, anonymised, 'erased')).length;
  return { verificationsDeleted, partnerSignupsDeleted, emailBodiesCleared, leadsAnonymised: anonymised.length, leadsClosed };
}

/**
 * Today's run (UTC day of `now`), once across API instances: the instance whose insert into
 * `maintenance_runs` succeeds applies the rules in the same transaction (another instance trying at the
 * same moment waits on that row, then finds it taken); a failed run rolls its claim back, so the next
 * check retries. Null when the day's run was already done.
 */
export async function runDailyRetention(db: Db, options: RetentionOptions): Promise<RetentionReport | null> {
  const day = options.now.toISOString().slice(0, 10);
  return db.transaction().execute(async (trx) => {
    if (!(await claimDailyRun(trx, RETENTION_JOB, day))) return null;
    return applyRetention(trx, options);
  });
}

export interface RetentionJobOptions {
  readonly db: Db;
  readonly leadRetentionMonths: number;
  readonly logger: { info(details: object, message: string): void; warn(details: object, message: string): void };
  readonly intervalMs?: number;
  readonly clock?: () => Date;
}

export interface RetentionJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Started by server.ts beside the outbox worker: checks at start and every hour; runs once a day. */
export function startRetentionJob({
  db,
  leadRetentionMonths,
  logger,
  intervalMs = CHECK_INTERVAL_MS,
  clock = () => new Date(),
}: RetentionJobOptions): RetentionJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = runDailyRetention(db, { leadRetentionMonths, now: clock() })
      .then((report) => {
        if (report !== null) logger.info({ ...report }, 'privacy retention applied');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'privacy retention failed, will retry'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
