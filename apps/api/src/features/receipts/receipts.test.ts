import { formatEuro } from '@trovapro/copy';
import { ReceiptSchema, type Receipt, romeDay, romeYear } from '@trovapro/domain';
import { sql } from 'kysely';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { hashLinkToken } from '../../lib/link-token.ts';
import { TEST_BILLING } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { startStripePurchase, stripeReports } from '../../test/stripe-purchase.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, inviteBusiness, purchasesOf } from '../checkout/sent-lead.fixture.ts';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { maskSecrets } from '../email-outbox/outbox-secrets.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { takeReceiptNumber } from './receipts.repository.ts';
import { payWithTestCard } from '../../test/test-card.ts';

const CHECKOUT = 'https://pay.trovapro.example';
const SELLER = {
  COMPANY_NAME: 'TrovaPro S.r.l.',
  COMPANY_VAT: 'IT 12345678903',
  COMPANY_ADDRESS: 'Via dell’Arco 3, 61032 Fano (PU)',
  SUPPORT_EMAIL: 'aiuto@trovapro.example',
};
/** Receipts are numbered per year of their issue (Rome): every payment below is made today. */
const YEAR = romeYear(new Date());
const NOT_FOUND = { code: 'not_found', message: 'Documento non trovato.' };

/** The receipt of a purchase and the link its email gave the buyer (only there: the database keeps its hash). */
async function receiptOf(db: Db, purchaseId: string) {
  const receipt = await db.selectFrom('receipts').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirstOrThrow();
  const email = await db.selectFrom('email_outbox').selectAll().where('dedupe_key', '=', `purchase-receipt:${purchaseId}`).executeTakeFirstOrThrow();
  const message = deliverableMessage(email);
  const link = /(https:\/\/\S+\/business\/receipt\/([0-9a-f-]{36})\?t=([A-Za-z0-9_-]{43}))/.exec(message.text);
  if (link === null) throw new Error(`no receipt link in: ${message.text}`);
  return { receipt, email, message, url: link[1] as string, id: link[2] as string, token: link[3] as string };
}

/** The purchase of a payment as if started before billing data was asked (see startPurchase). */
const withoutBilling = (db: Db, paymentIntentId: string) =>
  db.updateTable('purchases').set({ billing: null }).where('payment_intent_id', '=', paymentIntentId).execute();

/** All receipt numbers of this year, in order. */
const numbersOfYear = async (db: Db) =>
  (await db.selectFrom('receipts').select('number').where('year', '=', YEAR).orderBy('number').execute()).map((row) => row.number);

describe('receipts of Stripe payments', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: { ...FAKE_STRIPE_KEYS, STRIPE_API_URL: stripe.url, CHECKOUT_URL: `${CHECKOUT}/`, ...SELLER } });
    await seedDefaultTemplates(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** The business `email` is sent the lead and starts paying for it: the payment intent's id. */
  /**
   * A purchase started before the checkout asked for billing data (its `billing` null): since issue 32 every other
   * sale is invoiced (features/invoices), and these keep the receipt they were promised.
   */
  async function startPurchase(leadId: string, email: string): Promise<string> {
    const { token } = await inviteBusiness(t.database.db, leadId, { email, name: 'Idraulica Partner' });
    const intent = await startStripePurchase(t.app, { leadId, token, businessEmail: email, businessName: `Ditta ${email}`, billing: TEST_BILLING });
    await withoutBilling(t.database.db, intent);
    return intent;
  }
  const paid = (paymentIntentId: string) => stripeReports(t.app, 'payment_intent.succeeded', paymentIntentId);
  const purchaseOf = async (paymentIntentId: string) =>
    t.database.db.selectFrom('purchases').select(['id', 'status']).where('payment_intent_id', '=', paymentIntentId).executeTakeFirstOrThrow();
  const getReceipt = (id: string, query: string) => t.app.inject({ method: 'GET', url: `/api/business/receipts/${id}${query}` });

  let first: Awaited<ReturnType<typeof receiptOf>>;

  it('a paid purchase gets one receipt: number 1/<year>, 25,00 € split at 22 % into 20,49 € + 4,51 €, emailed with its link', async () => {
    const leadId = await insertSentLead(t.database.db, { price: '25.00' });
    const intent = await startPurchase(leadId, 'ricevuta@example.it');
    await paid(intent);
    // A repeated event issues nothing more.
    await paid(intent);
    const purchase = await purchaseOf(intent);
    expect(purchase.status).toBe('paid');

    first = await receiptOf(t.database.db, purchase.id);
    expect(await t.database.db.selectFrom('receipts').select('id').execute()).toHaveLength(1);
    expect(first.receipt).toMatchObject({
      id: first.id,
      year: YEAR,
      number: 1,
      buyer_name: 'Ditta ricevuta@example.it',
      buyer_email: 'ricevuta@example.it',
      billing: null,
      net: '20.49',
      vat: '4.51',
      total: '25.00',
      seller: { name: SELLER.COMPANY_NAME, vatNumber: SELLER.COMPANY_VAT, address: SELLER.COMPANY_ADDRESS, email: SELLER.SUPPORT_EMAIL },
    });
    expect(Number(first.receipt.vat_rate)).toBe(22);
    // The link's token is in the sent email only: the database keeps its hash, the stored email a marker.
    expect(first.receipt.token_hash).toBe(hashLinkToken(first.token));
    expect(JSON.stringify({ ...first.email, secrets: null })).not.toContain(first.token);
    expect(maskSecrets(first.email.text)).toContain('Puoi vederla e stamparla qui: ••••');

    expect(first.email).toMatchObject({ purpose: 'purchase-receipt', recipient: 'ricevuta@example.it', lead_id: leadId });
    // A receipt's own fixed text: the editable purchase email speaks of the invoice (issue 32), which a receipt is not.
    expect(first.message.subject).toBe(`Ricevuta n. 1/${YEAR} del tuo acquisto su TrovaPro`);
    expect(first.message.text).toContain(`Ecco la ricevuta n. 1/${YEAR}:`);
    expect(first.message.text).not.toContain('fattura');
    expect(first.message.text).toContain(`Imponibile: ${formatEuro('20.49')}\nIVA 22%: ${formatEuro('4.51')}\nTotale pagato: ${formatEuro('25.00')}`);
    expect(first.url).toBe(`${CHECKOUT}/business/receipt/${first.id}?t=${first.token}`);
    // The contacts email states the price IVA included.
    const contacts = await t.database.db
      .selectFrom('email_outbox')
      .select('text')
      .where('dedupe_key', '=', `purchase-contacts:${purchase.id}`)
      .executeTakeFirstOrThrow();
    expect(contacts.text).toContain(`${formatEuro('25.00')} IVA inclusa`);
  });

  it('GET /api/business/receipts/:id?t= shows the receipt to the holder of the link', async () => {
    const response = await getReceipt(first.id, `?t=${first.token}`);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = response.json() as Receipt;
    expect(Value.Check(ReceiptSchema, receipt)).toBe(true);
    expect(receipt).toEqual({
      id: first.id,
      document: 'receipt',
      number: `1/${YEAR}`,
      issuedAt: first.receipt.issued_at.toISOString(),
      date: romeDay(first.receipt.issued_at),
      seller: {
        name: SELLER.COMPANY_NAME,
        vatNumber: SELLER.COMPANY_VAT,
        taxCode: null,
        address: SELLER.COMPANY_ADDRESS,
        email: SELLER.SUPPORT_EMAIL,
        rea: null,
      },
      buyer: { name: 'Ditta ricevuta@example.it', email: 'ricevuta@example.it', billing: null },
      lead: { id: first.email.lead_id, category: 'Idraulico', location: { municipality: 'Fano', province: 'Pesaro e Urbino' } },
      description: null,
      net: '20.49',
      vatRate: '22',
      vat: '4.51',
      total: '25.00',
      credits: null,
      sdi: null,
    });
  });

  it('answers 404 without the right token, and for an unknown receipt; 400 for a malformed id', async () => {
    const otherLead = await insertSentLead(t.database.db, { inFano: false });
    await paid(await startPurchase(otherLead, 'altra-ricevuta@example.it'));
    const other = await receiptOf(t.database.db, (await purchasesOf(t.database.db, otherLead))[0]!.id);
    // A lead of no comune: the receipt says no place.
    expect(((await getReceipt(other.id, `?t=${other.token}`)).json() as Receipt).lead.location).toBeNull();

    for (const query of ['', '?t=', `?t=${'A'.repeat(43)}`, `?t=${other.token}`, `?t=${first.receipt.token_hash}`]) {
      const response = await getReceipt(first.id, query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('ricevuta@example.it');
    }
    expect((await getReceipt('00000000-0000-4000-8000-000000000000', `?t=${first.token}`)).json()).toEqual(NOT_FOUND);
    expect((await getReceipt('not-a-uuid', `?t=${first.token}`)).statusCode).toBe(400);
  });

  it('a payment refunded past the cap gets no receipt and takes no number; its email says no receipt is issued', async () => {
    const before = await numbersOfYear(t.database.db);
    const leadId = await insertSentLead(t.database.db, { price: '30.00' });
    const intents: string[] = [];
    for (const buyer of ['primo', 'secondo', 'terzo', 'quarto']) intents.push(await startPurchase(leadId, `${buyer}.cap@example.it`));
    for (const intent of intents) await paid(intent);
    const purchases = await purchasesOf(t.database.db, leadId);
    expect(purchases.map((purchase) => purchase.status)).toEqual(['paid', 'paid', 'paid', 'refunded']);
    const refunded = purchases[3]!;
    expect(await t.database.db.selectFrom('receipts').select('id').where('purchase_id', '=', refunded.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('email_outbox').select('id').where('dedupe_key', '=', `purchase-receipt:${refunded.id}`).execute()).toEqual(
      [],
    );
    const notice = await t.database.db
      .selectFrom('email_outbox')
      .select(['text', 'recipient'])
      .where('dedupe_key', '=', `refund-notice:${refunded.id}`)
      .executeTakeFirstOrThrow();
    expect(notice.recipient).toBe('quarto.cap@example.it');
    expect(notice.text).toContain('Per un pagamento rimborsato non emettiamo alcuna ricevuta.');
    expect(notice.text).toContain(`${formatEuro('30.00')} IVA inclusa`);

    // The three paid ones took the next three numbers; the next payment takes the one after.
    const next = before.length + 1;
    expect(await numbersOfYear(t.database.db)).toEqual([...before, next, next + 1, next + 2]);
    const afterLead = await insertSentLead(t.database.db);
    await paid(await startPurchase(afterLead, 'dopo.rimborso@example.it'));
    const after = await receiptOf(t.database.db, (await purchasesOf(t.database.db, afterLead))[0]!.id);
    expect(after.receipt.number).toBe(next + 3);
    expect(after.message.subject).toBe(`Ricevuta n. ${next + 3}/${YEAR} del tuo acquisto su TrovaPro`);
  });

  it('numbers payments settled at the same time one after the other: no number twice, none skipped', async () => {
    const before = (await numbersOfYear(t.database.db)).length;
    const count = 12;
    const intents: string[] = [];
    for (let index = 0; index < count; index += 1) {
      intents.push(await startPurchase(await insertSentLead(t.database.db), `insieme.${index}@example.it`));
    }
    await Promise.all(intents.map((intent) => paid(intent)));

    const numbers = await numbersOfYear(t.database.db);
    expect(numbers).toEqual(Array.from({ length: before + count }, (_, index) => index + 1));
    const counter = await t.database.db.selectFrom('receipt_counters').select('last_number').where('year', '=', YEAR).executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(before + count);
    // One receipt email per payment, each with its own number.
    const subjects = await t.database.db.selectFrom('email_outbox').select('subject').where('purpose', '=', 'purchase-receipt').execute();
    expect(new Set(subjects.map((row) => row.subject)).size).toBe(before + count);
  });
});

describe('the receipt number of a year', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is given back when the payment’s transaction rolls back, and each year counts from 1', async () => {
    const { db } = t.database;
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await takeReceiptNumber(trx, 2031)).toBe(1);
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await db.transaction().execute((trx) => takeReceiptNumber(trx, 2031))).toBe(1);
    expect(await db.transaction().execute((trx) => takeReceiptNumber(trx, 2031))).toBe(2);
    expect(await db.transaction().execute((trx) => takeReceiptNumber(trx, 2032))).toBe(1);
    const rows = await db.selectFrom('receipt_counters').selectAll().orderBy('year').execute();
    expect(rows).toEqual([
      { year: 2031, last_number: 2 },
      { year: 2032, last_number: 1 },
    ]);
  });

  it('is unique per year in the database itself', async () => {
    const { db } = t.database;
    const leadId = await insertSentLead(db);
    const purchase = async (paymentIntentId: string) => {
      const { id: businessId } = await inviteBusiness(db, leadId, { email: `${paymentIntentId}@example.it` });
      return db
        .insertInto('purchases')
        .values({
          lead_id: leadId,
          business_id: businessId,
          business_email: `${paymentIntentId}@example.it`,
          business_name: 'Doppia',
          amount: '25.00',
          status: 'paid',
          payment_provider: 'test-gateway',
          payment_intent_id: paymentIntentId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    };
    const receipt = (purchaseId: string, number: number) =>
      db
        .insertInto('receipts')
        .values({
          purchase_id: purchaseId,
          year: 2033,
          number,
          token_hash: 'x',
          seller: JSON.stringify({ name: 'x', vatNumber: 'x', address: 'x', email: 'x' }),
          buyer_name: 'Doppia',
          buyer_email: 'doppia@example.it',
          billing: null,
          net: '20.49',
          vat_rate: '22',
          vat: '4.51',
          total: '25.00',
        })
        .execute();
    const one = await purchase('pi_uno');
    const two = await purchase('pi_due');
    await receipt(one.id, 1);
    await expect(receipt(two.id, 1)).rejects.toThrow();
    await expect(receipt(one.id, 2)).rejects.toThrow();
    // Net and IVA always add up to the total.
    await expect(
      db
        .insertInto('receipts')
        .values({
          purchase_id: two.id,
          year: 2033,
          number: 2,
          token_hash: 'x',
          seller: '{}',
          buyer_name: 'x',
          buyer_email: 'x',
          billing: null,
          net: '20.00',
          vat_rate: '22',
          vat: '4.51',
          total: '25.00',
        })
        .execute(),
    ).rejects.toThrow();
    expect((await sql<{ n: number }>`select count(*)::int as n from receipts`.execute(db)).rows[0]?.n).toBe(1);
  });
});

describe('VAT_RATE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VAT_RATE: '10', CHECKOUT_URL: `${CHECKOUT}/` } });
  });
  afterAll(() => t?.close());

  it('splits the receipts at the configured rate: 25,00 € at 10 % is 22,73 € + 2,27 € (test gateway)', async () => {
    const leadId = await insertSentLead(t.database.db, { price: '25.00' });
    const { token } = await inviteBusiness(t.database.db, leadId, { email: 'dieci@example.it' });
    const address = fromAddress('198.51.100.10');
    const started = await postJson(
      t.app,
      `/api/business/purchase/${leadId}?t=${token}`,
      { businessEmail: 'dieci@example.it', businessName: 'Dieci per cento', billing: TEST_BILLING, acceptTerms: true },
      address,
    );
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret } = started.json() as { clientSecret: string };
    await withoutBilling(t.database.db, clientSecret.split('_secret_')[0] as string);
    const confirmed = await payWithTestCard(t.app, clientSecret, address);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const [purchase] = await purchasesOf(t.database.db, leadId);
    const { receipt, message, id, token: receiptToken } = await receiptOf(t.database.db, purchase!.id);
    expect(receipt).toMatchObject({ number: 1, net: '22.73', vat: '2.27', total: '25.00' });
    expect(message.text).toContain(`Imponibile: ${formatEuro('22.73')}\nIVA 10%: ${formatEuro('2.27')}\nTotale pagato: ${formatEuro('25.00')}`);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/business/receipts/${id}?t=${receiptToken}` })).json() as Receipt;
    expect(shown).toMatchObject({ net: '22.73', vatRate: '10', vat: '2.27', total: '25.00' });
  });
});
