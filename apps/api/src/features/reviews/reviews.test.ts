import { randomUUID } from 'node:crypto';
import { routes, type AdminReview, type AdminReviewList, type PrivacyExport, type ReviewRequestView, type WrittenReview } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedToken } from '../../lib/signed-token.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { createTestApp, signInAdmin, TEST_ADMIN, type TestApp } from '../../test/test-app.ts';
import { inviteBusiness, insertSentLead, VISITOR } from '../checkout/sent-lead.fixture.ts';
import { privacySecret } from '../privacy/privacy.service.ts';
import { applyRetention } from '../privacy/retention.ts';
import { requestDueReviews, reviewAuthorName } from './reviews.service.ts';

const PUBLIC_SITE = 'https://www.trovapro.example';
const CHECKOUT = 'https://business.trovapro.example';
const CONSOLE = 'https://console.trovapro.example';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let adminCookie: string;
let secret: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_SITE_URL: PUBLIC_SITE, CHECKOUT_URL: CHECKOUT, ADMIN_CONSOLE_URL: CONSOLE, REVIEW_REQUEST_DAYS: '7', REVIEW_REPLY_DAYS: '7' },
  });
  adminCookie = await signInAdmin(t);
  secret = await privacySecret(t.database.db, t.config);
}, 60_000);
afterAll(() => t.close());

interface PurchaseOptions {
  readonly paidDaysAgo?: number;
  readonly status?: 'paid' | 'refunded';
  readonly customerEmail?: string;
}

/** A paid purchase (the lead of VISITOR in Fano, a business of its own), paid `paidDaysAgo` days ago: its ids. */
async function purchase(options: PurchaseOptions = {}) {
  const db = t.database.db;
  const leadId = await insertSentLead(db);
  if (options.customerEmail !== undefined)
    await db.updateTable('leads').set({ user_email: options.customerEmail }).where('id', '=', leadId).execute();
  const email = `${randomUUID().slice(0, 8)}@example.it`;
  const business = await inviteBusiness(db, leadId, { email, name: 'Idraulica Alfa' });
  const paidAt = new Date(Date.now() - (options.paidDaysAgo ?? 8) * DAY_MS);
  const refunded = options.status === 'refunded';
  const row = await db
    .insertInto('purchases')
    .values({
      lead_id: leadId,
      business_id: business.id,
      business_email: email,
      business_name: 'Idraulica Alfa',
      amount: '25.00',
      payment_intent_id: `pi_${randomUUID()}`,
      payment_provider: 'test-gateway',
      status: refunded ? 'refunded' : 'paid',
      paid_at: paidAt,
      refunded_at: refunded ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { purchaseId: row.id, leadId, businessEmail: email };
}

let addressSeq = 0;
const nextAddress = () => fromAddress(`203.0.113.${(addressSeq++ % 250) + 1}`);
const tokenOf = (purchaseId: string) => signedToken(secret, 'review', purchaseId);
const write = (token: string, body: object = { rating: 4 }) => postJson(t.app, routes.writeReview.path, { token, ...body }, nextAddress());
const view = (token: string) => t.app.inject({ method: 'GET', url: `${routes.reviewRequest.path}?t=${encodeURIComponent(token)}` });
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { cookie: adminCookie, origin: CONSOLE } });
const reviewOf = (purchaseId: string) =>
  t.database.db.selectFrom('reviews').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirstOrThrow();
const eventsOf = (reviewId: string) =>
  t.database.db.selectFrom('review_events').select(['type', 'admin_id', 'reason']).where('review_id', '=', reviewId).orderBy('id').execute();
const outbox = (purpose: string, leadId: string) =>
  t.database.db.selectFrom('email_outbox').selectAll().where('purpose', '=', purpose).where('lead_id', '=', leadId).execute();
const runJob = () => requestDueReviews({ db: t.database.db, secret, publicSiteUrl: PUBLIC_SITE, reviews: t.config.reviews }, new Date());

describe('the author’s name', () => {
  it('is the first name and the surname’s initial', () => {
    expect(reviewAuthorName('Marco Rossi')).toBe('Marco R.');
    expect(reviewAuthorName('  anna maria  de luca ')).toBe('anna L.');
    expect(reviewAuthorName('Giulia')).toBe('Giulia');
    expect(reviewAuthorName('Luca D’Amico')).toBe('Luca D.');
    expect(reviewAuthorName('   ')).toBeNull();
  });
});

describe('the review request job', () => {
  it('asks once per purchase, REVIEW_REQUEST_DAYS after the payment, with the link hidden in the stored message', async () => {
    const due = await purchase({ paidDaysAgo: 8 });
    const early = await purchase({ paidDaysAgo: 6 });
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    const [email, ...others] = await outbox('review-request', due.leadId);
    expect(others).toEqual([]);
    expect(email?.recipient).toBe(VISITOR.email);
    expect(email?.subject).toBe('Com’è andata con Idraulica Alfa?');
    expect(email?.text).toContain('Ciao Giulia Bianchi,');
    expect(email?.text).toContain('categoria Idraulico a Fano');
    // The stored text holds a marker, never the link; the secret waits beside it for the sender.
    expect(email?.text).not.toContain(tokenOf(due.purchaseId));
    expect(email?.text).not.toContain('/recensione?t=');
    expect(Object.values((email?.secrets ?? {}) as Record<string, string>)).toEqual([`${PUBLIC_SITE}/recensione?t=${tokenOf(due.purchaseId)}`]);
    const asked = await t.database.db
      .selectFrom('purchases')
      .select('review_requested_at')
      .where('id', '=', due.purchaseId)
      .executeTakeFirstOrThrow();
    expect(asked.review_requested_at).toBeInstanceOf(Date);
    expect(await outbox('review-request', early.leadId)).toEqual([]);

    expect(await runJob()).toBe(0);
    expect(await outbox('review-request', due.leadId)).toHaveLength(1);
  });

  it('never asks for a refunded purchase, an erased lead, or a purchase paid before REVIEW_REQUEST_DAYS + 14 days', async () => {
    const refunded = await purchase({ status: 'refunded' });
    const erased = await purchase();
    await t.database.db.updateTable('leads').set({ erased_at: new Date() }).where('id', '=', erased.leadId).execute();
    const old = await purchase({ paidDaysAgo: 22 });
    const lastDay = await purchase({ paidDaysAgo: 20 });
    await runJob();
    expect(await outbox('review-request', refunded.leadId)).toEqual([]);
    expect(await outbox('review-request', erased.leadId)).toEqual([]);
    expect(await outbox('review-request', old.leadId)).toEqual([]);
    expect(await outbox('review-request', lastDay.leadId)).toHaveLength(1);
  });
});

describe('writing a review from the link', () => {
  it('shows the form’s business and request, then takes one review per purchase and tells the business', async () => {
    const bought = await purchase();
    const token = tokenOf(bought.purchaseId);
    const before = await view(token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<ReviewRequestView>()).toMatchObject({
      businessName: 'Idraulica Alfa',
      category: 'Idraulico',
      place: 'Fano (Pesaro e Urbino)',
      review: null,
    });

    const written = await write(token, { rating: 5, comment: '  Puntuale e gentile.  ' });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json<WrittenReview>()).toMatchObject({ rating: 5, comment: 'Puntuale e gentile.' });
    const row = await reviewOf(bought.purchaseId);
    expect(row).toMatchObject({ rating: 5, comment: 'Puntuale e gentile.', author_name: 'Giulia B.', status: 'pending', lead_id: bought.leadId });
    const replyDays = (row.reply_until.getTime() - row.created_at.getTime()) / DAY_MS;
    expect(replyDays).toBeGreaterThan(6.99);
    expect(replyDays).toBeLessThan(7.01);
    expect(await eventsOf(row.id)).toEqual([{ type: 'created', admin_id: null, reason: null }]);

    const [notice] = await outbox('review-received', bought.leadId);
    expect(notice?.recipient).toBe(bought.businessEmail);
    expect(notice?.text).toContain('Voto: ★★★★★ (5 su 5)');
    expect(notice?.text).toContain('Commento: «Puntuale e gentile.»');
    const until = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      row.reply_until,
    );
    expect(notice?.text).toContain(`Puoi rispondere entro il ${until} dall’Area aziende`);
    expect(notice?.text).toContain(`${CHECKOUT}/area/recensioni`);

    const again = await write(token, { rating: 1, comment: 'Ho cambiato idea' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', field: 'review' });
    expect(await reviewOf(bought.purchaseId)).toMatchObject({ rating: 5 });
    expect((await view(token)).json<ReviewRequestView>().review).toMatchObject({ rating: 5, comment: 'Puntuale e gentile.' });
  });

  it('takes nothing from a forged token, an erase or request token, or another purchase’s token', async () => {
    const bought = await purchase();
    const other = await purchase();
    const [, otherSignature] = tokenOf(other.purchaseId).split('.');
    const forged = [
      `${bought.purchaseId}.${'A'.repeat(43)}`,
      signedToken(secret, 'erase', bought.purchaseId),
      signedToken(secret, 'request', bought.purchaseId),
      signedToken(secret, 'erase', bought.leadId),
      `${bought.purchaseId}.${otherSignature}`,
      signedToken(Buffer.from('un altro segreto'), 'review', bought.purchaseId),
      'non-un-token',
    ];
    for (const token of forged) {
      const response = await write(token, { rating: 1 });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_token' });
      expect((await view(token)).statusCode, token).toBe(400);
    }
    expect(
      await t.database.db.selectFrom('reviews').select('id').where('purchase_id', 'in', [bought.purchaseId, other.purchaseId]).execute(),
    ).toEqual([]);
  });

  it('refuses kindly a refunded purchase or an erased lead (410), and an invalid rating or a long comment (400)', async () => {
    const refunded = await purchase({ status: 'refunded' });
    const erased = await purchase();
    await t.database.db.updateTable('leads').set({ erased_at: new Date() }).where('id', '=', erased.leadId).execute();
    for (const { purchaseId } of [refunded, erased]) {
      const response = await write(tokenOf(purchaseId));
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'lead_unavailable', message: expect.stringContaining('Non è più possibile') });
      expect((await view(tokenOf(purchaseId))).statusCode).toBe(410);
    }
    const open = await purchase();
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: 4, comment: 'x'.repeat(1001) }, {}]) {
      expect((await write(tokenOf(open.purchaseId), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await write(tokenOf(open.purchaseId), { rating: 2, comment: 'x'.repeat(1000) })).statusCode).toBe(201);
  });

  it('is rate limited per address', async () => {
    const bought = await purchase();
    const from = fromAddress('198.51.100.77');
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++)
      answers.push((await postJson(t.app, routes.writeReview.path, { token: 'x', rating: 3 }, from)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
    expect((await postJson(t.app, routes.writeReview.path, { token: tokenOf(bought.purchaseId), rating: 3 }, from)).statusCode).toBe(429);
  });
});

describe('the admin’s «Recensioni»', () => {
  it('publishes only once the business replied or its days are over, hides with a reason, logs each with the admin', async () => {
    const bought = await purchase();
    expect((await write(tokenOf(bought.purchaseId), { rating: 3, comment: 'Lavoro fatto, ma in ritardo.' })).statusCode).toBe(201);
    const { id } = await reviewOf(bought.purchaseId);
    const adminId = (await t.database.db.selectFrom('admins').select('id').where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow()).id;

    const pending = (await admin('GET', `${routes.adminListReviews.path}?status=pending&limit=100`)).json<AdminReviewList>();
    const listed = pending.reviews.find((review) => review.id === id);
    expect(listed).toMatchObject({
      rating: 3,
      authorName: 'Giulia B.',
      status: 'pending',
      publishable: false,
      business: { name: 'Idraulica Alfa' },
      lead: { id: bought.leadId, category: 'Idraulico', place: 'Fano (Pesaro e Urbino)' },
      events: [{ type: 'created', adminName: null }],
    });

    const early = await admin('POST', routes.adminPublishReview.path.replace(':id', id));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'invalid_transition', message: expect.stringContaining('può ancora rispondere fino al') });
    expect(await reviewOf(bought.purchaseId)).toMatchObject({ status: 'pending', moderated_at: null });

    // The window ends (as time passing would): publishable.
    await t.database.db.updateTable('reviews').set({ reply_until: sql`now() - interval '1 minute'` }).where('id', '=', id).execute();
    const published = await admin('POST', routes.adminPublishReview.path.replace(':id', id));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<AdminReview>()).toMatchObject({ status: 'published', publishable: false });
    expect((await admin('POST', routes.adminPublishReview.path.replace(':id', id))).statusCode).toBe(409);

    const noReason = await admin('POST', routes.adminHideReview.path.replace(':id', id), { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect((await admin('POST', routes.adminHideReview.path.replace(':id', id), {})).statusCode).toBe(400);
    const hidden = await admin('POST', routes.adminHideReview.path.replace(':id', id), { reason: ' Contiene un insulto. ' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<AdminReview>()).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Contiene un insulto.',
      events: [
        { type: 'created', adminName: null },
        { type: 'published', adminName: TEST_ADMIN.name },
        { type: 'hidden', adminName: TEST_ADMIN.name, reason: 'Contiene un insulto.' },
      ],
    });
    expect(await eventsOf(id)).toEqual([
      { type: 'created', admin_id: null, reason: null },
      { type: 'published', admin_id: adminId, reason: null },
      { type: 'hidden', admin_id: adminId, reason: 'Contiene un insulto.' },
    ]);
    expect(await reviewOf(bought.purchaseId)).toMatchObject({ status: 'hidden', moderated_by: adminId });
    const hiddenList = (await admin('GET', `${routes.adminListReviews.path}?status=hidden&limit=100`)).json<AdminReviewList>();
    expect(hiddenList.reviews.map((review) => review.id)).toContain(id);
  });

  it('publishes a replied review before its date, and drops the landing pages’ cache on each decision', async () => {
    const bought = await purchase();
    expect((await write(tokenOf(bought.purchaseId), { rating: 5 })).statusCode).toBe(201);
    const { id } = await reviewOf(bought.purchaseId);
    // The business's reply (its area writes it: helper D's endpoint), before the date.
    await t.database.db.updateTable('reviews').set({ reply: 'Grazie a lei!', replied_at: new Date() }).where('id', '=', id).execute();
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    await t.publicCache.get('landing-pages', 'idraulico-fano', load);
    await t.publicCache.get('landing-pages', 'idraulico-fano', load);
    expect(loads).toBe(1);
    const published = await admin('POST', routes.adminPublishReview.path.replace(':id', id));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<AdminReview>()).toMatchObject({ status: 'published', reply: 'Grazie a lei!' });
    await t.publicCache.get('landing-pages', 'idraulico-fano', load);
    expect(loads).toBe(2);
    expect((await admin('POST', routes.adminHideReview.path.replace(':id', id), { reason: 'Segnalata come falsa' })).statusCode).toBe(200);
    await t.publicCache.get('landing-pages', 'idraulico-fano', load);
    expect(loads).toBe(3);
  });

  it('answers 404 for an unknown review and 401 without a session', async () => {
    expect((await admin('POST', routes.adminPublishReview.path.replace(':id', randomUUID()))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: routes.adminListReviews.path })).statusCode).toBe(401);
  });
});

describe('erasure anonymises the reviews', () => {
  const COMMENT = 'Sono Giulia Bianchi, chiamatemi al 333 7654321: lavoro ottimo, ve lo consiglio.';

  it('on the admin’s erase: name gone, comment redacted, review and status kept, event logged; the export lists it before', async () => {
    const customer = `cliente.${randomUUID().slice(0, 8)}@example.it`;
    const bought = await purchase({ customerEmail: customer });
    expect((await write(tokenOf(bought.purchaseId), { rating: 4, comment: COMMENT })).statusCode).toBe(201);
    const { id } = await reviewOf(bought.purchaseId);
    await t.database.db.updateTable('reviews').set({ reply_until: sql`now() - interval '1 minute'` }).where('id', '=', id).execute();
    expect((await admin('POST', routes.adminPublishReview.path.replace(':id', id))).statusCode).toBe(200);

    const exported = await admin('GET', `${routes.adminPrivacyExport.path}?email=${encodeURIComponent(customer)}`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json<PrivacyExport>().leads[0]?.reviews).toEqual([
      expect.objectContaining({ businessName: 'Idraulica Alfa', rating: 4, comment: COMMENT, authorName: 'Giulia B.', status: 'published' }),
    ]);

    const erased = await admin('POST', routes.adminPrivacyErase.path, { email: customer });
    expect(erased.statusCode, erased.body).toBe(200);
    const row = await reviewOf(bought.purchaseId);
    expect(row).toMatchObject({ id, rating: 4, status: 'published', author_name: null });
    expect(row.anonymised_at).toBeInstanceOf(Date);
    expect(row.comment).not.toContain('Giulia');
    expect(row.comment).not.toContain('Bianchi');
    expect(row.comment).not.toContain('7654321');
    expect(row.comment).toContain('lavoro ottimo, ve lo consiglio.');
    expect((await eventsOf(id)).map((event) => event.type)).toEqual(['created', 'published', 'anonymised']);
    expect((await view(tokenOf(bought.purchaseId))).statusCode).toBe(410);
  });

  it('on the customer’s self-erase, once', async () => {
    const customer = `cliente.${randomUUID().slice(0, 8)}@example.it`;
    const bought = await purchase({ customerEmail: customer });
    expect((await write(tokenOf(bought.purchaseId), { rating: 2, comment: 'Mai più. Giulia' })).statusCode).toBe(201);
    const erased = await postJson(t.app, routes.privacyErase.path, { token: signedToken(secret, 'erase', bought.leadId) }, nextAddress());
    expect(erased.statusCode, erased.body).toBe(200);
    const row = await reviewOf(bought.purchaseId);
    expect(row).toMatchObject({ author_name: null, status: 'pending', rating: 2 });
    expect(row.comment).not.toContain('Giulia');
    expect((await eventsOf(row.id)).filter((event) => event.type === 'anonymised')).toHaveLength(1);
  });

  it('on retention’s anonymisation, in the same run as the lead’s', async () => {
    const bought = await purchase();
    expect((await write(tokenOf(bought.purchaseId), { rating: 5, comment: 'Grazie da Giulia Bianchi' })).statusCode).toBe(201);
    await t.database.db.updateTable('leads').set({ created_at: sql`now() - interval '30 months'` }).where('id', '=', bought.leadId).execute();
    const report = await t.database.db.transaction().execute((trx) => applyRetention(trx, { leadRetentionMonths: 24, now: new Date() }));
    expect(report.reviewsAnonymised).toBeGreaterThanOrEqual(1);
    const row = await reviewOf(bought.purchaseId);
    expect(row).toMatchObject({ author_name: null, status: 'pending' });
    expect(row.comment).toBe('Grazie da [nome rimosso]');
    const lead = await t.database.db.selectFrom('leads').select('erased_at').where('id', '=', bought.leadId).executeTakeFirstOrThrow();
    expect(lead.erased_at).toBeInstanceOf(Date);
  });
});
