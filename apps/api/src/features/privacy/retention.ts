import { erasedLeadTexts } from '@trovapro/copy';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { closeLeads } from '../leads/leads.service.ts';
import { anonymiseReviews } from '../reviews/reviews.service.ts';
import type { TaskHandler } from '../../jobs/job-engine.ts';
import {
  anonymiseLeadsCreatedBefore,
  clearEmailBodiesCreatedBefore,
  deleteUnconfirmedSignupsCreatedBefore,
  deleteVerificationsCreatedBefore,
} from './privacy.repository.ts';

/** Verifications, and partner sign-ups never confirmed, are deleted after this long (a verified email counts for 30 minutes). */
export const VERIFICATION_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Email bodies (text, HTML, secrets) are cleared this long after the message was written. */
export const EMAIL_BODY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface RetentionReport {
  readonly verificationsDeleted: number;
  /** Partner sign-ups never confirmed by their code (a confirmed one is its business's record). */
  readonly partnerSignupsDeleted: number;
  readonly emailBodiesCleared: number;
  readonly leadsAnonymised: number;
  /** Anonymised leads that were still open (or rejected): closed for good, like an erasure closes them. */
  readonly leadsClosed: number;
  /** Reviews of the anonymised leads: author and personal data of the comment taken out, the review kept. */
  readonly reviewsAnonymised: number;
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
  const cutoff = await monthsBefore(db, now, leadRetentionMonths);
  // Before the leads lose their name: the reviews' comments are cleaned of it too.
  const reviewsAnonymised = await anonymiseReviews(db, { createdBefore: cutoff });
  const anonymised = await anonymiseLeadsCreatedBefore(db, cutoff, erasedLeadTexts);
  const leadsClosed = (await closeLeads(db, anonymised, 'erased')).length;
  return {
    verificationsDeleted,
    partnerSignupsDeleted,
    emailBodiesCleared,
    leadsAnonymised: anonymised.length,
    leadsClosed,
    reviewsAnonymised,
  };
}

export interface RetentionTaskOptions {
  readonly db: Db;
  readonly leadRetentionMonths: number;
  readonly logger: { info(details: object, message: string): void };
  readonly clock?: () => Date;
  /** After a run that anonymised reviews: the public ratings changed (the landing pages' cache is dropped). */
  readonly afterReviewsChange?: () => Promise<void>;
}

/**
 * The nightly task (queue `privacy-retention`, scheduled once across instances): the rules in one transaction, so a
 * failed run changes nothing and the engine's retry does it all again. Running it twice the same day is harmless:
 * every rule is a cut-off in time.
 */
export function retentionTask({ db, leadRetentionMonths, logger, clock = () => new Date(), afterReviewsChange }: RetentionTaskOptions): TaskHandler {
  return async () => {
    const report = await db.transaction().execute((trx) => applyRetention(trx, { leadRetentionMonths, now: clock() }));
    logger.info({ ...report }, 'privacy retention applied');
    if (report.reviewsAnonymised > 0) await afterReviewsChange?.();
  };
}
