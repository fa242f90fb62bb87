import { routes, type BusinessOfferList, type BusinessPurchaseList } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_COOKIE_NAME } from '../../plugins/business-session.ts';
import { TEST_BILLING } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { SELLER_ENV } from '../../test/seller.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { payWithTestCard } from '../../test/test-card.ts';
import { insertSentLead, inviteBusiness, VISITOR, type InvitedBusiness } from '../checkout/sent-lead.fixture.ts';
import { AREA_LINKS_PER_BUSINESS } from './business-offers.ts';
import { createBusinessSession } from './business-sessions.ts';

/** «Offerte» of the «Area aziende» (issue 33): what is offered to the signed-in business now, and buying it from there. */
const CHECKOUT = 'https://trovapro.example';
const A = { email: 'alfa@example.it', name: 'Idraulica Alfa' };
const B = { email: 'beta@example.it', name: 'Termoidraulica Beta' };

let t: TestApp;
let cookieA = '';
let cookieB = '';
const leads = { fresh: '', discounted: '', closed: '', soldOut: '', bought: '', onlyB: '', pending: '', erased: '' };
const emailed: Record<string, InvitedBusiness> = {};

let addressSeq = 0;
const nextAddress = () => fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);

/** The business of `token` buys the lead with the test gateway's card. */
async function buyWith(leadId: string, token: string, business: { email: string; name: string }): Promise<void> {
  const started = await postJson(
    t.app,
    `/api/business/purchase/${leadId}?t=${encodeURIComponent(token)}`,
    { businessEmail: business.email, businessName: business.name, billing: TEST_BILLING, acceptTerms: true },
    nextAddress(),
  );
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret } = started.json() as { clientSecret: string };
  const paid = await payWithTestCard(t.app, clientSecret, nextAddress());
  expect(paid.statusCode, paid.body).toBe(200);
}

async function offersOf(cookie: string, query = ''): Promise<BusinessOfferList> {
  const response = await t.app.inject({ method: 'GET', url: `${routes.businessListOffers.path}${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BusinessOfferList;
}

const mint = (cookie: string, leadId: string, origin = CHECKOUT) =>
  t.app.inject({
    method: 'POST',
    url: routes.businessOfferPurchaseLink.path.replace(':leadId', leadId),
    headers: { cookie, origin },
  });

/** The token of a purchase link the area answered. */
function tokenOf(url: string, leadId: string): string {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${CHECKOUT}/business/lead/${leadId}`);
  return parsed.searchParams.get('t') ?? '';
}

const leadView = (leadId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}?t=${encodeURIComponent(token)}` });

const offeredAt = (leadId: string, hoursAgo: number) =>
  t.database.db
    .updateTable('lead_deliveries')
    .set({ sent_at: sql<Date>`now() - make_interval(hours => ${hoursAgo})` })
    .where('lead_id', '=', leadId)
    .execute();

beforeAll(async () => {
  t = await createTestApp({ env: { ...SELLER_ENV, CHECKOUT_URL: CHECKOUT, LEAD_MAX_BUYERS: '2' } });
  const { db } = t.database;

  leads.fresh = await insertSentLead(db, { userRequest: 'Perdita sotto il lavello, sono Giulia Bianchi, chiamatemi al 333 123 4567.' });
  emailed.fresh = await inviteBusiness(db, leads.fresh, A);
  await inviteBusiness(db, leads.fresh, B);
  await offeredAt(leads.fresh, 1);

  // Sent 50 hours ago and bought by nobody: the 48-hour discount applies.
  leads.discounted = await insertSentLead(db, { sentHoursAgo: 50, category: 'Elettricista', inFano: false, price: '25.00' });
  emailed.discounted = await inviteBusiness(db, leads.discounted, A);
  await offeredAt(leads.discounted, 50);

  leads.closed = await insertSentLead(db);
  emailed.closed = await inviteBusiness(db, leads.closed, A);
  await db
    .updateTable('leads')
    .set({ status: 'closed', closed_at: sql<Date>`now()`, closed_reason: 'admin' })
    .where('id', '=', leads.closed)
    .execute();

  // Two other businesses took both places.
  leads.soldOut = await insertSentLead(db);
  emailed.soldOut = await inviteBusiness(db, leads.soldOut, A);
  for (const other of [B, { email: 'gamma@example.it', name: 'Gamma Impianti' }]) {
    await buyWith(leads.soldOut, (await inviteBusiness(db, leads.soldOut, other)).token, other);
  }

  leads.bought = await insertSentLead(db);
  emailed.bought = await inviteBusiness(db, leads.bought, A);
  await buyWith(leads.bought, emailed.bought.token, A);

  leads.onlyB = await insertSentLead(db, { userRequest: 'Solo per Beta: caldaia da sostituire.' });
  await inviteBusiness(db, leads.onlyB, B);

  leads.pending = await insertSentLead(db, { status: 'pending' });
  await inviteBusiness(db, leads.pending, A);

  leads.erased = await insertSentLead(db);
  await inviteBusiness(db, leads.erased, A);
  await db.updateTable('leads').set({ erased_at: sql<Date>`now()` }).where('id', '=', leads.erased).execute();

  const idOf = async (email: string) => (await db.selectFrom('businesses').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  cookieA = `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(db, await idOf(A.email))}`;
  cookieB = `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(db, await idOf(B.email))}`;
}, 60_000);
afterAll(() => t.close());

describe('GET /api/business/area/offers', () => {
  it('lists only what the signed-in business can still buy, newest offer first, as the checkout shows it', async () => {
    const list = await offersOf(cookieA);
    expect(list.offers.map((offer) => offer.leadId)).toEqual([leads.fresh, leads.discounted]);
    expect([list.total, list.totalPages]).toEqual([2, 1]);

    const [fresh, discounted] = list.offers;
    expect(fresh).toMatchObject({
      category: 'Idraulico',
      place: 'Fano (Pesaro e Urbino)',
      price: '25.00',
      originalPrice: '25.00',
      isDiscounted: false,
      placesLeft: 2,
    });
    expect(Date.parse(fresh?.offeredAt ?? '')).toBeGreaterThan(Date.now() - 2 * 60 * 60 * 1000);
    // The request as the checkout shows it before payment: the customer's name and phone hidden.
    const view = (await leadView(leads.fresh, emailed.fresh?.token ?? '')).json() as { description: string };
    expect(fresh?.request).toBe(view.description);
    expect(discounted).toMatchObject({
      category: 'Elettricista',
      place: 'Zona Sud',
      price: '12.50',
      originalPrice: '25.00',
      isDiscounted: true,
      placesLeft: 1,
    });

    const body = JSON.stringify(list);
    for (const secret of [VISITOR.email, VISITOR.phone, '333 123 4567', VISITOR.name]) expect(body).not.toContain(secret);
  });

  it('never shows another business’s offers', async () => {
    const beta = await offersOf(cookieB);
    expect(beta.offers.map((offer) => offer.leadId)).toEqual([leads.onlyB, leads.fresh]);
    expect((await offersOf(cookieA)).offers.map((offer) => offer.leadId)).not.toContain(leads.onlyB);
  });

  it('pages them 20 at a time by default and as asked', async () => {
    const page = await offersOf(cookieA, '?limit=1&page=2');
    expect(page.offers.map((offer) => offer.leadId)).toEqual([leads.discounted]);
    expect([page.total, page.totalPages]).toEqual([2, 2]);
  });

  it('needs a business session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: routes.businessListOffers.path });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/business/area/offers/:leadId/purchase-link', () => {
  it('refuses what the business cannot buy: another’s lead 404, bought 409, closed or sold out 410, a foreign origin 403', async () => {
    expect((await mint(cookieA, leads.onlyB)).statusCode).toBe(404);
    expect((await mint(cookieA, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bought = await mint(cookieA, leads.bought);
    expect(bought.statusCode).toBe(409);
    expect(bought.json()).toMatchObject({ code: 'already_purchased' });
    expect((await mint(cookieA, leads.closed)).statusCode).toBe(410);
    expect((await mint(cookieA, leads.soldOut)).statusCode).toBe(410);
    expect((await mint(cookieA, leads.fresh, 'https://evil.example')).statusCode).toBe(403);
    expect((await mint('', leads.fresh)).statusCode).toBe(401);
  });

  it('answers a purchase link that buys; the emailed link keeps working; a newer area link replaces the older', async () => {
    const first = await mint(cookieA, leads.discounted);
    expect(first.statusCode, first.body).toBe(200);
    const firstToken = tokenOf((first.json() as { url: string }).url, leads.discounted);
    expect((await leadView(leads.discounted, firstToken)).json()).toMatchObject({ invitedBusiness: { email: A.email }, price: '12.50' });

    const second = await mint(cookieA, leads.discounted);
    const secondToken = tokenOf((second.json() as { url: string }).url, leads.discounted);
    expect(secondToken).not.toBe(firstToken);
    expect((await leadView(leads.discounted, firstToken)).statusCode).toBe(404);
    expect((await leadView(leads.discounted, secondToken)).statusCode).toBe(200);
    expect((await leadView(leads.discounted, emailed.discounted?.token ?? '')).statusCode).toBe(200);

    // Only its hash is stored.
    const row = await t.database.db
      .selectFrom('lead_deliveries')
      .select(['area_token_hash', 'token_hash'])
      .where('lead_id', '=', leads.discounted)
      .executeTakeFirstOrThrow();
    expect(row.area_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.area_token_hash).not.toBe(row.token_hash);

    await buyWith(leads.discounted, secondToken, A);
    expect((await offersOf(cookieA)).offers.map((offer) => offer.leadId)).toEqual([leads.fresh]);
    const purchases = await t.app.inject({ method: 'GET', url: routes.businessListPurchases.path, headers: { cookie: cookieA } });
    const found = (purchases.json() as BusinessPurchaseList).purchases.find((purchase) => purchase.leadId === leads.discounted);
    expect(found).toMatchObject({ amount: '12.50', status: 'paid', contacts: { email: VISITOR.email } });
    // The lead's id as the search (where an emailed link opened again leads): that purchase only, and only its buyer's.
    const byLead = await t.app.inject({
      method: 'GET',
      url: `${routes.businessListPurchases.path}?q=${leads.discounted}`,
      headers: { cookie: cookieA },
    });
    expect((byLead.json() as BusinessPurchaseList).purchases.map((purchase) => purchase.leadId)).toEqual([leads.discounted]);
    const byLeadB = await t.app.inject({
      method: 'GET',
      url: `${routes.businessListPurchases.path}?q=${leads.discounted}`,
      headers: { cookie: cookieB },
    });
    expect((byLeadB.json() as BusinessPurchaseList).purchases).toEqual([]);

    // The emailed link, opened again: already bought, no contact in the sale view; its purchase for the buyer.
    const used = await leadView(leads.discounted, emailed.discounted?.token ?? '');
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: 'already_purchased' });
    expect(used.body).not.toContain(VISITOR.email);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/business/lead/${leads.discounted}/purchase?t=${encodeURIComponent(emailed.discounted?.token ?? '')}`,
    });
    expect(again.statusCode).toBe(200);
  });

  it('the emailed link of an offer still buys after the area minted one', async () => {
    expect((await mint(cookieA, leads.fresh)).statusCode).toBe(200);
    await buyWith(leads.fresh, emailed.fresh?.token ?? '', A);
    expect((await offersOf(cookieA)).offers).toEqual([]);
    // B's place on the same lead: one left now.
    expect((await offersOf(cookieB)).offers.find((offer) => offer.leadId === leads.fresh)).toMatchObject({ placesLeft: 1 });
  });

  it('a paused business is offered nothing and mints no link', async () => {
    const { db } = t.database;
    await db.updateTable('businesses').set({ is_active: false, paused_reason: 'admin' }).where('email', '=', B.email).execute();
    expect((await offersOf(cookieB)).offers).toEqual([]);
    expect((await mint(cookieB, leads.onlyB)).statusCode).toBe(404);
    await db.updateTable('businesses').set({ is_active: true, paused_reason: null }).where('email', '=', B.email).execute();
    expect((await mint(cookieB, leads.onlyB)).statusCode).toBe(200);
  });

  it('mints at most AREA_LINKS_PER_BUSINESS links a business in 15 minutes', async () => {
    // A fresh window: the tests above asked links too.
    await t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'area-purchase-link:%').execute();
    const answers: number[] = [];
    for (let i = 0; i < AREA_LINKS_PER_BUSINESS; i++) answers.push((await mint(cookieB, leads.onlyB)).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(AREA_LINKS_PER_BUSINESS);
    const refused = await mint(cookieB, leads.onlyB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
  });
});
