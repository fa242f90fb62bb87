import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BILLING } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { startStripePurchase, stripeReports } from '../../test/stripe-purchase.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, inviteBusiness, outboxTo, purchasesOf, VISITOR } from '../checkout/sent-lead.fixture.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { verificationSecret } from '../verification/verification-code.ts';
import { eraseToken } from './erase-token.ts';
import { applyRetention } from './retention.ts';

const ADMIN_ORIGIN = 'http://localhost:3001';

let addressSeq = 0;
const nextAddress = () => fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);

const card = (clientSecret: string) => ({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });

/** Erasure closes every lead of the person, for good: nothing offers, sends, restores or sells it again. */
describe('erasing a person closes every lead of theirs (test gateway)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_CONSOLE_URL: ADMIN_ORIGIN } });
    await seedDefaultTemplates(t.database.db);
    admin = { cookie: await signInAdmin(t), origin: ADMIN_ORIGIN };
  }, 60_000);
  afterAll(() => t.close());

  const leadRow = (id: string) => t.database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const eraseByAdmin = () => t.app.inject({ method: 'POST', url: '/api/admin/privacy/erase', headers: admin, payload: { email: VISITOR.email } });

  it('a lead waiting for its businesses becomes closed (erased): no send, no status change, no restore, no bulk approval', async () => {
    const db = t.database.db;
    const waiting = await insertSentLead(db, { status: 'approved_pending_companies' });
    const rejected = await insertSentLead(db, { status: 'rejected' });
    const pending = await insertSentLead(db, { status: 'pending' });
    const business = await inviteBusiness(db, await insertSentLead(db), { email: 'candidata@example.it' });

    const erased = await eraseByAdmin();
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ leadsAnonymised: 4, leadsClosed: 4 });
    for (const id of [waiting, rejected, pending]) {
      expect(await leadRow(id)).toMatchObject({ status: 'closed', closed_reason: 'erased', user_email: '' });
      expect((await leadRow(id)).closed_at).toBeInstanceOf(Date);
    }

    // The list says closed, and why; the timeline has the closing.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/leads?status=closed&limit=50', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json() as { leads: Array<{ id: string; status: string; closedReason: string | null }> }).leads;
    expect(listed.find((lead) => lead.id === waiting)).toMatchObject({ status: 'closed', closedReason: 'erased' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/leads/${waiting}`, headers: admin });
    expect((detail.json() as { events: Array<{ type: string; reason?: string }> }).events.at(-1)).toMatchObject({ type: 'closed', reason: 'erased' });

    const send = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${waiting}/send-to-businesses`,
      headers: admin,
      payload: { selectedBusinessIds: [business.id] },
    });
    expect(send.statusCode).toBe(409);
    expect(await outboxTo(db, 'candidata@example.it', 'lead-offer')).toEqual([]);

    for (const [id, status] of [
      [pending, 'approved_pending_companies'],
      [pending, 'rejected'],
      [rejected, 'pending'],
      [waiting, 'sent'],
    ] as const) {
      const change = await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${id}`, headers: admin, payload: { status } });
      expect(change.statusCode, `${status}: ${change.body}`).toBe(409);
    }
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/leads/bulk-status',
      headers: admin,
      payload: { ids: [pending, rejected], status: 'approved' },
    });
    expect(bulk.json()).toMatchObject({ updatedCount: 0 });
    expect(await leadRow(pending)).toMatchObject({ status: 'closed' });

    // Erasing again closes nothing more and keeps the first reason.
    expect((await eraseByAdmin()).json()).toMatchObject({ leadsAnonymised: 0, leadsClosed: 0 });
  });

  it("an offer already sent answers «not available» on every link, sells nothing, and refuses a payment under way (the person's own link)", async () => {
    const db = t.database.db;
    const leadId = await insertSentLead(db);
    const paying = await inviteBusiness(db, leadId, { email: 'pagante@example.it', name: 'Idraulica Pagante' });
    const looking = await inviteBusiness(db, leadId, { email: 'curiosa@example.it', name: 'Idraulica Curiosa' });
    const started = await postJson(
      t.app,
      `/api/business/purchase/${leadId}?t=${paying.token}`,
      { businessEmail: 'pagante@example.it', businessName: 'Idraulica Pagante', billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret } = started.json() as { clientSecret: string };
    expect((await t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}?t=${looking.token}` })).statusCode).toBe(200);

    const secret = await verificationSecret(db, t.config);
    const erased = await postJson(t.app, '/api/privacy/erase', { token: eraseToken(secret, leadId) }, nextAddress());
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await leadRow(leadId)).toMatchObject({ status: 'closed', closed_reason: 'erased' });

    for (const token of [paying.token, looking.token]) {
      const view = await t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}?t=${token}` });
      expect(view.statusCode).toBe(410);
      expect(view.json()).toMatchObject({ code: 'lead_unavailable' });
      expect(view.body).not.toContain('[richiesta cancellata]');
    }
    const purchase = await postJson(
      t.app,
      `/api/business/purchase/${leadId}?t=${looking.token}`,
      { businessEmail: 'curiosa@example.it', businessName: 'Idraulica Curiosa', billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
    expect(purchase.statusCode).toBe(410);

    // The card form left open pays nothing.
    const confirm = await postJson(t.app, '/api/business/test-gateway/confirm', card(clientSecret), nextAddress());
    expect(confirm.statusCode).toBe(410);
    expect(await purchasesOf(db, leadId)).toEqual([expect.objectContaining({ status: 'failed', failure_reason: 'lead_closed', paid_at: null })]);
    expect(await outboxTo(db, 'pagante@example.it', 'purchase-contacts')).toEqual([]);
    const receipts = await db.selectFrom('receipts').innerJoin('purchases', 'purchases.id', 'receipts.purchase_id').select('receipts.id');
    expect(await receipts.where('purchases.lead_id', '=', leadId).execute()).toEqual([]);
  });

  it('retention closes the leads it anonymises', async () => {
    const db = t.database.db;
    const leadId = await insertSentLead(db, { status: 'approved_pending_companies' });
    await sql`update leads set created_at = '2020-01-01T00:00:00Z' where id = ${leadId}`.execute(db);
    const report = await applyRetention(db, { leadRetentionMonths: 24, now: new Date() });
    expect(report.leadsClosed).toBeGreaterThanOrEqual(1);
    expect(await leadRow(leadId)).toMatchObject({ status: 'closed', closed_reason: 'erased' });
  });

  it('the database refuses a closed lead without its reason, and a reason on an open lead', async () => {
    const db = t.database.db;
    const leadId = await insertSentLead(db, { status: 'pending' });
    await expect(db.updateTable('leads').set({ status: 'closed' }).where('id', '=', leadId).execute()).rejects.toThrow();
    await expect(
      db.updateTable('leads').set({ closed_reason: 'erased', closed_at: new Date() }).where('id', '=', leadId).execute(),
    ).rejects.toThrow();
  });
});

describe('erasing a person while a business pays with Stripe', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: { ...FAKE_STRIPE_KEYS, STRIPE_API_URL: stripe.url, ADMIN_CONSOLE_URL: ADMIN_ORIGIN } });
    await seedDefaultTemplates(t.database.db);
    admin = { cookie: await signInAdmin(t), origin: ADMIN_ORIGIN };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('cancels a payment not yet made, and refunds one Stripe had already taken when its success arrives', async () => {
    const db = t.database.db;
    const leadId = await insertSentLead(db, { price: '30.00' });
    const open = await inviteBusiness(db, leadId, { email: 'aperta@example.it', name: 'Ditta Aperta' });
    const paid = await inviteBusiness(db, leadId, { email: 'pagata@example.it', name: 'Ditta Pagata' });
    const openIntent = await startStripePurchase(t.app, {
      leadId,
      token: open.token,
      businessEmail: 'aperta@example.it',
      businessName: 'Ditta Aperta',
    });
    const paidIntent = await startStripePurchase(t.app, {
      leadId,
      token: paid.token,
      businessEmail: 'pagata@example.it',
      businessName: 'Ditta Pagata',
    });
    // Stripe has taken this one; its webhook has not arrived yet.
    const taken = stripe.paymentIntents.get(paidIntent);
    if (taken === undefined) throw new Error('no intent');
    taken.status = 'succeeded';

    const erased = await t.app.inject({ method: 'POST', url: '/api/admin/privacy/erase', headers: admin, payload: { email: VISITOR.email } });
    expect(erased.statusCode, erased.body).toBe(200);

    const cancels = stripe.requests.filter((request) => request.path.endsWith('/cancel')).map((request) => request.path);
    expect(cancels.sort()).toEqual([`/v1/payment_intents/${openIntent}/cancel`, `/v1/payment_intents/${paidIntent}/cancel`].sort());
    expect(stripe.paymentIntents.get(openIntent)?.status).toBe('canceled');

    await stripeReports(t.app, 'payment_intent.succeeded', paidIntent);
    const purchases = await purchasesOf(db, leadId);
    expect(purchases.find((purchase) => purchase.payment_intent_id === openIntent)).toMatchObject({
      status: 'failed',
      failure_reason: 'lead_closed',
    });
    expect(purchases.find((purchase) => purchase.payment_intent_id === paidIntent)).toMatchObject({
      status: 'refunded',
      failure_reason: 'lead_closed',
      paid_at: null,
    });
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds').map((request) => request.form.payment_intent)).toEqual([paidIntent]);
    expect(await outboxTo(db, 'pagata@example.it', 'purchase-contacts')).toEqual([]);
    const [notice] = await outboxTo(db, 'pagata@example.it', 'refund-notice');
    expect(notice?.text).toContain('non era più in vendita');
    const totals = await db.selectFrom('businesses').select(['total_purchases']).where('id', '=', paid.id).executeTakeFirstOrThrow();
    expect(totals.total_purchases).toBe(0);
  });
});
