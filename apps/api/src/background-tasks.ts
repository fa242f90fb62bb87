import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { purgeExpiredBusinessSessions } from './features/business-area/business-area.service.ts';
import { announceBusinessTerms } from './features/business-terms/business-terms.service.ts';
import { completeRefunds } from './features/checkout/post-payment.ts';
import { autoDispatchTask, createDispatchContext, runDueDispatches, type DispatchContext } from './features/dispatch/dispatch.service.ts';
import { emailDeliveryTask } from './features/email-outbox/email-outbox.service.ts';
import { createGenerateContext } from './features/landing-pages/generate-landing-pages.ts';
import { generationTask } from './features/landing-pages/generation-jobs.ts';
import { invoiceOutcomesTask, invoiceSendTask } from './features/invoices/invoices.service.ts';
import { runLeadDigest } from './features/leads/new-lead-notice.ts';
import { privacySecret } from './features/privacy/privacy.service.ts';
import { retentionTask } from './features/privacy/retention.ts';
import { requestDueReviews } from './features/reviews/reviews.service.ts';
import { purgeOldSignInLinks } from './features/sign-in-links/sign-in-links.service.ts';
import type { TaskHandlers } from './jobs/job-engine.ts';
import { purgeExpiredCounters } from './lib/rate-limit.ts';
import { purgeExpiredSessions } from './lib/session-store.ts';
import { announceChange } from './plugins/public-cache.ts';
import type { EmailProvider } from './providers/email/index.ts';

export interface BackgroundDeps extends Pick<AppDeps, 'config' | 'db' | 'payments' | 'publicCache' | 'transmitter'> {
  readonly email: EmailProvider;
  readonly log: FastifyBaseLogger;
}

/**
 * The code of every queue of jobs/queues.ts, as a serving instance runs it (server.ts): the one place background
 * work is started, never a route's registration. docs/ARCHITECTURE.md, «Lavoro in background», lists them.
 */
export function backgroundTasks({ config, db, payments, publicCache, transmitter, email, log }: BackgroundDeps): TaskHandlers {
  const notice = { adminNotify: config.adminNotify, adminConsoleUrl: config.adminConsoleUrl };
  // Built once, at the first automatic sending (it reads the links' keys from the database).
  let dispatchContext: Promise<DispatchContext> | undefined;
  const dispatch = () => {
    dispatchContext ??= createDispatchContext(db, config);
    return dispatchContext;
  };
  return {
    email: emailDeliveryTask(db, email),
    'landing-generation': generationTask({
      ...createGenerateContext(db, config, log),
      log,
      afterWrite: () => announceChange(db, publicCache, 'landing-pages'),
    }),
    'privacy-retention': retentionTask({
      db,
      leadRetentionMonths: config.legal.leadRetentionMonths,
      logger: log,
      afterReviewsChange: () => announceChange(db, publicCache, 'landing-pages'),
    }),
    'refund-retry': () => completeRefunds({ db, payments, log }),
    // With INVOICING=export nothing is transmitted: no send job is ever added, and the polling is unscheduled.
    ...(transmitter === undefined
      ? {}
      : { 'invoice-send': invoiceSendTask(db, transmitter), 'invoice-outcomes': invoiceOutcomesTask(db, transmitter) }),
    // Without the digest its schedule is removed (JobEngine.work).
    ...(config.adminNotify.mode === 'digest'
      ? {
          'new-leads-digest': async () => {
            const outcome = await runLeadDigest(db, notice, new Date());
            if (typeof outcome === 'object') log.info(outcome, 'new leads digest written');
          },
        }
      : {}),
    'rate-limit-purge': () => purgeExpiredCounters(db),
    'session-purge': async () => {
      await purgeExpiredSessions(db);
      await purgeExpiredBusinessSessions(db);
    },
    'sign-in-link-purge': () => purgeOldSignInLinks(db),
    'business-terms-announce': async () => {
      const added = await announceBusinessTerms(db, { publicSiteUrl: config.publicSiteUrl });
      if (added > 0) log.info({ added }, 'new business terms announced');
    },
    'auto-dispatch': autoDispatchTask(db, dispatch),
    'dispatch-sweep': async () => {
      const done = await runDueDispatches(db, await dispatch());
      if (done.dispatched + done.waves > 0) log.info(done, 'automatic dispatch swept');
    },
    'review-requests': async () => {
      const links = { secret: await privacySecret(db, config), publicSiteUrl: config.publicSiteUrl };
      const asked = await requestDueReviews({ db, ...links, reviews: config.reviews }, new Date());
      if (asked > 0) log.info({ asked }, 'review requests queued');
    },
  };
}
