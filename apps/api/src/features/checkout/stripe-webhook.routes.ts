import { routes } from '@trovapro/domain';
import type { App } from '../../app-types.ts';
import { notFound } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { InvalidWebhookSignatureError, type PaymentEvent } from '../../providers/payments/index.ts';
import { invalidSignature } from './checkout-errors.ts';
import type { CheckoutContext } from './checkout.service.ts';
import { recordPaymentFailure, settlePayment } from './post-payment.ts';

/** Stripe's events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * `POST /api/webhooks/stripe`, in a plugin of its own: only here is the JSON body kept as the raw
 * Buffer, because the signature is computed over the exact bytes Stripe sent. Answers 404 without
 * Stripe keys; 400 `invalid_signature` for a missing or wrong `Stripe-Signature`; 200 once the event
 * is handled (a failure answers 500, so Stripe delivers it again — handling is idempotent).
 */
export async function stripeWebhookRoutes(app: App, context: CheckoutContext): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  contractRoute(app, routes.stripeWebhook, async (request) => {
    const { payments } = context;
    if (payments.kind !== 'stripe') throw notFound();
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw invalidSignature();
    let event: PaymentEvent;
    try {
      event = payments.verifyWebhook(request.body, signature);
    } catch (error) {
      if (error instanceof InvalidWebhookSignatureError) throw invalidSignature();
      throw error;
    }
    await handlePaymentEvent(context, event, request.log);
    return { received: true };
  });
}

async function handlePaymentEvent(
  context: CheckoutContext,
  event: PaymentEvent,
  log: { info(details: object, message: string): void },
): Promise<void> {
  switch (event.type) {
    case 'payment_succeeded': {
      const outcome = await settlePayment(context, event.paymentIntentId);
      log.info({ eventId: event.eventId, paymentIntentId: event.paymentIntentId, outcome }, 'stripe payment succeeded');
      return;
    }
    case 'payment_failed': {
      const changed = await recordPaymentFailure(context.db, event.paymentIntentId, event.reason);
      log.info({ eventId: event.eventId, paymentIntentId: event.paymentIntentId, changed }, 'stripe payment failed');
      return;
    }
    case 'ignored':
      return;
  }
}
