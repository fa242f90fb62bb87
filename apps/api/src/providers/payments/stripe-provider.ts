import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import {
  InvalidWebhookSignatureError,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentEvent,
  type StripePayments,
} from './payment-provider.ts';

/** Card payments through Stripe's PaymentIntents (the checkout shows the Payment Element). */
export class StripePaymentProvider implements StripePayments {
  readonly kind = 'stripe';
  readonly publishableKey: string;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(config: StripeConfig) {
    this.publishableKey = config.publishableKey;
    this.#webhookSecret = config.webhookSecret;
    this.#stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(config.apiUrl === undefined ? {} : apiLocation(config.apiUrl)),
    });
  }

  async createPayment({ amountCents, currency, metadata }: CreatePaymentInput): Promise<CreatedPayment> {
    const intent = await this.#stripe.paymentIntents.create({
      amount: amountCents,
      currency,
      metadata: { ...metadata },
      automatic_payment_methods: { enabled: true },
    });
    if (intent.client_secret === null) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
    return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.#stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
    } catch (error) {
      // Refunded already (e.g. from the dashboard): the goal is reached.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
      throw error;
    }
  }

  async cancel(paymentIntentId: string): Promise<boolean> {
    try {
      await this.#stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: 'abandoned' });
      return true;
    } catch (error) {
      // Succeeded or processing: Stripe keeps it, and its webhook settles it.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return false;
      throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new InvalidWebhookSignatureError(error);
    }
    // The SDK refuses a signature older than the tolerance but accepts any from the future; a stolen
    // future-dated signature would be replayable until then, so refuse those too.
    const signedAt = signatureTimestamp(signature);
    if (signedAt === undefined || signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
      throw new InvalidWebhookSignatureError(new Error(`webhook signed in the future (t=${String(signedAt)})`));
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { type: 'payment_succeeded', eventId: event.id, paymentIntentId: event.data.object.id };
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        const reason = intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'payment_failed';
        return { type: 'payment_failed', eventId: event.id, paymentIntentId: intent.id, reason };
      }
      default:
        return { type: 'ignored', eventId: event.id, stripeType: event.type };
    }
  }
}

/** How far a webhook's signed timestamp may be from now, in either direction (Stripe's default for the past). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a `Stripe-Signature` header, in Unix seconds. */
function signatureTimestamp(header: string): number | undefined {
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key?.trim() === 't' && value !== undefined && /^\d+$/.test(value.trim())) return Number(value.trim());
  }
  return undefined;
}

/** `http://127.0.0.1:9002` → the SDK's host/port/protocol options. */
function apiLocation(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port), protocol };
}
