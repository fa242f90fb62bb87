import { apiCheckoutMessages } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { InvoicingWebhookError, type SdiOutcome } from '../../providers/invoicing/index.ts';
import { recordOutcome } from './invoices.service.ts';

/** Notifications are small JSON events; anything larger is not the intermediary's. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The intermediary's signed notifications: verified on the raw body before anything is read, then each outcome is
 * recorded as the polling task records it (once per notification). Polling alone is enough; this brings outcomes sooner.
 */
export async function invoicingWebhookRoutes(app: App, { db, transmitter }: Pick<AppDeps, 'db' | 'transmitter'>): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  contractRoute(app, routes.invoicingWebhook, async (request) => {
    if (transmitter === undefined || !transmitter.acceptsWebhooks) throw notFound();
    if (!Buffer.isBuffer(request.body)) throw invalidSignature();
    let outcomes: SdiOutcome[];
    try {
      outcomes = await transmitter.receiveWebhook(request.headers, request.body);
    } catch (error) {
      if (error instanceof InvoicingWebhookError) throw invalidSignature();
      throw error;
    }
    for (const outcome of outcomes) await recordOutcome(db, outcome);
    return { received: true as const };
  });
}

const invalidSignature = () => new AppError('invalid_signature', apiCheckoutMessages.invalidSignature);
