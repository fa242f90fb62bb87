import { randomUUID } from 'node:crypto';
import { romeDay, romeYear, routes, type BusinessPurchase, type BusinessPurchaseList, type Receipt } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_COOKIE_NAME } from '../../plugins/business-session.ts';
import { TEST_BILLING, TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { SELLER_ENV } from '../../test/seller.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, invitedBuyers, VISITOR } from '../checkout/sent-lead.fixture.ts';
import { insertReceipt } from '../receipts/receipts.repository.ts';
import { createBusinessSession } from './business-sessions.ts';

const CHECKOUT = 'https://trovapro.example';
const CONSOLE = 'https://console.trovapro.example';
const CITTA_DI_CASTELLO = {
  istat_code: '054013',
  cadastral_code: 'C745',
  name: 'Città di Castello',
  province: 'Perugia',
  province_code: 'PG',
  region: 'Umbria',
  postal_codes: ['06012'],
  population: 40000,
};

const A = { email: 'alfa@example.it', name: 'Idraulica Alfa' };
const B = { email: 'beta@example.it', name: 'Termoidraulica Beta' };

let t: TestApp;
let adminCookie: string;
let buyers: ReturnType<typeof invitedBuyers>;
/** A's purchases by what they are. */
const bought = { boiler: '', refunded: '', erased: '', olive: '', old: '' };
const leads = { boiler: '', refunded: '', erased: '', olive: '', old: '' };
let betaPurchase = '';
let cookieA = '';
let cookieB = '';
let businessA = '';

let addressSeq = 0;
/** A business buys the lead with the test card, as the checkout does: the purchase's id. */
async function buy(leadId: string, business: { email: string; name: string }): Promise<string> {
  const from = fromAddress(`203.0.113.${(addressSeq++ % 250) + 1}`);
  const started = await postJson(
    t.app,
    `/api/business/purchase/${leadId}${await buyers.query(leadId, business.email, business.name)}`,
    { businessEmail: business.email, businessName: business.name, billing: TEST_BILLING, acceptTerms: true },
    from,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret } = started.json() as { clientSecret: string };
  const paid = await postJson(
    t.app,
    '/api/business/test-gateway/confirm',
    { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    from,
  );
  expect(paid.statusCode, paid.body).toBe(200);
  const row = await t.database.db
    .selectFrom('purchases')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('business_email', '=', business.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

const invoiceOf = (purchaseId: string) =>
  t.database.db
    .selectFrom('invoices')
    .select(['id', 'number', 'year'])
    .where('purchase_id', '=', purchaseId)
    .where('kind', '=', 'invoice')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ env: { ...SELLER_ENV, CHECKOUT_URL: CHECKOUT, ADMIN_CONSOLE_URL: CONSOLE } });
  const { db } = t.database;
  buyers = invitedBuyers(db);
  adminCookie = await signInAdmin(t);
  await db.insertInto('municipalities').values(CITTA_DI_CASTELLO).execute();

  // Bought before invoices existed: a receipt, 40 days ago.
  leads.old = await insertSentLead(db, { category: 'Idraulico', userRequest: 'Rubinetto del bagno che gocciola.', price: '20.00' });
  businessA = (await buyers.invitation(leads.old, A.email, A.name)).id;
  const paidLongAgo = sql<Date>`now() - interval '40 days'`;
  const old = await db
    .insertInto('purchases')
    .values({
      lead_id: leads.old,
      business_id: businessA,
      business_email: A.email,
      business_name: A.name,
      amount: '20.00',
      payment_intent_id: `pi_${randomUUID()}`,
      payment_provider: 'test-gateway',
      status: 'paid',
      paid_at: paidLongAgo,
      created_at: paidLongAgo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  bought.old = old.id;
  const issuedAt = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
  await insertReceipt(db, {
    purchaseId: old.id,
    year: romeYear(issuedAt),
    number: 900,
    issuedAt,
    tokenHash: randomUUID(),
    seller: { name: 'TrovaPro S.r.l.', vatNumber: 'IT 12345678903', address: 'Via dell’Arco 3, 61032 Fano (PU)', email: 'aiuto@example.it' },
    buyerName: A.name,
    buyerEmail: A.email,
    billing: TEST_BILLING_DETAILS,
    net: '16.39',
    vatRate: '22.00',
    vat: '3.61',
    total: '20.00',
  });

  leads.boiler = await insertSentLead(db, {
    category: 'Idraulico',
    userRequest: 'Sostituzione della caldaia a condensazione prima dell’inverno.',
    price: '30.00',
  });
  bought.boiler = await buy(leads.boiler, A);
  leads.refunded = await insertSentLead(db, { category: 'Elettricista', inFano: false, userRequest: 'Rifare l’impianto elettrico del garage.' });
  bought.refunded = await buy(leads.refunded, A);
  leads.erased = await insertSentLead(db, { category: 'Imbianchino', userRequest: 'Tinteggiare tre stanze e il corridoio.' });
  await db.updateTable('leads').set({ user_email: 'cancellami@example.it', user_name: 'Marco Verdi' }).where('id', '=', leads.erased).execute();
  bought.erased = await buy(leads.erased, A);
  leads.olive = await insertSentLead(db, { category: 'Giardiniere', userRequest: 'Potatura di due ulivi in giardino.' });
  await db.updateTable('leads').set({ istat_code: CITTA_DI_CASTELLO.istat_code }).where('id', '=', leads.olive).execute();
  bought.olive = await buy(leads.olive, A);

  // B bought a lead that also speaks of a «caldaia».
  const betaLead = await insertSentLead(db, { userRequest: 'La caldaia perde acqua dal fondo.' });
  betaPurchase = await buy(betaLead, B);

  // A purchase refunded before it settled (never paid) and a failed one: never listed.
  const unsettled = await insertSentLead(db, { userRequest: 'Caldaia mai pagata.' });
  await buyers.invitation(unsettled, A.email, A.name);
  for (const status of ['refunded', 'failed'] as const) {
    await db
      .insertInto('purchases')
      .values({
        lead_id: unsettled,
        business_id: businessA,
        business_email: A.email,
        business_name: A.name,
        amount: '25.00',
        payment_intent_id: `pi_${randomUUID()}`,
        payment_provider: 'test-gateway',
        status,
        refunded_at: status === 'refunded' ? new Date() : null,
      })
      .execute();
  }

  // The admin refunds one (its credit note issued) and the customer of another erases their data.
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/invoices/${(await invoiceOf(bought.refunded)).id}/refund`,
    headers: { cookie: adminCookie, origin: CONSOLE },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const erase = await t.app.inject({
    method: 'POST',
    url: '/api/admin/privacy/erase',
    payload: { email: 'cancellami@example.it' },
    headers: { cookie: adminCookie, origin: CONSOLE },
  });
  expect(erase.statusCode, erase.body).toBe(200);

  cookieA = `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(db, businessA)}`;
  const betaId = (await db.selectFrom('businesses').select('id').where('email', '=', B.email).executeTakeFirstOrThrow()).id;
  cookieB = `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(db, betaId)}`;
}, 60_000);
afterAll(() => t.close());

async function listOf(cookie: string, query = ''): Promise<BusinessPurchaseList> {
  const response = await t.app.inject({ method: 'GET', url: `${routes.businessListPurchases.path}${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BusinessPurchaseList;
}
const document = (cookie: string, id: string) =>
  t.app.inject({ method: 'GET', url: routes.businessDocument.path.replace(':id', id), headers: { cookie } });
const find = (list: BusinessPurchaseList, id: string) => list.purchases.find((purchase) => purchase.id === id) as BusinessPurchase;

describe("the signed-in business's purchases", () => {
  it('lists its paid purchases only, newest first, never another business’s nor one that never settled', async () => {
    const list = await listOf(cookieA);
    expect(list.purchases.map((purchase) => purchase.id)).toEqual([bought.olive, bought.erased, bought.refunded, bought.boiler, bought.old]);
    expect([list.total, list.totalPages]).toEqual([5, 1]);
    const beta = await listOf(cookieB);
    expect(beta.purchases.map((purchase) => purchase.id)).toEqual([betaPurchase]);
  });

  it('shows the contacts of a paid purchase, with its request, place and invoice', async () => {
    const list = await listOf(cookieA);
    const boiler = find(list, bought.boiler);
    const invoice = await invoiceOf(bought.boiler);
    expect(boiler).toEqual({
      id: bought.boiler,
      leadId: leads.boiler,
      status: 'paid',
      paidAt: expect.any(String),
      refundedAt: null,
      amount: '30.00',
      category: 'Idraulico',
      place: 'Fano (Pesaro e Urbino)',
      request: 'Sostituzione della caldaia a condensazione prima dell’inverno.',
      contacts: { name: VISITOR.name, email: VISITOR.email, phone: VISITOR.phone },
      contactsErased: false,
      documents: [{ id: invoice.id, kind: 'invoice', number: `${invoice.number}/${invoice.year}`, date: romeDay(new Date()) }],
      guarantee: { until: expect.any(String), open: true, report: null },
    });
    expect(find(list, bought.olive).place).toBe('Città di Castello (Perugia)');
  });

  it('hides the contacts of a refunded purchase (its request kept) and lists its invoice, then its credit note', async () => {
    const refunded = find(await listOf(cookieA), bought.refunded);
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundedAt: expect.any(String),
      place: 'Zona Sud',
      request: 'Rifare l’impianto elettrico del garage.',
      contacts: null,
      contactsErased: false,
    });
    expect(refunded.documents.map((doc) => doc.kind)).toEqual(['invoice', 'credit_note']);
  });

  it('hides the contacts and the request of a customer who erased their data, and says so', async () => {
    const erased = find(await listOf(cookieA), bought.erased);
    expect(erased).toMatchObject({ status: 'paid', category: 'Imbianchino', request: null, contacts: null, contactsErased: true });
    expect(JSON.stringify(erased)).not.toContain('Marco');
  });

  it('lists the receipt of a purchase paid before invoices, dated its day in Rome', async () => {
    const old = find(await listOf(cookieA), bought.old);
    expect(old.documents).toEqual([
      {
        id: expect.any(String),
        kind: 'receipt',
        number: `900/${romeYear(new Date(Date.now() - 40 * 86_400_000))}`,
        date: romeDay(new Date(Date.now() - 40 * 86_400_000)),
      },
    ]);
  });

  it('searches request, category, comune and customer’s name, ignoring case and accents', async () => {
    const ids = async (q: string) => (await listOf(cookieA, `?q=${encodeURIComponent(q)}`)).purchases.map((purchase) => purchase.id);
    expect(await ids('CALDAIA')).toEqual([bought.boiler]);
    expect(await ids('citta')).toEqual([bought.olive]);
    expect(await ids('Città di')).toEqual([bought.olive]);
    expect(await ids('elettricista')).toEqual([bought.refunded]);
    // The customer's name: every purchase of hers; the erased customer's name is gone.
    expect(await ids('giulia bianchi')).toEqual([bought.olive, bought.refunded, bought.boiler, bought.old]);
    expect(await ids('Marco')).toEqual([]);
    expect(await ids('tinteggiare')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    const searched = await listOf(cookieA, '?q=caldaia');
    expect([searched.total, searched.totalPages]).toEqual([1, 1]);
  });

  it('pages: limit and page, the total and the number of pages', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listOf(cookieA, `?limit=2&page=${page}`)));
    expect(pages.map((page) => page.purchases.map((purchase) => purchase.id))).toEqual([
      [bought.olive, bought.erased],
      [bought.refunded, bought.boiler],
      [bought.old],
      [],
    ]);
    for (const page of pages) expect([page.total, page.totalPages]).toEqual([5, 3]);
  });
});

describe("the signed-in business's documents", () => {
  it('opens its invoice, credit note and receipt as courtesy copies', async () => {
    const list = await listOf(cookieA);
    const [invoice, creditNote] = find(list, bought.refunded).documents;
    const receipt = find(list, bought.old).documents[0];
    const opened = await document(cookieA, invoice?.id ?? '');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      id: invoice?.id,
      document: 'invoice',
      number: invoice?.number,
      buyer: { name: A.name },
      lead: { id: leads.refunded, category: 'Elettricista', location: null },
    });
    const credit = (await document(cookieA, creditNote?.id ?? '')).json() as Receipt;
    expect(credit).toMatchObject({ document: 'credit_note', credits: { number: invoice?.number } });
    const oldReceipt = (await document(cookieA, receipt?.id ?? '')).json() as Receipt;
    expect(oldReceipt).toMatchObject({ document: 'receipt', number: receipt?.number, total: '20.00', buyer: { name: A.name } });
  });

  it("answers 404 for another business's document exactly as for an unknown id", async () => {
    const betaInvoice = await invoiceOf(betaPurchase);
    expect((await document(cookieB, betaInvoice.id)).statusCode).toBe(200);
    const foreign = await document(cookieA, betaInvoice.id);
    const unknown = await document(cookieA, randomUUID());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: 'Documento non trovato.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(foreign.body);
    // And A's own documents are not B's either.
    const aInvoice = await invoiceOf(bought.boiler);
    expect((await document(cookieB, aInvoice.id)).statusCode).toBe(404);
    expect((await document(cookieA, 'non-un-id')).statusCode).toBe(400);
  });

  it('answers 401 to the purchases and documents without a session', async () => {
    const aInvoice = await invoiceOf(bought.boiler);
    expect((await t.app.inject({ method: 'GET', url: routes.businessListPurchases.path })).statusCode).toBe(401);
    expect((await document('', aInvoice.id)).statusCode).toBe(401);
    expect((await document(adminCookie, aInvoice.id)).statusCode).toBe(401);
  });
});
