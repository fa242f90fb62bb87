import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { FAKE_STRIPE_KEYS, paymentIntentEvent, signedWebhook, startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { StripePaymentProvider } from '../../providers/payments/index.ts';
import { completeRefunds } from './post-payment.ts';
import { insertSentLead, invitedBuyers, outboxTo, purchasesOf, VISITOR } from './sent-lead.fixture.ts';
import { TEST_BILLING } from '../../test/billing.ts';
import { payWithTestCard } from '../../test/test-card.ts';

let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ env: { ...FAKE_STRIPE_KEYS, STRIPE_API_URL: stripe.url } });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

let addressSeq = 0;
const nextAddress = () => fromAddress(`192.0.2.${(addressSeq++ % 250) + 1}`);
const buyerLinks = () => invitedBuyers(t.database.db);
let invited: ReturnType<typeof invitedBuyers>;
beforeAll(() => {
  invited = buyerLinks();
});

/** A purchase started through the link of the invited business `businessEmail`. */
async function startStripePurchase(leadId: string, businessEmail: string) {
  const response = await postJson(
    t.app,
    `/api/business/purchase/${leadId}${await invited.query(leadId, businessEmail)}`,
    { businessEmail, businessName: `Ditta ${businessEmail}`, billing: TEST_BILLING, acceptTerms: true },
    nextAddress(),
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { clientSecret: string; paymentForm: string; publishableKey: string };
  const paymentIntentId = body.clientSecret.split('_secret_')[0] ?? '';
  return { ...body, paymentIntentId };
}

/** Posts an event to the webhook exactly as Stripe does: raw JSON, signed with the configured secret. */
function deliver(event: object, signature?: string) {
  const signed = signedWebhook(event, t.config.stripe?.webhookSecret);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload: signed.payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature ?? signed.signature },
  });
}

describe('Stripe mode: POST /api/business/purchase/:leadId', () => {
  it('creates a PaymentIntent through the Stripe API in cents, eur, with the lead and business as metadata', async () => {
    const leadId = await insertSentLead(t.database.db, { price: '30.00' });
    const started = await startStripePurchase(leadId, 'Stripe@Example.IT');
    expect(started).toMatchObject({ paymentForm: 'stripe', publishableKey: FAKE_STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY });
    const { id: businessId } = await invited.invitation(leadId, 'Stripe@Example.IT');

    const request = stripe.requests.find((entry) => entry.form['metadata[leadId]'] === leadId);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request?.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY}`);
    expect(request?.form).toEqual({
      amount: '3000',
      currency: 'eur',
      'metadata[leadId]': leadId,
      'metadata[businessId]': businessId,
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(stripe.paymentIntents.get(started.paymentIntentId)).toEqual({
      amount: 3000,
      currency: 'eur',
      metadata: { leadId, businessId },
      status: 'requires_payment_method',
    });
    expect((await purchasesOf(t.database.db, leadId))[0]).toMatchObject({
      payment_intent_id: started.paymentIntentId,
      status: 'pending',
      amount: '30.00',
    });
  });

  it('answers 502 and stores nothing when Stripe refuses to create the payment', async () => {
    const leadId = await insertSentLead(t.database.db);
    stripe.failNext(400);
    const response = await postJson(
      t.app,
      `/api/business/purchase/${leadId}${await invited.query(leadId, 'giu@example.it')}`,
      { businessEmail: 'giu@example.it', businessName: 'Giù', billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(await purchasesOf(t.database.db, leadId)).toHaveLength(0);
  });

  it('turns the built-in test gateway off (404)', async () => {
    const leadId = await insertSentLead(t.database.db);
    const { clientSecret } = await startStripePurchase(leadId, 'gateway-spento@example.it');
    const response = await payWithTestCard(t.app, clientSecret, nextAddress());
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('the same payment_intent.succeeded delivered 5 times: one paid purchase, one business update, one contacts email', async () => {
    const leadId = await insertSentLead(t.database.db);
    const { paymentIntentId } = await startStripePurchase(leadId, 'cinque@example.it');
    const event = paymentIntentEvent('payment_intent.succeeded', paymentIntentId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    const rows = await purchasesOf(t.database.db, leadId);
    expect(rows).toMatchObject([{ status: 'paid', business_email: 'cinque@example.it' }]);
    const business = await t.database.db.selectFrom('businesses').selectAll().where('email', '=', 'cinque@example.it').executeTakeFirstOrThrow();
    expect(business.total_purchases).toBe(1);
    expect(Number(business.total_spent)).toBe(25);
    const emails = await outboxTo(t.database.db, 'cinque@example.it', 'purchase-contacts');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(VISITOR.email);
  });

  it('a business buying a second lead: the purchase and spend add up on the same business', async () => {
    const first = await insertSentLead(t.database.db, { price: '20.00' });
    const second = await insertSentLead(t.database.db, { price: '15.50' });
    for (const leadId of [first, second]) {
      const { paymentIntentId } = await startStripePurchase(leadId, 'fedele@example.it');
      expect((await deliver(paymentIntentEvent('payment_intent.succeeded', paymentIntentId))).statusCode).toBe(200);
    }
    const business = await t.database.db.selectFrom('businesses').selectAll().where('email', '=', 'fedele@example.it').executeTakeFirstOrThrow();
    expect(business.total_purchases).toBe(2);
    expect(Number(business.total_spent)).toBe(35.5);
    expect(await outboxTo(t.database.db, 'fedele@example.it', 'purchase-contacts')).toHaveLength(2);
  });

  it('out of order: payment_failed after succeeded leaves it paid; failed then succeeded ends paid', async () => {
    const leadId = await insertSentLead(t.database.db);
    const late = await startStripePurchase(leadId, 'ordine@example.it');
    await deliver(paymentIntentEvent('payment_intent.succeeded', late.paymentIntentId));
    expect((await deliver(paymentIntentEvent('payment_intent.payment_failed', late.paymentIntentId))).statusCode).toBe(200);
    expect((await purchasesOf(t.database.db, leadId))[0]).toMatchObject({ status: 'paid' });

    const retried = await startStripePurchase(leadId, 'riprova@example.it');
    await deliver(paymentIntentEvent('payment_intent.payment_failed', retried.paymentIntentId, { declineCode: 'insufficient_funds' }));
    expect((await purchasesOf(t.database.db, leadId))[1]).toMatchObject({ status: 'failed', failure_reason: 'insufficient_funds' });
    await deliver(paymentIntentEvent('payment_intent.succeeded', retried.paymentIntentId));
    expect((await purchasesOf(t.database.db, leadId))[1]).toMatchObject({ status: 'paid', failure_reason: null });
  });

  it('refuses a missing, forged or tampered signature with 400 and changes nothing', async () => {
    const leadId = await insertSentLead(t.database.db);
    const { paymentIntentId } = await startStripePurchase(leadId, 'firma@example.it');
    const event = paymentIntentEvent('payment_intent.succeeded', paymentIntentId);

    const forged = signedWebhook(event, 'whsec_un_altro_segreto').signature;
    const tampered = signedWebhook({ ...event, id: 'evt_diverso' }).signature;
    for (const signature of [forged, tampered, 't=1,v1=deadbeef', '']) {
      const response = await deliver(event, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_signature', message: 'Firma del webhook non valida' });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: 'invalid_signature' });
    expect((await purchasesOf(t.database.db, leadId))[0]?.status).toBe('pending');
  });

  it('refuses with 400 an event signed with a timestamp more than 5 minutes in the future, and changes nothing', async () => {
    const leadId = await insertSentLead(t.database.db);
    const { paymentIntentId } = await startStripePurchase(leadId, 'futuro@example.it');
    const event = paymentIntentEvent('payment_intent.succeeded', paymentIntentId);
    const payload = JSON.stringify(event);
    const future = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: t.config.stripe?.webhookSecret ?? '',
      timestamp: Math.floor(Date.now() / 1000) + 10 * 60,
    });
    const response = await deliver(event, future);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_signature', message: 'Firma del webhook non valida' });
    expect((await purchasesOf(t.database.db, leadId))[0]?.status).toBe('pending');
  });

  it('acknowledges other events and payments it does not know', async () => {
    expect((await deliver(paymentIntentEvent('payment_intent.created', 'pi_sconosciuto'))).json()).toEqual({ received: true });
    expect((await deliver(paymentIntentEvent('payment_intent.succeeded', 'pi_sconosciuto'))).statusCode).toBe(200);
  });

  it('six payments succeeding at once past the cap of three: exactly three paid, three refunded through Stripe with a notice', async () => {
    const leadId = await insertSentLead(t.database.db);
    const emails = Array.from({ length: 6 }, (_, index) => `gara${index}@example.it`);
    const started = await Promise.all(emails.map((email) => startStripePurchase(leadId, email)));
    const responses = await Promise.all(
      started.map(({ paymentIntentId }) => deliver(paymentIntentEvent('payment_intent.succeeded', paymentIntentId))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));

    const rows = await purchasesOf(t.database.db, leadId);
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(3);
    const refunded = rows.filter((row) => row.status === 'refunded');
    expect(refunded).toHaveLength(3);
    for (const row of refunded) {
      expect(row).toMatchObject({ failure_reason: 'lead_sold_out', refunded_at: expect.any(Date) });
      const refundCalls = stripe.requests.filter((entry) => entry.path === '/v1/refunds' && entry.form.payment_intent === row.payment_intent_id);
      expect(refundCalls.length).toBeGreaterThanOrEqual(1);
      expect(refundCalls.every((call) => call.headers['idempotency-key'] === `refund:${row.id}`)).toBe(true);
      const [notice, ...more] = await outboxTo(t.database.db, row.business_email, 'refund-notice');
      expect(more).toHaveLength(0);
      expect(notice?.text).toContain('rimborsato');
      expect(notice?.text).not.toContain(VISITOR.email);
      expect(await outboxTo(t.database.db, row.business_email, 'purchase-contacts')).toHaveLength(0);
    }
    // Sold out for a business whose payment was refunded; a buyer's own link leads to its purchase (409).
    const loserLink = await invited.query(leadId, refunded[0]?.business_email ?? '');
    expect((await t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}${loserLink}` })).statusCode).toBe(410);
    const winner = rows.find((row) => row.status === 'paid');
    const winnerLink = await invited.query(leadId, winner?.business_email ?? '');
    expect((await t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}${winnerLink}` })).statusCode).toBe(409);

    // Stripe delivering the losers' events again refunds nothing more and writes no other email.
    const refundsBefore = stripe.requests.filter((entry) => entry.path === '/v1/refunds').length;
    for (const row of refunded) await deliver(paymentIntentEvent('payment_intent.succeeded', row.payment_intent_id));
    expect(stripe.requests.filter((entry) => entry.path === '/v1/refunds').length).toBe(refundsBefore);
    const notices = await t.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('purpose', '=', 'refund-notice')
      .where('recipient', 'in', emails)
      .execute();
    expect(notices).toHaveLength(3);
  });

  it('a refund Stripe could not make at once is retried later, once', async () => {
    const leadId = await insertSentLead(t.database.db);
    const intents: string[] = [];
    for (const email of ['r1@example.it', 'r2@example.it', 'r3@example.it', 'r4@example.it']) {
      intents.push((await startStripePurchase(leadId, email)).paymentIntentId);
    }
    for (const paymentIntentId of intents.slice(0, 3)) await deliver(paymentIntentEvent('payment_intent.succeeded', paymentIntentId));
    stripe.failNext(400);
    expect((await deliver(paymentIntentEvent('payment_intent.succeeded', intents[3] ?? ''))).statusCode).toBe(200);
    const pending = (await purchasesOf(t.database.db, leadId))[3];
    expect(pending).toMatchObject({ status: 'refunded', refunded_at: null });

    const config = t.config;
    if (config.stripe === undefined) throw new Error('Stripe is configured in this file');
    const context = {
      db: t.database.db,
      payments: new StripePaymentProvider(config.stripe),
      rules: { discountAfterHours: config.leadDiscountAfterHours, maxBuyers: config.leadMaxBuyers },
      log: { warn: () => {}, error: () => {} },
    };
    await completeRefunds(context);
    expect((await purchasesOf(t.database.db, leadId))[3]).toMatchObject({ status: 'refunded', refunded_at: expect.any(Date) });
    const succeeded = stripe.requests.filter((entry) => entry.path === '/v1/refunds' && entry.form.payment_intent === intents[3]);
    expect(succeeded).toHaveLength(2);
    await completeRefunds(context);
    expect(stripe.requests.filter((entry) => entry.path === '/v1/refunds' && entry.form.payment_intent === intents[3])).toHaveLength(2);
  });
});
