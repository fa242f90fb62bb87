import { routes, type CustomerRequest } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BILLING } from '../../test/billing.ts';
import { fromAddress, postJson, verifyEmail } from '../../test/chat-helpers.ts';
import { SELLER_ENV } from '../../test/seller.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, invitedBuyers, inviteBusiness, VISITOR } from '../checkout/sent-lead.fixture.ts';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { privacySecret } from '../privacy/privacy.service.ts';
import { signedToken } from '../../lib/signed-token.ts';
import { captureLogs } from '../../test/log-capture.ts';

const SITE = 'https://www.trovapro.example';
const logs = captureLogs();
const A = { email: 'alfa@example.it', name: 'Idraulica Alfa' };
const B = { email: 'beta@example.it', name: 'Termoidraulica Beta' };

let t: TestApp;
let secret: Buffer;
let buyers: ReturnType<typeof invitedBuyers>;
let addressSeq = 0;
const nextAddress = () => fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);

const tokenOf = (leadId: string, purpose: 'request' | 'erase' | 'review' = 'request') => signedToken(secret, purpose, leadId);
const view = (token: string) =>
  t.app.inject({ method: 'GET', url: `${routes.customerRequest.path}?t=${encodeURIComponent(token)}`, headers: nextAddress() });
const viewOf = async (leadId: string): Promise<CustomerRequest> => {
  const response = await view(tokenOf(leadId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CustomerRequest;
};
const stop = (token: string) => postJson(t.app, routes.customerRequestStop.path, { token }, nextAddress());
const askLink = (email: string, address = nextAddress()) => postJson(t.app, routes.customerRequestLink.path, { email }, address);

/** A lead of its own customer, as the admin sent it (not yet to anyone). */
async function leadOf(customerEmail: string, options: { status?: 'sent' | 'pending' | 'rejected' } = {}): Promise<string> {
  const id = await insertSentLead(t.database.db, options.status === undefined ? {} : { status: options.status });
  await t.database.db.updateTable('leads').set({ user_email: customerEmail }).where('id', '=', id).execute();
  await t.database.db.insertInto('lead_events').values({ lead_id: id, type: 'created' }).execute();
  return id;
}

/** The business buys the lead with the test card, through its purchase link: the purchase's id. */
async function buy(leadId: string, business: { email: string; name: string }): Promise<string> {
  const from = nextAddress();
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

const outbox = (to: string, purpose: string) =>
  t.database.db.selectFrom('email_outbox').selectAll().where('recipient', '=', to).where('purpose', '=', purpose).orderBy('created_at').execute();

beforeAll(async () => {
  t = await createTestApp({
    env: { ...SELLER_ENV, PUBLIC_SITE_URL: SITE, LEAD_MAX_OFFERS: '5', LEAD_MAX_BUYERS: '3', LOG_LEVEL: 'info' },
    logStream: logs.stream,
  });
  await import('../templates/templates.service.ts').then(({ seedDefaultTemplates }) => seedDefaultTemplates(t.database.db));
  secret = await privacySecret(t.database.db, t.config);
  buyers = invitedBuyers(t.database.db);
}, 60_000);
afterAll(() => t.close());

describe('the signed link', () => {
  it('opens only the request it names: a forged, changed, erase or review token gets nothing', async () => {
    const leadA = await leadOf('anna.a@example.it');
    const leadB = await leadOf('bruno.b@example.it');
    const good = tokenOf(leadA);
    const seen = (await view(good)).json() as CustomerRequest;
    expect(seen.request.userEmail).toBe('anna.a@example.it');

    const [, signature] = good.split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const token of [
      `${leadA}.${flipped}`,
      `${leadB}.${signature}`,
      tokenOf(leadA, 'erase'),
      tokenOf(leadA, 'review'),
      signedToken(Buffer.from('un altro segreto'), 'request', leadA),
      leadA,
      'niente',
    ]) {
      const response = await view(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_token' });
      expect(response.body).not.toContain('anna.a@example.it');
      expect((await stop(token)).statusCode, token).toBe(400);
    }
    const other = await viewOf(leadB);
    expect(other.request.userEmail).toBe('bruno.b@example.it');
    expect(JSON.stringify(other)).not.toContain('anna.a@example.it');
    // Nothing was closed by the refused stops.
    expect((await viewOf(leadA)).state).toBe('sent');
  });

  it('answers 410 for an erased request, and is never cached', async () => {
    const lead = await leadOf('erased.person@example.it');
    const response = await view(tokenOf(lead));
    expect(response.headers['cache-control']).toBe('no-store');
    const erase = await postJson(t.app, routes.privacyErase.path, { token: tokenOf(lead, 'erase') }, nextAddress());
    expect(erase.statusCode, erase.body).toBe(200);
    const gone = await view(tokenOf(lead));
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'already_erased', message: expect.stringContaining('Richiesta cancellata') });
    expect((await stop(tokenOf(lead))).statusCode).toBe(410);
  });
});

describe('the page of a request', () => {
  it('says the state with dates, and shows the contacts and published reviews of the buyers only', async () => {
    const lead = await leadOf('carla.c@example.it');
    const pending = await leadOf('pending.p@example.it', { status: 'pending' });
    expect((await viewOf(pending)).state).toBe('pending');
    expect((await viewOf(pending)).timeline.map((step) => step.type)).toEqual(['received']);

    // Offered to A and B; only A buys.
    await inviteBusiness(t.database.db, lead, { email: B.email, name: B.name });
    let seen = await viewOf(lead);
    expect(seen.state).toBe('sent');
    expect(seen.offeredTo).toBe(1);
    expect(seen.buyers).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(B.email);

    await buy(lead, A);
    seen = await viewOf(lead);
    expect(seen.state).toBe('bought');
    expect(seen.offeredTo).toBe(2);
    expect(seen.request).toMatchObject({
      userRequest: expect.stringContaining('lavello'),
      category: 'Idraulico',
      location: 'Fano (Pesaro e Urbino)',
      userName: VISITOR.name,
      userPhone: VISITOR.phone,
    });
    expect(seen.buyers).toHaveLength(1);
    expect(seen.buyers[0]).toMatchObject({
      name: A.name,
      email: A.email,
      municipality: 'Fano',
      province: 'Pesaro e Urbino',
      rating: null,
      reviews: [],
    });
    // B was only offered it: neither its name among the buyers nor its contacts.
    expect(JSON.stringify(seen)).not.toContain(B.email);
    expect(seen.timeline.map((step) => step.type)).toEqual(['received', 'sent', 'sent', 'bought']);
    expect(seen.timeline.at(-2)).toMatchObject({ businesses: 2 });
    expect(seen.timeline.at(-1)).toMatchObject({ businessName: A.name });
    expect(seen.eraseUrl).toMatch(new RegExp(`^${SITE}/privacy/cancella\\?t=`));

    // Only published reviews count.
    const businessId = seen.buyers[0]?.businessId ?? '';
    const purchaseId = (await t.database.db.selectFrom('purchases').select('id').where('lead_id', '=', lead).executeTakeFirstOrThrow()).id;
    const otherLead = await leadOf('dario.d@example.it');
    const otherPurchase = await buy(otherLead, A);
    const review = { lead_id: lead, business_id: businessId, reply_until: new Date() };
    await t.database.db
      .insertInto('reviews')
      .values([
        {
          ...review,
          purchase_id: purchaseId,
          rating: 5,
          comment: 'Puntuale e gentile',
          author_name: 'Carla C.',
          status: 'published',
          moderated_at: new Date(),
          reply: 'Grazie!',
          replied_at: new Date(),
        },
        { ...review, lead_id: otherLead, purchase_id: otherPurchase, rating: 4, comment: 'In attesa', author_name: 'Dario D.' },
      ])
      .execute();
    seen = await viewOf(lead);
    expect(seen.buyers[0]?.rating).toEqual({ average: 5, count: 1 });
    expect(seen.buyers[0]?.reviews).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Puntuale e gentile', authorName: 'Carla C.', reply: 'Grazie!' }),
    ]);
  });

  it('with proposals, carries the choice: at most LEAD_MAX_OFFERS minus the businesses offered, each with its rating', async () => {
    const lead = await leadOf('elena.e@example.it', { status: 'pending' });
    await t.database.db.updateTable('leads').set({ status: 'approved' }).where('id', '=', lead).execute();
    expect((await viewOf(lead)).choice).toBeNull();
    const offered = await inviteBusiness(t.database.db, lead, { email: 'gia.offerta@example.it', name: 'Già Offerta' });
    const proposed = await t.database.db.selectFrom('businesses').select('id').where('email', '=', A.email).executeTakeFirstOrThrow();
    await t.database.db.insertInto('lead_proposals').values({ lead_id: lead, business_id: proposed.id }).execute();
    expect(offered.id).not.toBe(proposed.id);
    const seen = await viewOf(lead);
    expect(seen.choice).toEqual({
      answered: false,
      max: 4,
      proposals: [
        { businessId: proposed.id, name: A.name, municipality: 'Fano', province: 'Pesaro e Urbino', rating: { average: 5, count: 1 }, chosen: false },
      ],
    });
    expect(JSON.stringify(seen.choice)).not.toContain(A.email);
    expect(seen.timeline.map((step) => step.type)).toContain('awaiting_choice');
  });
});

describe('«Non voglio altri contatti»', () => {
  it('closes the request for good: the offer link answers unavailable, a purchase is refused, buyers are told once', async () => {
    const lead = await leadOf('franco.f@example.it');
    await buy(lead, A);
    const openLink = await buyers.query(lead, B.email, B.name);
    expect((await t.app.inject({ method: 'GET', url: `/api/business/lead/${lead}${openLink}` })).statusCode).toBe(200);

    const first = await stop(tokenOf(lead));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, alreadyClosed: false, message: expect.stringContaining('chiusa') });
    const row = await t.database.db.selectFrom('leads').select(['status', 'closed_reason']).where('id', '=', lead).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'closed', closed_reason: 'customer_stop' });

    const offer = await t.app.inject({ method: 'GET', url: `/api/business/lead/${lead}${openLink}` });
    expect(offer.statusCode).toBe(410);
    expect(offer.json()).toMatchObject({ code: 'lead_unavailable' });
    const purchase = await postJson(
      t.app,
      `/api/business/purchase/${lead}${openLink}`,
      { businessEmail: B.email, businessName: B.name, billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
    expect(purchase.statusCode).toBe(410);

    const notices = await outbox(A.email, 'customer-stop-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Il cliente chiede di non essere più contattato: Idraulico');
    expect(notices[0]?.text).toContain('chiede di non essere più contattato');
    expect(await outbox(B.email, 'customer-stop-notice')).toEqual([]);

    const again = await stop(tokenOf(lead));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyClosed: true });
    expect(await outbox(A.email, 'customer-stop-notice')).toHaveLength(1);

    const seen = await viewOf(lead);
    expect(seen).toMatchObject({ state: 'closed', closedReason: 'customer_stop' });
    expect(seen.timeline.at(-1)).toMatchObject({ type: 'closed', reason: 'customer_stop' });
    // The buyer's contacts stay on the page.
    expect(seen.buyers.map((buyer) => buyer.email)).toEqual([A.email]);
  });
});

describe('a fresh link by email', () => {
  it('answers the same for a known and an unknown address, and emails a link to each request not erased', async () => {
    const email = 'giulia.g@example.it';
    const first = await leadOf(email);
    const second = await leadOf(email);
    const erased = await leadOf(email);
    await t.database.db.updateTable('leads').set({ erased_at: new Date() }).where('id', '=', erased).execute();

    const known = await askLink('Giulia.G@Example.it');
    const unknown = await askLink('nessuno.qui@example.it');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await outbox('nessuno.qui@example.it', 'customer-request-link')).toEqual([]);

    const sent = await outbox(email, 'customer-request-link');
    expect(sent).toHaveLength(1);
    const stored = sent[0]!;
    // The stored log never shows a token.
    expect(stored.text).not.toContain(tokenOf(first));
    const delivered = deliverableMessage(stored).text;
    expect(delivered).toContain(`${SITE}/la-mia-richiesta?t=${tokenOf(first)}`);
    expect(delivered).toContain(`${SITE}/la-mia-richiesta?t=${tokenOf(second)}`);
    expect(delivered).not.toContain(tokenOf(erased));
    expect(delivered).toContain('Idraulico a Fano (Pesaro e Urbino), richiesta del ');
  });

  it('is limited per mailbox (whatever the spelling) and per client address', async () => {
    const address = fromAddress('203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await askLink(i % 2 === 0 ? 'limite@example.it' : 'Limite+x@example.it')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const fromOne: number[] = [];
    for (let i = 0; i < 21; i++) fromOne.push((await askLink(`persona${i}@example.it`, address)).statusCode);
    expect(fromOne.slice(0, 20).every((status) => status === 200)).toBe(true);
    const limited = await askLink('ultima@example.it', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'too_many_requests', message: expect.stringContaining('Riprova') });
  });
});

describe('the emails carry the link', () => {
  it('the confirmation states both numbers and the request page; the purchase email links it too; tokens hidden in the log', async () => {
    const email = 'ivo.i@example.it';
    const address = '198.51.100.240';
    const leadId = await verifyEmail(t.app, t.database.db, email, address);
    const completed = await postJson(
      t.app,
      '/api/leads/complete',
      {
        userEmail: email,
        userRequest: 'Perde il rubinetto della cucina, serve un idraulico',
        userName: 'Ivo Iori',
        leadId,
        privacyConsent: true,
        category: 'Idraulico',
        istatCode: '041013',
      },
      fromAddress(address),
    );
    expect(completed.statusCode, completed.body).toBe(201);
    const [confirmation] = await outbox(email, 'lead-confirmation');
    expect(confirmation).toBeDefined();
    const url = `${SITE}/la-mia-richiesta?t=${tokenOf(leadId)}`;
    expect(confirmation!.text).not.toContain(tokenOf(leadId));
    const text = deliverableMessage(confirmation!).text;
    expect(text).toContain(url);
    expect(text).toContain('al massimo a 5 aziende');
    expect(text).toContain('al massimo 3 di loro potranno acquistarla');

    await t.database.db.updateTable('leads').set({ status: 'sent', sent_at: new Date() }).where('id', '=', leadId).execute();
    await buy(leadId, A);
    const [purchased] = await outbox(email, 'lead-purchased-customer');
    expect(purchased!.text).not.toContain(tokenOf(leadId));
    expect(deliverableMessage(purchased!).text).toContain(url);
  });
});

describe('logs', () => {
  it('never hold a request token or the address a link is asked for', async () => {
    const email = 'lorena.l@example.it';
    const lead = await leadOf(email);
    logs.clear();
    await view(tokenOf(lead));
    await askLink(email);
    await stop(tokenOf(lead));
    const text = logs.text();
    expect(text).toContain('/api/customer/request');
    expect(text).not.toContain(tokenOf(lead).split('.')[1]);
    expect(text).not.toContain(email);
  });
});
