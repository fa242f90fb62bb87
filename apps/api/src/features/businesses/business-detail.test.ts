import { RECEIVED_LEADS_SHOWN, type AdminBusinessDetail, type Business } from '@trovapro/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import { startStripePurchase, stripeReports } from '../../test/stripe-purchase.ts';
import { TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { insertSentLead, inviteBusiness, purchasesOf } from '../checkout/sent-lead.fixture.ts';
import { useTestApp } from '../../test/file-app.ts';

// Stripe mode (a local stand-in): a payment arriving past the cap of buyers is refunded for real.
let _stripe: FakeStripe;
const t = useTestApp({ fakeStripe: true, signedIn: true });

/** The business `email` is sent the lead and starts buying it through its own link: the payment intent's id. */
async function startPurchase(leadId: string, email: string): Promise<string> {
  const { token } = await inviteBusiness(t.database.db, leadId, { email });
  return startStripePurchase(t.app, { leadId, token, businessEmail: email, businessName: `Ditta ${email}` });
}

/** Dates a sending (a created_at-like column the query builder does not update). */
const sentHoursAgo = (leadId: string, businessId: string, hours: number) =>
  sql`update lead_deliveries set sent_at = now() - make_interval(hours => ${hours}) where lead_id = ${leadId} and business_id = ${businessId}`.execute(
    t.database.db,
  );

const detail = (id: string, headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method: 'GET', url: `/api/admin/businesses/${id}`, headers });

describe('GET /api/admin/businesses/:id', () => {
  it('shows the partner, its counts and the leads it received, newest first, each with its own purchase', async () => {
    const { db } = t.database;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/businesses',
      headers: { cookie: t.cookie },
      payload: { name: 'Idraulica Dettaglio', email: 'dettaglio@example.it', category: 'Idraulico', location: 'Fano' },
    });
    expect(created.statusCode).toBe(201);
    const business = created.json() as Business;
    const email = business.email;

    // Bought (paid).
    const bought = await insertSentLead(db, { price: '30.00' });
    await stripeReports(t.app, 'payment_intent.succeeded', await startPurchase(bought, email));
    // Received, not bought, and with no comune.
    const ignored = await insertSentLead(db, { inFano: false });
    await inviteBusiness(db, ignored, { email });
    // Paid after three others had bought it: refunded.
    const soldOut = await insertSentLead(db);
    const late = await startPurchase(soldOut, email);
    for (const other of ['primo@example.it', 'secondo@example.it', 'terzo@example.it']) {
      await stripeReports(t.app, 'payment_intent.succeeded', await startPurchase(soldOut, other));
    }
    await stripeReports(t.app, 'payment_intent.succeeded', late);
    // The card was declined: no purchase to show.
    const declined = await insertSentLead(db);
    await stripeReports(t.app, 'payment_intent.payment_failed', await startPurchase(declined, email));

    for (const [lead, hours] of [
      [bought, 4],
      [ignored, 3],
      [soldOut, 2],
      [declined, 1],
    ] as const) {
      await sentHoursAgo(lead, business.id, hours);
    }
    const paid = (await purchasesOf(db, bought))[0]!;
    const refunded = (await purchasesOf(db, soldOut)).find((purchase) => purchase.business_email === email)!;
    expect(paid.status).toBe('paid');
    expect(refunded).toMatchObject({ status: 'refunded', refunded_at: expect.any(Date) });

    const response = await detail(business.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as AdminBusinessDetail;
    const deliveries = await db.selectFrom('lead_deliveries').select(['lead_id', 'sent_at']).where('business_id', '=', business.id).execute();
    const sentAt = (lead: string) => deliveries.find((row) => row.lead_id === lead)!.sent_at.toISOString();
    const fano = { municipality: 'Fano', province: 'Pesaro e Urbino' };
    expect(body).toEqual({
      // The paid purchase's billing data became the business's (the next purchase starts from it).
      business: { ...business, totalPurchases: 1, totalSpent: '30.00', billing: TEST_BILLING_DETAILS },
      receivedCount: 4,
      boughtCount: 1,
      received: [
        { leadId: declined, category: 'Idraulico', location: fano, sentAt: sentAt(declined), purchase: null },
        {
          leadId: soldOut,
          category: 'Idraulico',
          location: fano,
          sentAt: sentAt(soldOut),
          purchase: { id: refunded.id, status: 'refunded', amount: '25.00', at: refunded.refunded_at!.toISOString() },
        },
        { leadId: ignored, category: 'Idraulico', location: null, sentAt: sentAt(ignored), purchase: null },
        {
          leadId: bought,
          category: 'Idraulico',
          location: fano,
          sentAt: sentAt(bought),
          purchase: { id: paid.id, status: 'paid', amount: '30.00', at: paid.paid_at!.toISOString() },
        },
      ],
      // Accepted at its first purchase (issue 33: the terms for businesses).
      terms: { version: expect.any(String), acceptedAt: expect.any(String), context: 'purchase', current: true },
      // Issue 33: its «Preferenze» — an admin-added business: its category, no limit of place, price or week.
      preferences: {
        categories: ['Idraulico'],
        reach: null,
        comuni: [],
        maxPrice: null,
        weeklyCap: null,
        // Paid just now: this week's (the refunded purchase is not counted).
        spentThisWeek: '30.00',
        weekStartedAt: expect.any(String),
        paused: false,
        pausedReason: null,
      },
      // No report yet; its sale past the cap was refunded before it was paid: it does not count.
      reports: [],
      refundRate: { allTime: { refunded: 0, purchases: 1, rate: 0 }, month: { refunded: 0, purchases: 1, rate: 0 } },
    });
    const row = await db.selectFrom('businesses').select('created_at').where('id', '=', business.id).executeTakeFirstOrThrow();
    expect(body.business.createdAt).toBe(row.created_at.toISOString());
  });

  it(`lists at most ${RECEIVED_LEADS_SHOWN} leads, the newest, and counts them all`, async () => {
    const { db } = t.database;
    const leads: string[] = [];
    let businessId = '';
    for (let index = 0; index <= RECEIVED_LEADS_SHOWN; index += 1) {
      const lead = await insertSentLead(db);
      businessId = (await inviteBusiness(db, lead, { email: 'molti-lead@example.it' })).id;
      await sentHoursAgo(lead, businessId, RECEIVED_LEADS_SHOWN + 1 - index);
      leads.push(lead);
    }
    const body = (await detail(businessId)).json() as AdminBusinessDetail;
    expect(body.receivedCount).toBe(RECEIVED_LEADS_SHOWN + 1);
    expect(body.boughtCount).toBe(0);
    expect(body.received.map((lead) => lead.leadId)).toEqual(leads.slice(1).reverse());
  });

  it('answers 404 for an unknown business, 400 for a malformed id, 401 without a session', async () => {
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Azienda non trovata' });
    expect((await detail('non-un-id')).statusCode).toBe(400);
    expect((await detail('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(401);
  });
});
