import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, outboxTo, purchasesOf, VISITOR } from './sent-lead.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressSeq = 0;
/** A fresh client address per call: the per-address limits are tested on their own. */
const nextAddress = () => fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);

const view = (leadId: string) => t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}` });
const purchase = (leadId: string, body: object) => postJson(t.app, `/api/business/purchase/${leadId}`, body, nextAddress());
const confirm = (clientSecret: string, cardNumber: string, expiry = '12/39') =>
  postJson(t.app, '/api/business/test-gateway/confirm', { clientSecret, cardNumber, expiry, cvc: '123' }, nextAddress());

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const UNAVAILABLE = { code: 'lead_unavailable', message: 'Lead non più disponibile o già venduto' };

async function buy(leadId: string, businessEmail: string, businessName = 'Azienda di prova') {
  const started = await purchase(leadId, { businessEmail, businessName });
  expect(started.statusCode, started.body).toBe(200);
  return (started.json() as { clientSecret: string }).clientSecret;
}

describe('GET /api/business/lead/:leadId', () => {
  it('shows category, request, place, price and places left, and never a contact of the visitor', async () => {
    const leadId = await insertSentLead(t.database.db);
    const response = await view(leadId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: leadId,
      category: 'Idraulico',
      description: 'Perdita d’acqua sotto il lavello della cucina, serve un idraulico entro la settimana.',
      location: { municipality: 'Fano', province: 'Pesaro e Urbino' },
      price: '25.00',
      isDiscounted: false,
      originalPrice: '25.00',
      placesLeft: 3,
    });
    for (const contact of [VISITOR.email, VISITOR.name, VISITOR.phone, 'giulia', 'Bianchi', '333']) {
      expect(response.body).not.toContain(contact);
    }
  });

  it('has no location when the lead has no comune', async () => {
    const leadId = await insertSentLead(t.database.db, { inFano: false });
    expect((await view(leadId)).json()).toMatchObject({ location: null });
  });

  it('costs 50% less (rounded to the cent) once nobody bought it within 48 hours of being sent', async () => {
    const fresh = await insertSentLead(t.database.db, { price: '25.01', sentHoursAgo: 47 });
    expect((await view(fresh)).json()).toMatchObject({ price: '25.01', isDiscounted: false, originalPrice: '25.01' });

    const old = await insertSentLead(t.database.db, { price: '25.01', sentHoursAgo: 49 });
    expect((await view(old)).json()).toMatchObject({ price: '12.51', isDiscounted: true, originalPrice: '25.01' });
    // The purchase charges the server's discounted price.
    await buy(old, 'scontato@example.it');
    const [stored] = await purchasesOf(t.database.db, old);
    expect(stored).toMatchObject({ amount: '12.51', status: 'pending' });
  });

  it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
    expect((await view('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await view('non-un-id')).statusCode).toBe(400);
  });

  it('answers 410 for a lead that was not sent or was rejected', async () => {
    for (const status of ['pending', 'rejected', 'approved_pending_companies'] as const) {
      const leadId = await insertSentLead(t.database.db, { status });
      const response = await view(leadId);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect((await purchase(leadId, { businessEmail: 'x@example.it', businessName: 'X' })).statusCode).toBe(410);
    }
  });
});

describe('POST /api/business/purchase/:leadId', () => {
  it('refuses a missing or malformed company with 400 naming the field', async () => {
    const leadId = await insertSentLead(t.database.db);
    const missing = await purchase(leadId, { businessEmail: 'a@example.it' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_error', field: 'businessName' });
    const malformed = await purchase(leadId, { businessEmail: 'non-una-email', businessName: 'Rossi' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_error', field: 'businessEmail' });
    const blank = await purchase(leadId, { businessEmail: 'a@example.it', businessName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'businessName' });
    expect(await purchasesOf(t.database.db, leadId)).toHaveLength(0);
  });

  it('creates a pending test-gateway payment for the lead price and answers the client secret', async () => {
    const leadId = await insertSentLead(t.database.db, { price: '30.00' });
    const response = await purchase(leadId, { businessEmail: 'Info@Rossi.IT', businessName: ' Idraulica Rossi ' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { clientSecret: string; paymentForm: string; publishableKey?: string };
    expect(body).toEqual({ clientSecret: expect.stringMatching(/^pi_test_[0-9a-f]{24}_secret_/), paymentForm: 'test-gateway' });
    const [stored] = await purchasesOf(t.database.db, leadId);
    expect(stored).toMatchObject({ business_email: 'info@rossi.it', status: 'pending', amount: '30.00' });
    expect(body.clientSecret.startsWith(`${stored?.payment_intent_id}_secret_`)).toBe(true);
    const row = await t.database.db.selectFrom('purchases').select(['business_name', 'payment_provider']).where('lead_id', '=', leadId).executeTakeFirstOrThrow();
    expect(row).toEqual({ business_name: 'Idraulica Rossi', payment_provider: 'test-gateway' });
  });
});

describe('POST /api/business/test-gateway/confirm', () => {
  it('4242… pays: purchase paid, business created with the purchase and spend, contacts emailed once', async () => {
    const leadId = await insertSentLead(t.database.db, { price: '25.00' });
    const clientSecret = await buy(leadId, 'ufficio@termoidraulica.it', 'Termoidraulica Verdi');
    const response = await confirm(clientSecret, SUCCEEDS);
    expect(response.statusCode).toBe(200);
    const [stored] = await purchasesOf(t.database.db, leadId);
    expect(response.json()).toEqual({ paymentIntentId: stored?.payment_intent_id, status: 'succeeded' });
    expect(stored).toMatchObject({ status: 'paid', paid_at: expect.any(Date), business_id: expect.any(String) });

    const business = await t.database.db.selectFrom('businesses').selectAll().where('email', '=', 'ufficio@termoidraulica.it').executeTakeFirstOrThrow();
    expect(business).toMatchObject({
      id: stored?.business_id,
      name: 'Termoidraulica Verdi',
      category: 'Idraulico',
      location: 'Fano',
      istat_code: '041013',
      is_active: true,
      total_purchases: 1,
    });
    expect(Number(business.total_spent)).toBe(25);

    const [email, ...others] = await outboxTo(t.database.db, 'ufficio@termoidraulica.it', 'purchase-contacts');
    expect(others).toHaveLength(0);
    expect(email?.dedupe_key).toBe(`purchase-contacts:${stored?.id}`);
    for (const detail of [VISITOR.name, VISITOR.email, VISITOR.phone, 'Perdita d’acqua sotto il lavello', 'Fano (Pesaro e Urbino)']) {
      expect(email?.text).toContain(detail);
    }
    expect(email?.text).toContain('Termoidraulica Verdi');
    expect(email?.text).toContain('25,00');

    // Confirming again (a double click) changes nothing.
    expect((await confirm(clientSecret, SUCCEEDS)).statusCode).toBe(200);
    expect(await outboxTo(t.database.db, 'ufficio@termoidraulica.it', 'purchase-contacts')).toHaveLength(1);
    const again = await t.database.db.selectFrom('businesses').select('total_purchases').where('email', '=', 'ufficio@termoidraulica.it').executeTakeFirstOrThrow();
    expect(again.total_purchases).toBe(1);
  });

  it('4000 0000 0000 0002 is declined with 402 and the purchase fails; a good card then pays', async () => {
    const leadId = await insertSentLead(t.database.db);
    const clientSecret = await buy(leadId, 'rifiutata@example.it');
    const declined = await confirm(clientSecret, DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'card_declined', message: 'La carta è stata rifiutata.' });
    expect((await purchasesOf(t.database.db, leadId))[0]).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
    expect(await outboxTo(t.database.db, 'rifiutata@example.it', 'purchase-contacts')).toHaveLength(0);

    // Any other number is declined too.
    expect((await confirm(clientSecret, '5555 5555 5555 4444')).statusCode).toBe(402);

    expect((await confirm(clientSecret, SUCCEEDS)).statusCode).toBe(200);
    expect((await purchasesOf(t.database.db, leadId))[0]).toMatchObject({ status: 'paid', failure_reason: null });
  });

  it('refuses an expired card (400), an unknown or forged client secret (404)', async () => {
    const leadId = await insertSentLead(t.database.db);
    const clientSecret = await buy(leadId, 'scaduta@example.it');
    const expired = await confirm(clientSecret, SUCCEEDS, '01/20');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'card_expired', message: 'La carta è scaduta.' });
    expect((await confirm(clientSecret, SUCCEEDS, '13/40')).statusCode).toBe(400);

    const [id] = clientSecret.split('_secret_');
    const forged = `${id}_secret_${'A'.repeat(43)}`;
    expect((await confirm(forged, SUCCEEDS)).statusCode).toBe(404);
    expect((await confirm(`${id}`, SUCCEEDS)).statusCode).toBe(404);
    expect((await confirm('pi_test_000000000000000000000000_secret_x', SUCCEEDS)).statusCode).toBe(404);
    expect((await purchasesOf(t.database.db, leadId))[0]?.status).toBe('pending');
  });

  it('sells to three businesses: the same one cannot buy twice (409), the fourth cannot (410)', async () => {
    const leadId = await insertSentLead(t.database.db);
    for (const [index, email] of ['uno@example.it', 'due@example.it', 'tre@example.it'].entries()) {
      expect((await view(leadId)).json()).toMatchObject({ placesLeft: 3 - index });
      const clientSecret = await buy(leadId, email);
      expect((await confirm(clientSecret, SUCCEEDS)).statusCode).toBe(200);
      if (index === 0) {
        const repeat = await purchase(leadId, { businessEmail: 'UNO@example.it', businessName: 'Uno' });
        expect(repeat.statusCode).toBe(409);
        expect(repeat.json()).toEqual({ code: 'already_purchased', message: 'Hai già acquistato questo lead' });
      }
    }
    const soldOut = await view(leadId);
    expect(soldOut.statusCode).toBe(410);
    expect(soldOut.json()).toEqual(UNAVAILABLE);
    expect((await purchase(leadId, { businessEmail: 'quattro@example.it', businessName: 'Quattro' })).statusCode).toBe(410);
    expect((await purchasesOf(t.database.db, leadId)).map((row) => row.status)).toEqual(['paid', 'paid', 'paid']);
  });

  it('a payment started before the lead sold out is refused with 410 and nothing is charged', async () => {
    const leadId = await insertSentLead(t.database.db);
    const late = await buy(leadId, 'ritardo@example.it');
    for (const email of ['a1@example.it', 'a2@example.it', 'a3@example.it']) {
      expect((await confirm(await buy(leadId, email), SUCCEEDS)).statusCode).toBe(200);
    }
    const response = await confirm(late, SUCCEEDS);
    expect(response.statusCode).toBe(410);
    const rows = await purchasesOf(t.database.db, leadId);
    expect(rows.find((row) => row.business_email === 'ritardo@example.it')).toMatchObject({ status: 'failed', failure_reason: 'lead_unavailable' });
    expect(await outboxTo(t.database.db, 'ritardo@example.it', 'purchase-contacts')).toHaveLength(0);
  });

  it('two tabs of one business: the second payment is refused (409)', async () => {
    const leadId = await insertSentLead(t.database.db);
    const first = await buy(leadId, 'doppia@example.it');
    const second = await buy(leadId, 'doppia@example.it');
    expect((await confirm(first, SUCCEEDS)).statusCode).toBe(200);
    expect((await confirm(second, SUCCEEDS)).statusCode).toBe(409);
    expect((await purchasesOf(t.database.db, leadId)).map((row) => row.status)).toEqual(['paid', 'failed']);
  });

  it('six businesses paying at once past the cap of three: exactly three paid, the rest refunded or refused', async () => {
    const leadId = await insertSentLead(t.database.db);
    const emails = Array.from({ length: 6 }, (_, index) => `corsa${index}@example.it`);
    const secrets = await Promise.all(emails.map((email) => buy(leadId, email)));
    const responses = await Promise.all(secrets.map((secret) => confirm(secret, SUCCEEDS)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 410, 410, 410]);

    const rows = await purchasesOf(t.database.db, leadId);
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(3);
    const losers = rows.filter((row) => row.status !== 'paid');
    expect(losers).toHaveLength(3);
    for (const loser of losers) {
      // Refused before "charging" (failed), or caught by the post-payment path (refunded + notice).
      expect(['failed', 'refunded']).toContain(loser.status);
      const notices = await outboxTo(t.database.db, loser.business_email, 'refund-notice');
      expect(notices).toHaveLength(loser.status === 'refunded' ? 1 : 0);
      if (loser.status === 'refunded') expect(loser.refunded_at).toBeInstanceOf(Date);
      expect(await outboxTo(t.database.db, loser.business_email, 'purchase-contacts')).toHaveLength(0);
    }
    const contacts = await t.database.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('purpose', '=', 'purchase-contacts')
      .where('recipient', 'in', emails)
      .execute();
    expect(contacts).toHaveLength(3);
  });

  it('limits confirmations per client address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await postJson(
        t.app,
        '/api/business/test-gateway/confirm',
        { clientSecret: 'pi_test_000000000000000000000000_secret_x', cardNumber: SUCCEEDS, expiry: '12/39', cvc: '123' },
        fromAddress('203.0.113.77'),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
  });
});
