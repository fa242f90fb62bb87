import { beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { insertSentLead, invitedBuyers, inviteBusiness, outboxTo, purchasesOf, VISITOR } from './sent-lead.fixture.ts';
import { TEST_BILLING } from '../../test/billing.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp();

let addressSeq = 0;
/** A fresh client address per call: the per-address limits are tested on their own. */
const nextAddress = () => fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);

const buyers = () => invitedBuyers(t.database.db);
let invited: ReturnType<typeof invitedBuyers>;
beforeAll(() => {
  invited = buyers();
});

/** The lead as the invited business `email` sees it through its own link. */
const view = async (leadId: string, email = 'vista@example.it') =>
  t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}${await invited.query(leadId, email)}` });
/** A purchase through the link of the invited business whose email is the one typed (or `as`). */
const purchase = async (
  leadId: string,
  body: { businessEmail?: string; businessName?: string; billing?: unknown },
  as = body.businessEmail ?? 'senza-email@example.it',
) =>
  postJson(
    t.app,
    `/api/business/purchase/${leadId}${await invited.query(leadId, as, body.businessName?.trim() || undefined)}`,
    { billing: TEST_BILLING, ...body, acceptTerms: true },
    nextAddress(),
  );
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
    await invited.invitation(leadId, 'seconda-invitata@example.it');
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
      placesLeft: 2,
      guaranteeDays: 7,
      // Nothing bought yet: no billing data to prefill.
      invitedBusiness: { name: 'Idraulica Partner', email: 'vista@example.it', billing: null },
      // A business the admin added: it accepts the terms for businesses at its first purchase.
      termsToAccept: { version: expect.any(String), url: `${t.config.publicSiteUrl}/termini-aziende` },
    });
    // Without the ids (random: a lead's UUID may hold «333» as well as the phone's prefix).
    const shown = response.body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
    for (const contact of [VISITOR.email, VISITOR.name, VISITOR.phone, 'giulia', 'Bianchi', '333']) {
      expect(shown).not.toContain(contact);
    }
  });

  it('never shows more places than the invited businesses who may still buy it', async () => {
    const leadId = await insertSentLead(t.database.db);
    const placesLeft = async () => ((await view(leadId, 'seconda@example.it')).json() as { placesLeft: number }).placesLeft;
    // Sent to two businesses: two places, though three may buy.
    await invited.invitation(leadId, 'prima@example.it');
    expect(await placesLeft()).toBe(2);
    // One bought: one place, for the other.
    expect((await confirm(await buy(leadId, 'prima@example.it'), SUCCEEDS)).statusCode).toBe(200);
    expect(await placesLeft()).toBe(1);
    // A business paused since cannot buy through its link: no place for it.
    await inviteBusiness(t.database.db, leadId, { email: 'in-pausa-posti@example.it', isActive: false });
    expect(await placesLeft()).toBe(1);
    // Sent to more: the cap of three buyers (one has bought) bounds the places.
    await invited.invitation(leadId, 'terza@example.it');
    expect(await placesLeft()).toBe(2);
    await invited.invitation(leadId, 'quarta@example.it');
    expect(await placesLeft()).toBe(2);
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
    const { token } = await inviteBusiness(t.database.db, await insertSentLead(t.database.db), { email: 'altra@example.it' });
    const unknown = await t.app.inject({ method: 'GET', url: `/api/business/lead/00000000-0000-4000-8000-000000000000?t=${token}` });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/business/lead/non-un-id?t=${token}` })).statusCode).toBe(400);
  });

  it('hides the visitor’s name, address, contacts and codes in the request until the lead is paid for', async () => {
    // The visitor is Giulia Bianchi (VISITOR): her name is hidden where the text writes it as hers, even alone («- Giulia»).
    const userRequest =
      'Sono Giulia Bianchi, perdita sotto il lavandino in via Verdi 12, chiamatemi al 333 1234567 o scrivete a ' +
      'mario.rossi@example.com (foto su www.foto-casa.it), codice del portone 4719 - Giulia';
    const leadId = await insertSentLead(t.database.db, { userRequest });
    const { description } = (await view(leadId)).json() as { description: string };
    expect(description).toBe(
      'Sono [nome nascosto], perdita sotto il lavandino in [indirizzo nascosto], chiamatemi al [contatto nascosto] o scrivete a ' +
        '[contatto nascosto] (foto su [contatto nascosto]), codice del portone [dato personale nascosto] - [nome nascosto]',
    );
    // The buyer gets the request as written, with the contacts.
    const clientSecret = await buy(leadId, 'compra-foto@example.it');
    expect((await confirm(clientSecret, SUCCEEDS)).statusCode).toBe(200);
    const [email] = await outboxTo(t.database.db, 'compra-foto@example.it', 'purchase-contacts');
    expect(email?.text).toContain(userRequest);
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

describe('purchase links: only an invited business buys, through its own link', () => {
  const bare = (leadId: string, query = '') => t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}${query}` });
  const bareBuy = (leadId: string, query = '') =>
    postJson(
      t.app,
      `/api/business/purchase/${leadId}${query}`,
      { businessEmail: 'intruso@example.it', businessName: 'Intruso', billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
  const NOT_FOUND = { code: 'not_found', message: 'Lead non trovato' };

  it('without the token, with a wrong one, or with the token of another lead, the lead shows and sells nothing (404)', async () => {
    const leadId = await insertSentLead(t.database.db);
    await inviteBusiness(t.database.db, leadId, { email: 'invitata@example.it' });
    const other = await inviteBusiness(t.database.db, await insertSentLead(t.database.db), { email: 'altrove@example.it' });
    for (const query of ['', '?t=', `?t=${'A'.repeat(43)}`, `?t=${other.token}`]) {
      const response = await bare(leadId, query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('Perdita');
      expect((await bareBuy(leadId, query)).statusCode, query).toBe(404);
    }
    expect(await purchasesOf(t.database.db, leadId)).toHaveLength(0);
  });

  it('a business that was paused gets nothing from its link', async () => {
    const leadId = await insertSentLead(t.database.db);
    const { id, token } = await inviteBusiness(t.database.db, leadId, { email: 'in-pausa@example.it' });
    expect((await bare(leadId, `?t=${token}`)).statusCode).toBe(200);
    await t.database.db.updateTable('businesses').set({ is_active: false }).where('id', '=', id).execute();
    expect((await bare(leadId, `?t=${token}`)).statusCode).toBe(404);
    expect((await bareBuy(leadId, `?t=${token}`)).statusCode).toBe(404);
  });

  it('the token names the buyer: the purchase counts for the invited business, the contacts go to the email typed', async () => {
    const leadId = await insertSentLead(t.database.db, { price: '40.00' });
    const business = await inviteBusiness(t.database.db, leadId, { email: 'titolare@impresa.it', name: 'Impresa Titolare' });
    const viewed = await bare(leadId, `?t=${business.token}`);
    expect(viewed.json()).toMatchObject({ invitedBusiness: { name: 'Impresa Titolare', email: 'titolare@impresa.it' } });

    const started = await postJson(
      t.app,
      `/api/business/purchase/${leadId}?t=${business.token}`,
      { businessEmail: 'Ufficio@Impresa.it', businessName: 'Impresa Titolare srl', billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
    expect(started.statusCode).toBe(200);
    const { clientSecret } = started.json() as { clientSecret: string };
    expect((await confirm(clientSecret, SUCCEEDS)).statusCode).toBe(200);

    const [paid] = await purchasesOf(t.database.db, leadId);
    expect(paid).toMatchObject({ status: 'paid', business_id: business.id, business_email: 'ufficio@impresa.it' });
    const totals = await t.database.db
      .selectFrom('businesses')
      .select(['total_purchases', 'total_spent'])
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(totals.total_purchases).toBe(1);
    expect(Number(totals.total_spent)).toBe(40);
    // No business was made up from the typed email.
    expect(await t.database.db.selectFrom('businesses').select('id').where('email', '=', 'ufficio@impresa.it').execute()).toHaveLength(0);
    expect(await outboxTo(t.database.db, 'ufficio@impresa.it', 'purchase-contacts')).toHaveLength(1);

    // Bought: the link no longer sells, to this business, whatever email is typed.
    const again = await bare(leadId, `?t=${business.token}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_purchased' });
    const repeat = await postJson(
      t.app,
      `/api/business/purchase/${leadId}?t=${business.token}`,
      { businessEmail: 'altra-casella@impresa.it', businessName: 'Impresa', billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
    expect(repeat.statusCode).toBe(409);
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
    const row = await t.database.db
      .selectFrom('purchases')
      .select(['business_name', 'payment_provider'])
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ business_name: 'Idraulica Rossi', payment_provider: 'test-gateway' });
  });
});

describe('POST /api/business/test-gateway/confirm', () => {
  it('4242… pays: purchase paid, the invited business gets the purchase and spend, contacts emailed once', async () => {
    const leadId = await insertSentLead(t.database.db, { price: '25.00' });
    const clientSecret = await buy(leadId, 'ufficio@termoidraulica.it', 'Termoidraulica Verdi');
    const response = await confirm(clientSecret, SUCCEEDS);
    expect(response.statusCode).toBe(200);
    const [stored] = await purchasesOf(t.database.db, leadId);
    expect(response.json()).toEqual({ paymentIntentId: stored?.payment_intent_id, status: 'succeeded' });
    expect(stored).toMatchObject({ status: 'paid', paid_at: expect.any(Date), business_id: expect.any(String) });

    const business = await t.database.db
      .selectFrom('businesses')
      .selectAll()
      .where('email', '=', 'ufficio@termoidraulica.it')
      .executeTakeFirstOrThrow();
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
    const again = await t.database.db
      .selectFrom('businesses')
      .select('total_purchases')
      .where('email', '=', 'ufficio@termoidraulica.it')
      .executeTakeFirstOrThrow();
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
    const buyers = ['uno@example.it', 'due@example.it', 'tre@example.it'];
    for (const email of [...buyers, 'quattro@example.it']) await invited.invitation(leadId, email);
    for (const [index, email] of buyers.entries()) {
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
