import type { BillingInput } from '@trovapro/domain';
import { expect } from 'vitest';
import type { App } from '../app-types.ts';
import { TEST_BILLING } from './billing.ts';
import { fromAddress, postJson } from './chat-helpers.ts';
import { paymentIntentEvent, signedWebhook } from './fake-stripe.ts';

let addressSeq = 0;

/**
 * A business starts buying a lead through its purchase link's token (in Stripe mode, against the local
 * stand-in), each call from another client address so the purchase limit never interferes, with TEST_BILLING unless
 * `billing` is given: the payment intent's id.
 */
export async function startStripePurchase(
  app: App,
  {
    leadId,
    token,
    businessEmail,
    businessName,
    billing = TEST_BILLING,
  }: { leadId: string; token: string; businessEmail: string; businessName: string; billing?: BillingInput },
): Promise<string> {
  const address = fromAddress(`192.0.2.${(addressSeq++ % 250) + 1}`);
  const response = await postJson(
    app,
    `/api/business/purchase/${leadId}?t=${token}`,
    { businessEmail, businessName, billing, acceptTerms: true },
    address,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { clientSecret: string }).clientSecret.split('_secret_')[0] ?? '';
}

/** Stripe reporting a payment's outcome to the webhook, signed with `webhookSecret` (the stand-in's by default). */
export async function stripeReports(
  app: App,
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  paymentIntentId: string,
  webhookSecret?: string,
): Promise<void> {
  const signed = signedWebhook(paymentIntentEvent(type, paymentIntentId), webhookSecret);
  const response = await app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload: signed.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
  });
  expect(response.statusCode, response.body).toBe(200);
}
