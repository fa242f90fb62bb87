import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StripeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The form-encoded body as Stripe's SDK sends it, e.g. `metadata[leadId]`. */
  readonly form: Record<string, string>;
}

export interface FakeStripe {
  /** Base URL for STRIPE_API_URL. */
  readonly url: string;
  readonly requests: StripeRequest[];
  /**
   * Payment intents created so far, by id. `status` starts as `requires_payment_method`; a test sets
   * `succeeded` for one the buyer has paid (its cancel is then refused, as Stripe does).
   */
  readonly paymentIntents: Map<string, { amount: number; currency: string; metadata: Record<string, string>; status: string }>;
  /** The next answers fail with these statuses (Stripe-shaped error bodies), in order. */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for the Stripe API, enough for the real `stripe` SDK: `POST /v1/payment_intents`,
 * `POST /v1/payment_intents/:id/cancel` and `POST /v1/refunds` answer with Stripe's JSON shapes (ids, client
 * secret, status, livemode…); cancelling a succeeded intent answers Stripe's `payment_intent_unexpected_state`.
 * A second refund of the same payment answers Stripe's `charge_already_refunded` error, unless it
 * repeats the first one's Idempotency-Key (then the same refund comes back, as Stripe does).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const failures: number[] = [];
  const paymentIntents: FakeStripe['paymentIntents'] = new Map();
  const refunds = new Map<string, { key: string | undefined; body: object }>();
  const created = () => Math.floor(Date.now() / 1000);

  const server: Server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = request.url ?? '';
    requests.push({ method: request.method ?? '', path, headers: request.headers, form });
    const json = (status: number, body: object) =>
      response
        .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` })
        .end(JSON.stringify(body));
    const stripeError = (status: number, code: string, message: string) => json(status, { error: { type: 'invalid_request_error', code, message } });

    const failure = failures.shift();
    if (failure !== undefined) return stripeError(failure, 'simulated_failure', `Errore simulato ${failure}`);
    if (request.headers.authorization?.startsWith('Bearer sk_') !== true) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }

    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
      );
      const intent = { amount: Number(form.amount), currency: form.currency ?? '', metadata, status: 'requires_payment_method' };
      paymentIntents.set(id, intent);
      return json(200, {
        id,
        object: 'payment_intent',
        ...intent,
        amount_received: 0,
        automatic_payment_methods: { enabled: form['automatic_payment_methods[enabled]'] === 'true' },
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        created: created(),
        last_payment_error: null,
        livemode: false,
        payment_method_types: ['card'],
      });
    }

    const cancel = request.method === 'POST' ? /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path) : null;
    if (cancel !== null) {
      const id = cancel[1] ?? '';
      const intent = paymentIntents.get(id);
      if (intent === undefined) return stripeError(404, 'resource_missing', `No such payment_intent: '${id}'`);
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        return stripeError(
          400,
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        );
      }
      intent.status = 'canceled';
      return json(200, {
        id,
        object: 'payment_intent',
        ...intent,
        cancellation_reason: form.cancellation_reason ?? null,
        canceled_at: created(),
        livemode: false,
      });
    }

    if (request.method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = form.payment_intent ?? '';
      const intent = paymentIntents.get(paymentIntent);
      if (intent === undefined) return stripeError(404, 'resource_missing', `No such payment_intent: '${paymentIntent}'`);
      const key = request.headers['idempotency-key'] as string | undefined;
      const earlier = refunds.get(paymentIntent);
      if (earlier !== undefined) {
        if (key !== undefined && earlier.key === key) return json(200, earlier.body);
        return stripeError(400, 'charge_already_refunded', `Charge for ${paymentIntent} has already been refunded.`);
      }
      const body = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: paymentIntent,
        created: created(),
        status: 'succeeded',
      };
      refunds.set(paymentIntent, { key, body });
      return json(200, body);
    }

    return stripeError(404, 'resource_missing', `Unrecognized request URL (${request.method}: ${path})`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    paymentIntents,
    failNext: (...statuses) => void failures.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_trovapro_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_trovapro_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_trovapro_fake_secret',
} as const;

/** A Stripe event about a payment intent, as Stripe posts it to the webhook. */
export function paymentIntentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.created',
  paymentIntentId: string,
  options: { amount?: number; declineCode?: string } = {},
): object {
  const failed = type === 'payment_intent.payment_failed';
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount: options.amount ?? 2500,
        currency: 'eur',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        last_payment_error: failed ? { type: 'card_error', code: 'card_declined', decline_code: options.declineCode ?? 'generic_decline' } : null,
      },
    },
  };
}

/** The raw body and a valid `Stripe-Signature` for it, signed by the real SDK. */
export function signedWebhook(event: object, secret: string = FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
