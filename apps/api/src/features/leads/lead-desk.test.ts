import { randomUUID } from 'node:crypto';
import type { AdminLeadDetail, Business, BulkLeadStatusResponse, LeadEvent, LeadStatus } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, postJson, verifyEmail } from '../../test/chat-helpers.ts';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { SELLER_ENV } from '../../test/seller.ts';
import { createTestApp, signInAdmin, TEST_ADMIN, type TestApp } from '../../test/test-app.ts';
import { startStripePurchase, stripeReports } from '../../test/stripe-purchase.ts';
import { LogEmailProvider } from '../../providers/email/index.ts';
import { deliverableMessage, deliverDueEmails } from '../email-outbox/email-outbox.service.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { insertLead } from './leads.repository.ts';

let stripe: FakeStripe;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  // One buyer per lead: the second payment is refunded.
  // A configured seller: the sale's invoice is valid, so its email is in the timeline.
  t = await createTestApp({ env: { ...FAKE_STRIPE_KEYS, ...SELLER_ENV, STRIPE_API_URL: stripe.url, LEAD_MAX_BUYERS: '1' } });
  await importMunicipalities(t.database.db);
  await seedDefaultTemplates(t.database.db);
  cookie = await signInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const detail = async (id: string) => {
  const response = await admin('GET', `/api/admin/leads/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminLeadDetail;
};
/** Each event in one word: its type, an email by purpose and status. */
const summary = (events: readonly LeadEvent[]) =>
  events.map((event) => (event.type === 'email' ? `email ${event.email?.purpose} ${event.email?.status}` : event.type));
const deliverOutbox = () => deliverDueEmails(t.database.db, new LogEmailProvider({ info() {} }));

async function addBusiness(name: string): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.it`;
  const response = await admin('POST', '/api/admin/businesses', { name, email, category: 'Idraulico', location: 'Milano' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Business;
}

/** The token of the purchase link the lead's offer email gave the business. */
async function offerToken(leadId: string, business: Business): Promise<string> {
  const row = await t.database.db
    .selectFrom('email_outbox')
    .select(['recipient', 'subject', 'html', 'text', 'secrets'])
    .where('dedupe_key', '=', `lead-offer:${leadId}:${business.id}`)
    .executeTakeFirstOrThrow();
  const token = /\?t=([A-Za-z0-9_-]{43})/.exec(deliverableMessage(row).text)?.[1];
  if (token === undefined) throw new Error('no purchase link in the offer');
  return token;
}

async function startPurchase(leadId: string, business: Business): Promise<string> {
  const token = await offerToken(leadId, business);
  return startStripePurchase(t.app, { leadId, token, businessEmail: business.email, businessName: `${business.name} S.r.l.` });
}

const paymentSucceeded = (paymentIntentId: string) =>
  stripeReports(t.app, 'payment_intent.succeeded', paymentIntentId, t.config.stripe?.webhookSecret);

describe('GET /api/admin/leads/:id — a lead and its timeline', () => {
  let leadId: string;
  let alfa: Business;
  let beta: Business;

  beforeAll(async () => {
    leadId = await verifyEmail(t.app, t.database.db, 'Sofia.Russo@Example.it', '192.0.2.30');
    const completed = await postJson(
      t.app,
      '/api/leads/complete',
      {
        userEmail: 'Sofia.Russo@Example.it',
        userRequest: 'Perdita d’acqua sotto il lavandino a Milano',
        userName: 'Sofia Russo',
        userPhone: '333 765 4321',
        leadId,
        privacyConsent: true,
      },
      fromAddress('192.0.2.30'),
    );
    expect(completed.statusCode, completed.body).toBe(201);
    // The chat's emails go out before the admin looks at the lead.
    await deliverOutbox();
  });

  it('starts with the lead, its creation, verification and the emails of the chat, delivered', async () => {
    const { lead, events } = await detail(leadId);
    expect(lead).toMatchObject({ id: leadId, userName: 'Sofia Russo', userPhone: '+39 333 765 4321', status: 'pending', price: '25.00' });
    expect(summary(events)).toEqual([
      'email verification-code sent',
      'verified',
      'created',
      'email admin-new-lead sent',
      'email lead-confirmation sent',
    ]);
    expect(events[2]).toEqual({ type: 'created', at: lead.createdAt });
    expect(events[1]).toEqual({ type: 'verified', at: expect.any(String) });
    expect(Date.parse(events[1]?.at ?? '')).toBeLessThanOrEqual(Date.parse(lead.createdAt));
    expect(events[4]).toEqual({
      type: 'email',
      at: expect.any(String),
      email: {
        purpose: 'lead-confirmation',
        to: 'sofia.russo@example.it',
        subject: 'Abbiamo ricevuto la tua richiesta: Idraulico',
        status: 'sent',
        sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });

  it('adds the decisions with the admin who made them: approved, a price change, not a price set to the same value', async () => {
    expect((await admin('PATCH', `/api/admin/leads/${leadId}`, { status: 'approved_pending_companies' })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/admin/leads/${leadId}`, { price: '30.00' })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/admin/leads/${leadId}`, { price: '30.00' })).statusCode).toBe(200);
    const { events } = await detail(leadId);
    expect(events.slice(5)).toEqual([
      { type: 'approved', at: expect.any(String), by: TEST_ADMIN.name },
      { type: 'price_changed', at: expect.any(String), by: TEST_ADMIN.name, fromPrice: '25.00', toPrice: '30.00' },
    ]);
  });

  it('adds the sendings, the purchase, the refund past the cap and their emails, in the order they happened', async () => {
    alfa = await addBusiness('Alfa Idraulica');
    beta = await addBusiness('Beta Idraulica');
    const sent = await admin('POST', `/api/admin/leads/${leadId}/send-to-businesses`, { selectedBusinessIds: [beta.id, alfa.id] });
    expect(sent.statusCode, sent.body).toBe(200);
    const [alfaPayment, betaPayment] = [await startPurchase(leadId, alfa), await startPurchase(leadId, beta)];
    await paymentSucceeded(alfaPayment ?? '');
    // The lead is sold out (LEAD_MAX_BUYERS=1): Beta's payment is given back.
    await paymentSucceeded(betaPayment ?? '');

    const { lead, events } = await detail(leadId);
    expect(lead.status).toBe('sent');
    expect(summary(events).slice(7)).toEqual([
      'sent',
      'sent',
      'email lead-offer pending',
      'email lead-offer pending',
      'bought',
      'email lead-purchased-customer pending',
      'email purchase-contacts pending',
      'email purchase-receipt pending',
      'email refund-notice pending',
      'refunded',
    ]);
    const [sentAlfa, sentBeta, offerAlfa, offerBeta, bought, , , receipt, , refunded] = events.slice(7);
    expect(sentAlfa).toEqual({ type: 'sent', at: expect.any(String), business: { id: alfa.id, name: 'Alfa Idraulica' } });
    expect(sentBeta).toEqual({ type: 'sent', at: sentAlfa?.at, business: { id: beta.id, name: 'Beta Idraulica' } });
    expect(offerAlfa?.email).toEqual({
      purpose: 'lead-offer',
      to: alfa.email,
      subject: 'Nuova richiesta a Milano: Idraulico',
      status: 'pending',
      sentAt: null,
    });
    expect(offerBeta?.email?.to).toBe(beta.email);
    expect(bought).toEqual({
      type: 'bought',
      at: expect.any(String),
      business: { id: alfa.id, name: 'Alfa Idraulica S.r.l.' },
      amount: '30.00',
      purchaseId: expect.any(String),
    });
    // Only the paid purchase has a receipt; the refunded one has none.
    expect(receipt?.email).toMatchObject({ purpose: 'purchase-receipt', to: alfa.email, status: 'pending' });
    expect(refunded).toEqual({
      type: 'refunded',
      at: expect.any(String),
      business: { id: beta.id, name: 'Beta Idraulica S.r.l.' },
      amount: '30.00',
      purchaseId: expect.any(String),
    });
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('shows the delivery status the outbox reached', async () => {
    await deliverOutbox();
    const { events } = await detail(leadId);
    const emails = events.filter((event) => event.type === 'email');
    expect(emails).toHaveLength(9);
    expect(emails.every((event) => event.email?.status === 'sent' && event.email.sentAt !== null)).toBe(true);
  });

  it('answers 404 for an unknown lead, 400 for a bad id, 401 without a session', async () => {
    const unknown = await admin('GET', `/api/admin/leads/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Lead non trovato' });
    expect((await admin('GET', '/api/admin/leads/not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/leads/${leadId}` })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/leads/bulk-status', () => {
  async function addLead(status: LeadStatus) {
    const id = randomUUID();
    await insertLead(t.database.db, {
      id,
      user_request: 'Rubinetto che gocciola',
      user_email: 'bulk@example.it',
      user_name: 'Bulk',
      user_phone: null,
      category: 'Idraulico',
      price: '25.00',
      status,
      istat_code: null,
    });
    return id;
  }
  const bulk = (payload: object) => admin('POST', '/api/admin/leads/bulk-status', payload);
  const statuses = async (ids: string[]) => {
    const rows = await t.database.db.selectFrom('leads').select(['id', 'status']).where('id', 'in', ids).execute();
    return ids.map((id) => rows.find((row) => row.id === id)?.status);
  };
  const eventsOf = (ids: string[]) =>
    t.database.db.selectFrom('lead_events').select(['lead_id', 'type', 'admin_id']).where('lead_id', 'in', ids).orderBy('at').execute();

  it('approves the pending leads and says why each other one was left as it was', async () => {
    const [first, second, rejected, sent] = [await addLead('pending'), await addLead('pending'), await addLead('rejected'), await addLead('sent')];
    const response = await bulk({ ids: [rejected, second, UNKNOWN_ID, first, sent], status: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      updatedCount: 2,
      updatedIds: [second, first],
      notUpdated: [
        { id: rejected, code: 'invalid_transition', message: 'Solo un lead in attesa può essere approvato' },
        { id: UNKNOWN_ID, code: 'not_found', message: 'Lead non trovato' },
        { id: sent, code: 'invalid_transition', message: 'Solo un lead in attesa può essere approvato' },
      ],
    } satisfies BulkLeadStatusResponse);
    // Approving is what «Approva» does one by one.
    expect(await statuses([first, second, rejected, sent])).toEqual(['approved_pending_companies', 'approved_pending_companies', 'rejected', 'sent']);
    const adminId = (await t.database.db.selectFrom('admins').select('id').where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow()).id;
    const events = await eventsOf([first, second, rejected, sent]);
    expect(
      events.map((event) => `${event.lead_id === first ? 'first' : event.lead_id === second ? 'second' : 'other'} ${event.type}`).sort(),
    ).toEqual(['first approved', 'second approved']);
    expect(events.every((event) => event.admin_id === adminId)).toBe(true);
    expect((await detail(first)).events.at(-1)).toEqual({ type: 'approved', at: expect.any(String), by: TEST_ADMIN.name });
  });

  it('rejects only pending leads, the others named', async () => {
    const [pending, approved] = [await addLead('pending'), await addLead('approved_pending_companies')];
    const response = await bulk({ ids: [pending, approved], status: 'rejected' });
    expect(response.json()).toEqual({
      updatedCount: 1,
      updatedIds: [pending],
      notUpdated: [{ id: approved, code: 'invalid_transition', message: 'Solo un lead in attesa può essere rifiutato' }],
    });
    expect(await statuses([pending, approved])).toEqual(['rejected', 'approved_pending_companies']);
    expect((await eventsOf([pending, approved])).map((event) => event.type)).toEqual(['rejected']);
    // Rejected by mistake: restored one by one, which is an event too.
    expect((await admin('PATCH', `/api/admin/leads/${pending}`, { status: 'pending' })).statusCode).toBe(200);
    expect(summary((await detail(pending)).events)).toEqual(['rejected', 'restored']);
  });

  it('changes nothing when no lead may change', async () => {
    const rejected = await addLead('rejected');
    expect((await bulk({ ids: [rejected, UNKNOWN_ID], status: 'rejected' })).json()).toMatchObject({ updatedCount: 0, updatedIds: [] });
    expect(await eventsOf([rejected])).toEqual([]);
  });

  it('refuses an empty or repeated list, a status other than approved or rejected, and more than 200 ids (400)', async () => {
    const id = await addLead('pending');
    for (const payload of [
      { ids: [], status: 'approved' },
      { ids: [id, id], status: 'approved' },
      { ids: [id], status: 'pending' },
      { ids: [id], status: 'approved_pending_companies' },
      { ids: ['not-a-uuid'], status: 'approved' },
      { ids: Array.from({ length: 201 }, () => randomUUID()), status: 'rejected' },
    ]) {
      expect((await bulk(payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect(await statuses([id])).toEqual(['pending']);
  });
});
