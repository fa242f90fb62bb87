import { randomUUID } from 'node:crypto';
import {
  routes,
  type AdminLeadDetail,
  type AdminLeadReport,
  type AdminLeadReportList,
  type BusinessLeadReport,
  type BusinessPurchaseList,
} from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_COOKIE_NAME } from '../../plugins/business-session.ts';
import { TEST_BILLING } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { postmarkBounceBody } from '../../test/fake-postmark.ts';
import { SELLER_ENV } from '../../test/seller.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, invitedBuyers } from '../checkout/sent-lead.fixture.ts';
import { createBusinessSession } from '../business-area/business-sessions.ts';

const CHECKOUT = 'https://trovapro.example';
const CONSOLE = 'https://console.trovapro.example';
const WEBHOOK = { user: 'postmark', password: 'segreto-del-webhook-1234' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const A = { email: 'alfa@example.it', name: 'Idraulica Alfa' };
const B = { email: 'beta@example.it', name: 'Termoidraulica Beta' };
const D = { email: 'delta@example.it', name: 'Impianti Delta' };
const E = { email: 'epsilon@example.it', name: 'Epsilon Servizi' };

let t: TestApp;
let adminCookie: string;
let buyers: ReturnType<typeof invitedBuyers>;
const cookies: Record<string, string> = {};

let addressSeq = 0;
/** A lead of its own customer (email, phone), as the admin sent it. */
async function leadOf(customerEmail: string, options: { category?: string; phone?: string } = {}): Promise<string> {
  const id = await insertSentLead(t.database.db, { category: options.category ?? 'Idraulico' });
  await t.database.db
    .updateTable('leads')
    .set({ user_email: customerEmail, user_phone: options.phone ?? `+39 333 ${String(1_000_000 + addressSeq).slice(-7)}` })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The business buys the lead with the test card, as the checkout does: the purchase's id. */
async function buy(leadId: string, business: { email: string; name: string }): Promise<string> {
  const from = fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);
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
    .select(['id', 'business_id'])
    .where('lead_id', '=', leadId)
    .where('business_email', '=', business.email)
    .executeTakeFirstOrThrow();
  if (cookies[business.email] === undefined && row.business_id !== null) {
    cookies[business.email] = `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(t.database.db, row.business_id)}`;
  }
  return row.id;
}

const report = (business: { email: string }, purchaseId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: routes.businessReportPurchase.path.replace(':id', purchaseId),
    payload: body,
    headers: { cookie: cookies[business.email] ?? '', origin: CHECKOUT },
  });

const bounce = (email: string, options: { type?: string; authorization?: string; id?: number } = {}) =>
  t.app.inject({
    method: 'POST',
    url: routes.postmarkBounceWebhook.path,
    payload: postmarkBounceBody({ id: options.id ?? Math.floor(Math.random() * 1e9), messageId: randomUUID(), email, type: options.type }),
    headers:
      options.authorization === undefined ? { authorization: basic(WEBHOOK.user, WEBHOOK.password) } : { authorization: options.authorization },
  });

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { cookie: adminCookie, origin: CONSOLE } });

const purchase = (id: string) =>
  t.database.db.selectFrom('purchases').select(['status', 'failure_reason', 'refund_note', 'lead_id']).where('id', '=', id).executeTakeFirstOrThrow();
const reportOf = (purchaseId: string) =>
  t.database.db.selectFrom('lead_reports').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirstOrThrow();
const creditNotes = (purchaseId: string) =>
  t.database.db.selectFrom('invoices').select(['id', 'state']).where('purchase_id', '=', purchaseId).where('kind', '=', 'credit_note').execute();
const outbox = (to: string, purpose: string) =>
  t.database.db
    .selectFrom('email_outbox')
    .select(['subject', 'text', 'lead_id'])
    .where('recipient', '=', to)
    .where('purpose', '=', purpose)
    .execute();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...SELLER_ENV,
      CHECKOUT_URL: CHECKOUT,
      ADMIN_CONSOLE_URL: CONSOLE,
      POSTMARK_WEBHOOK_USER: WEBHOOK.user,
      POSTMARK_WEBHOOK_PASSWORD: WEBHOOK.password,
    },
  });
  buyers = invitedBuyers(t.database.db);
  adminCookie = await signInAdmin(t);
}, 60_000);
afterAll(() => t.close());

describe('a business reports a problem with a purchase', () => {
  let unreachable = '';

  it('only with its session, only on its own paid purchase (404 for another business’s or an unknown one)', async () => {
    unreachable = await buy(await leadOf('mario.rossi@example.it'), A);
    const betaPurchase = await buy(await leadOf('luca.neri@example.it'), B);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: routes.businessReportPurchase.path.replace(':id', unreachable),
      payload: { reason: 'unreachable' },
      headers: { origin: CHECKOUT },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: routes.businessReportPurchase.path.replace(':id', unreachable),
      payload: { reason: 'unreachable' },
      headers: { cookie: cookies[A.email] ?? '', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await report(A, betaPurchase, { reason: 'unreachable' })).statusCode).toBe(404);
    expect((await report(A, randomUUID(), { reason: 'unreachable' })).statusCode).toBe(404);
    expect((await report(A, unreachable, { reason: 'made_up' })).statusCode).toBe(400);
    expect((await report(A, unreachable, { reason: 'unreachable', note: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('is left to the admin when no rule knows, once per purchase, and shown on the purchase in the area', async () => {
    const sent = await report(A, unreachable, { reason: 'unreachable', note: '  Chiamato 5 volte in 3 giorni, mai risposto.  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      reason: 'unreachable',
      note: 'Chiamato 5 volte in 3 giorni, mai risposto.',
      state: 'pending',
      decidedAt: null,
    });
    const again = await report(A, unreachable, { reason: 'never_asked' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('una volta sola');
    expect((await purchase(unreachable)).status).toBe('paid');

    const list = await t.app.inject({ method: 'GET', url: routes.businessListPurchases.path, headers: { cookie: cookies[A.email] ?? '' } });
    const mine = (list.json() as BusinessPurchaseList).purchases.find((entry) => entry.id === unreachable);
    expect(mine?.guarantee).toMatchObject({ open: false, report: { state: 'pending', reason: 'unreachable' } });
  });

  it('is refused after GUARANTEE_DAYS from the payment, with the reason in Italian', async () => {
    const late = await buy(await leadOf('anna.blu@example.it'), A);
    await t.database.db.updateTable('purchases').set({ paid_at: sql`now() - interval '7 days 1 minute'` }).where('id', '=', late).execute();
    const list = await t.app.inject({ method: 'GET', url: routes.businessListPurchases.path, headers: { cookie: cookies[A.email] ?? '' } });
    expect((list.json() as BusinessPurchaseList).purchases.find((entry) => entry.id === late)?.guarantee).toMatchObject({
      open: false,
      report: null,
    });
    const answer = await report(A, late, { reason: 'unreachable' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Sono passati più di 7 giorni dal pagamento: la garanzia contatto valido non copre più questo acquisto.');
  });

  it('is rate-limited per business', async () => {
    await buy(await leadOf('rate.limit@example.it'), E);
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await report(E, randomUUID(), { reason: 'unreachable' })).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe("Postmark's bounce webhook", () => {
  it('answers 401 without the credentials of its URL, or with wrong ones', async () => {
    expect((await bounce('chiunque@example.it', { authorization: '' })).statusCode).toBe(401);
    expect((await bounce('chiunque@example.it', { authorization: basic(WEBHOOK.user, 'sbagliata') })).statusCode).toBe(401);
    expect((await bounce('chiunque@example.it', { authorization: basic('altro', WEBHOOK.password) })).statusCode).toBe(401);
    expect((await bounce('chiunque@example.it', { authorization: `Bearer ${WEBHOOK.password}` })).statusCode).toBe(401);
    expect((await bounce('chiunque@example.it')).statusCode).toBe(200);
  });

  it('stores each bounce once, tied to the email it answers', async () => {
    const leadId = await leadOf('once@example.it');
    await buy(leadId, D);
    expect((await bounce('once@example.it', { id: 77 })).statusCode).toBe(200);
    expect((await bounce('once@example.it', { id: 77 })).statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('email_bounces').select(['outbox_id', 'type']).where('provider_bounce_id', '=', '77').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.outbox_id).not.toBeNull();
  });

  it('bounce first: a report «phone or email not valid» is accepted at once, refunded with a credit note', async () => {
    const leadId = await leadOf('rimbalzo.prima@example.it');
    const bought = await buy(leadId, A);
    expect((await bounce('rimbalzo.prima@example.it')).statusCode).toBe(200);
    const answer = await report(A, bought, { reason: 'phone_or_email_invalid' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as BusinessLeadReport).state).toBe('accepted');
    expect(await reportOf(bought)).toMatchObject({ state: 'accepted', decided_by: 'auto:bounce', decided_admin_id: null });
    expect(await purchase(bought)).toMatchObject({ status: 'refunded', failure_reason: 'guarantee' });
    expect(await creditNotes(bought)).toHaveLength(1);

    const detail = await admin('GET', `/api/admin/leads/${leadId}`);
    const refunded = (detail.json() as AdminLeadDetail).events.find((event) => event.type === 'refunded');
    expect(refunded).toMatchObject({ purchaseId: bought, amount: '25.00' });
    expect(refunded?.note).toContain('Garanzia accolta automaticamente');
  });

  it('report first: the bounce that comes later accepts it; a soft bounce does not', async () => {
    const bought = await buy(await leadOf('rimbalzo.dopo@example.it'), A);
    const answer = await report(A, bought, { reason: 'phone_or_email_invalid' });
    expect((answer.json() as BusinessLeadReport).state).toBe('pending');
    expect((await bounce('rimbalzo.dopo@example.it', { type: 'SoftBounce' })).statusCode).toBe(200);
    expect((await reportOf(bought)).state).toBe('pending');
    expect((await bounce('RIMBALZO.DOPO@example.it')).statusCode).toBe(200);
    expect(await reportOf(bought)).toMatchObject({ state: 'accepted', decided_by: 'auto:bounce' });
    expect((await purchase(bought)).status).toBe('refunded');
  });

  it('a bounce of an email sent before the purchase proves nothing', async () => {
    const leadId = await leadOf('vecchio@example.it');
    const bought = await buy(leadId, B);
    // The only email to this customer was sent a month before this purchase.
    await t.database.db
      .updateTable('email_outbox')
      .set({ created_at: sql`now() - interval '30 days'` })
      .where('recipient', '=', 'vecchio@example.it')
      .execute();
    await bounce('vecchio@example.it');
    const answer = await report(B, bought, { reason: 'phone_or_email_invalid' });
    expect((answer.json() as BusinessLeadReport).state).toBe('pending');
  });
});

describe('the duplicate rule and the monthly limit', () => {
  it('accepts a duplicate of the same customer and category bought in the 30 days before', async () => {
    await buy(await leadOf('doppio@example.it', { phone: '+39 347 000 1111' }), A);
    // The same customer, another email, the same phone.
    const second = await buy(await leadOf('doppio.altro@example.it', { phone: '+39 347 000 1111' }), A);
    const answer = await report(A, second, { reason: 'duplicate' });
    expect((answer.json() as BusinessLeadReport).state).toBe('accepted');
    expect(await reportOf(second)).toMatchObject({ decided_by: 'auto:duplicate' });
    // Not a duplicate: another category.
    const other = await buy(await leadOf('doppio@example.it', { category: 'Elettricista' }), B);
    expect(((await report(B, other, { reason: 'duplicate' })).json() as BusinessLeadReport).state).toBe('pending');
  });

  it('leaves even objective reports to the admin above GUARANTEE_MONTHLY_AUTO accepted this month', async () => {
    // A has 3 accepted this month (two bounces, one duplicate): the next duplicate waits for the admin.
    await buy(await leadOf('terzo@example.it'), A);
    const fourth = await buy(await leadOf('terzo@example.it'), A);
    const answer = await report(A, fourth, { reason: 'duplicate' });
    expect((answer.json() as BusinessLeadReport).state).toBe('pending');
    expect((await purchase(fourth)).status).toBe('paid');
  });
});

describe("the admin's «Contestazioni»", () => {
  const pendingOf = async () => {
    const answer = await admin('GET', `${routes.adminListReports.path}?state=pending`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as AdminLeadReportList;
  };

  it('lists the pending reports, oldest first, with the business’s refund rate and reports accepted this month', async () => {
    const list = await pendingOf();
    expect(list.reports.every((entry) => entry.state === 'pending')).toBe(true);
    const first = list.reports[0] as AdminLeadReport;
    expect(first).toMatchObject({ reason: 'unreachable', business: { email: A.email }, acceptedThisMonth: 3, monthlyAutoLimit: 3 });
    expect(first.refundRate.allTime.refunded).toBe(3);
    expect(first.refundRate.allTime.rate).toBeCloseTo(3 / first.refundRate.allTime.purchases);
    expect((await t.app.inject({ method: 'GET', url: routes.adminListReports.path })).statusCode).toBe(401);
  });

  it('accepts: the purchase refunded, a credit note, the email to the business; not twice', async () => {
    const target = (await pendingOf()).reports.find((entry) => entry.reason === 'unreachable') as AdminLeadReport;
    const accepted = await admin('POST', routes.adminAcceptReport.path.replace(':id', target.id), {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted', decidedBy: 'admin', decidedByAdmin: 'Anna Rossi', purchase: { status: 'refunded' } });
    expect((await purchase(target.purchase.id)).status).toBe('refunded');
    expect(await creditNotes(target.purchase.id)).toHaveLength(1);
    const emails = await outbox(A.email, 'credit-note');
    expect(emails.some((email) => email.lead_id === target.lead.id)).toBe(true);
    expect((await admin('POST', routes.adminAcceptReport.path.replace(':id', target.id), {})).statusCode).toBe(409);
  });

  it('refuses with a reason (required), emailed to the business', async () => {
    const target = (await pendingOf()).reports.find((entry) => entry.business.email === B.email) as AdminLeadReport;
    expect((await admin('POST', routes.adminRefuseReport.path.replace(':id', target.id), { reason: '   ' })).statusCode).toBe(400);
    expect((await admin('POST', routes.adminRefuseReport.path.replace(':id', target.id), {})).statusCode).toBe(400);
    const refused = await admin('POST', routes.adminRefuseReport.path.replace(':id', target.id), {
      reason: 'Il cliente ha risposto alla nostra email di verifica.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ state: 'refused', decisionReason: 'Il cliente ha risposto alla nostra email di verifica.' });
    expect((await purchase(target.purchase.id)).status).toBe('paid');
    const emails = await outbox(B.email, 'report-refused');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain('Il motivo: Il cliente ha risposto alla nostra email di verifica.');
    expect((await admin('POST', routes.adminAcceptReport.path.replace(':id', target.id), {})).statusCode).toBe(409);

    const list = await t.app.inject({ method: 'GET', url: routes.businessListPurchases.path, headers: { cookie: cookies[B.email] ?? '' } });
    const seen = (list.json() as BusinessPurchaseList).purchases.find((entry) => entry.id === target.purchase.id);
    expect(seen?.guarantee.report).toMatchObject({ state: 'refused', decisionReason: 'Il cliente ha risposto alla nostra email di verifica.' });
  });

  it('refunds any paid purchase with a reason by the same path; a waiting report is accepted with it', async () => {
    const waiting = (await pendingOf()).reports[0] as AdminLeadReport;
    const path = routes.adminRefundPurchase.path.replace(':id', waiting.purchase.id);
    expect((await admin('POST', path, { reason: '' })).statusCode).toBe(400);
    const refunded = await admin('POST', path, { reason: 'Il cliente ha chiesto la cancellazione.' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().creditNote).not.toBeNull();
    expect(await purchase(waiting.purchase.id)).toMatchObject({ status: 'refunded', failure_reason: 'admin_refund' });
    expect((await purchase(waiting.purchase.id)).refund_note).toContain('Il cliente ha chiesto la cancellazione.');
    expect(await reportOf(waiting.purchase.id)).toMatchObject({ state: 'accepted', decided_by: 'admin' });
    expect((await admin('POST', path, { reason: 'Di nuovo' })).statusCode).toBe(409);
    expect((await admin('POST', routes.adminRefundPurchase.path.replace(':id', randomUUID()), { reason: 'x' })).statusCode).toBe(404);
  });

  it('accepts without a second refund a report whose purchase the invoices’ «Rimborsa» gave back meanwhile', async () => {
    const waiting = (await pendingOf()).reports.find((entry) => entry.business.email === A.email) as AdminLeadReport;
    const invoice = await t.database.db
      .selectFrom('invoices')
      .select('id')
      .where('purchase_id', '=', waiting.purchase.id)
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect((await admin('POST', `/api/admin/invoices/${invoice.id}/refund`)).statusCode).toBe(200);
    const accepted = await admin('POST', routes.adminAcceptReport.path.replace(':id', waiting.id), {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted', purchase: { status: 'refunded' } });
    expect(await creditNotes(waiting.purchase.id)).toHaveLength(1);
    expect((await purchase(waiting.purchase.id)).failure_reason).toBe('admin_refund');
  });

  it("shows a partner's reports and refund rate in its detail", async () => {
    const business = await t.database.db.selectFrom('businesses').select('id').where('email', '=', A.email).executeTakeFirstOrThrow();
    const detail = await admin('GET', `/api/admin/businesses/${business.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body.reports.length).toBeGreaterThanOrEqual(5);
    expect(body.reports.map((entry: { state: string }) => entry.state)).toContain('accepted');
    expect(body.refundRate.allTime.refunded).toBe(5);
    expect(body.received.find((lead: { purchase: { id: string } | null }) => lead.purchase !== null).purchase.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
