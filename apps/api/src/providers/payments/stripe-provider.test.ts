import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEYS, paymentIntentEvent, signedWebhook, startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { InvalidWebhookSignatureError } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

let stripe: FakeStripe;
let provider: StripePaymentProvider;
beforeAll(async () => {
  stripe = await startFakeStripe();
  provider = new StripePaymentProvider({
    secretKey: FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY,
    publishableKey: FAKE_STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
    apiUrl: stripe.url,
  });
});
afterAll(() => stripe.close());

describe('StripePaymentProvider (the real stripe SDK against a local fake API)', () => {
  it('creates a PaymentIntent with automatic payment methods and returns its id and client secret', async () => {
    const payment = await provider.createPayment({ amountCents: 1250, currency: 'eur', metadata: { leadId: 'l-1', businessEmail: 'a@b.it' } });
    expect(payment.paymentIntentId).toMatch(/^pi_/);
    expect(payment.clientSecret.startsWith(`${payment.paymentIntentId}_secret_`)).toBe(true);
    const request = stripe.requests.at(-1);
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.form).toMatchObject({ amount: '1250', currency: 'eur', 'automatic_payment_methods[enabled]': 'true' });
    expect(request?.headers['stripe-version']).toBe(Stripe.API_VERSION);
  });

  it('refunds idempotently, and a payment refunded already counts as done', async () => {
    const { paymentIntentId } = await provider.createPayment({ amountCents: 2000, currency: 'eur', metadata: {} });
    await provider.refund(paymentIntentId, 'refund:uno');
    await provider.refund(paymentIntentId, 'refund:uno');
    await provider.refund(paymentIntentId, 'refund:altro');
    const calls = stripe.requests.filter((entry) => entry.path === '/v1/refunds' && entry.form.payment_intent === paymentIntentId);
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual(['refund:uno', 'refund:uno', 'refund:altro']);
    await expect(provider.refund('pi_inesistente', 'refund:x')).rejects.toThrow(/No such payment_intent/);
  });

  it('verifies webhook signatures and maps the payment events', () => {
    const succeeded = signedWebhook(paymentIntentEvent('payment_intent.succeeded', 'pi_1'));
    expect(provider.verifyWebhook(Buffer.from(succeeded.payload), succeeded.signature)).toMatchObject({
      type: 'payment_succeeded',
      paymentIntentId: 'pi_1',
    });
    const failed = signedWebhook(paymentIntentEvent('payment_intent.payment_failed', 'pi_2', { declineCode: 'expired_card' }));
    expect(provider.verifyWebhook(Buffer.from(failed.payload), failed.signature)).toMatchObject({
      type: 'payment_failed',
      paymentIntentId: 'pi_2',
      reason: 'expired_card',
    });
    const other = signedWebhook(paymentIntentEvent('payment_intent.created', 'pi_3'));
    expect(provider.verifyWebhook(Buffer.from(other.payload), other.signature)).toMatchObject({
      type: 'ignored',
      stripeType: 'payment_intent.created',
    });

    expect(() => provider.verifyWebhook(Buffer.from(`${succeeded.payload} `), succeeded.signature)).toThrow(InvalidWebhookSignatureError);
    const foreign = signedWebhook(paymentIntentEvent('payment_intent.succeeded', 'pi_1'), 'whsec_altro');
    expect(() => provider.verifyWebhook(Buffer.from(foreign.payload), foreign.signature)).toThrow(InvalidWebhookSignatureError);
  });

  it('refuses a signature dated more than 5 minutes ahead, as the SDK refuses one more than 5 minutes old', () => {
    const payload = JSON.stringify(paymentIntentEvent('payment_intent.succeeded', 'pi_futuro'));
    const secret = FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET;
    const signedAt = (offsetSeconds: number) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) + offsetSeconds });
    for (const offset of [6 * 60, 3600, 365 * 24 * 3600, -6 * 60]) {
      expect(() => provider.verifyWebhook(Buffer.from(payload), signedAt(offset)), `offset ${offset}`).toThrow(InvalidWebhookSignatureError);
    }
    for (const offset of [4 * 60, 0, -4 * 60]) {
      expect(provider.verifyWebhook(Buffer.from(payload), signedAt(offset)), `offset ${offset}`).toMatchObject({ paymentIntentId: 'pi_futuro' });
    }
  });
});
