import { formatEuro, partnerEmailTemplates } from '@trovapro/copy';
import { type BusinessPurchaseView, ReceiptSchema, type Receipt } from '@trovapro/domain';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { InvoiceState } from '../../db/rows.ts';
import { newLinkToken } from '../../lib/link-token.ts';
import { TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, inviteBusiness } from '../checkout/sent-lead.fixture.ts';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { maskSecrets } from '../email-outbox/outbox-secrets.ts';
import { insertInvoice } from '../invoices/invoices.repository.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { courtesyCopyOfPurchase, enqueueCourtesyEmail } from './receipts.service.ts';

/** Issue 32: the courtesy copy of invoices and credit notes, on the receipt's page and link. */

const SELLER: SellerConfig = {
  name: 'TrovaPro S.r.l.',
  vatNumber: '12345678903',
  taxCode: '12345678903',
  taxRegime: 'RF01',
  address: { street: 'Via dell’Arco 3', postalCode: '61032', city: 'Fano', province: 'PU', country: 'IT' },
  rea: { office: 'PU', number: '123456', shareCapital: '10000.00', soleShareholder: 'SU' },
};
const BUYER_BILLING = { ...TEST_BILLING_DETAILS, sdiCode: 'M5UXCR1' };
const NOT_FOUND = { code: 'not_found', message: 'Documento non trovato.' };
const CHECKOUT = 'https://pay.trovapro.example';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_URL: `${CHECKOUT}/` } });
  db = t.database.db;
  await seedDefaultTemplates(db);
});
afterAll(() => t?.close());

const getCopy = (id: string, query: string) => t.app.inject({ method: 'GET', url: `/api/business/receipts/${id}${query}` });

/** A paid purchase of a new lead in Fano by a new invited business; its purchase link's token. */
async function paidPurchase(email: string) {
  const leadId = await insertSentLead(db, { price: '25.00' });
  const business = await inviteBusiness(db, leadId, { email, name: 'Idraulica Rossi Srl' });
  const purchase = await db
    .insertInto('purchases')
    .values({
      lead_id: leadId,
      business_id: business.id,
      business_email: email,
      business_name: 'Idraulica Rossi Srl',
      amount: '25.00',
      status: 'paid',
      paid_at: new Date(),
      payment_provider: 'test-gateway',
      payment_intent_id: `pi_${email}`,
      billing: JSON.stringify(BUYER_BILLING),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { leadId, purchaseId: purchase.id, linkToken: business.token };
}

let nextNumber = 1;
/** An invoice or credit note as the lead's issueInvoice stores it (number in year 2026), with its link's token. */
async function insertDocument(
  purchaseId: string,
  options: { kind?: 'invoice' | 'credit_note'; credits?: string; state?: InvoiceState; date?: string } = {},
) {
  const { token, tokenHash } = newLinkToken();
  const number = nextNumber++;
  const id = await insertInvoice(db, {
    kind: options.kind ?? 'invoice',
    purchaseId,
    creditedInvoiceId: options.credits ?? null,
    year: 2026,
    number,
    documentDate: options.date ?? '2026-03-06',
    tokenHash,
    seller: SELLER,
    buyer: { name: 'Idraulica Rossi Srl', email: 'info@idraulicarossi.it', billing: BUYER_BILLING },
    description: 'Richiesta di preventivo: Idraulico a Fano, codice 3F2A9C1B',
    net: '20.49',
    vatRate: '22',
    vat: '4.51',
    total: '25.00',
    fileName: `IT12345678903_T${String(number).padStart(4, '0')}.xml`,
    xml: '<p:FatturaElettronica/>',
    state: options.state ?? 'queued',
    problems: null,
  });
  return { id, token, number: `${number}/2026` };
}

/** A receipt of a purchase paid before invoices, as issueReceipt stored it, with its link's token. */
async function insertReceipt(purchaseId: string) {
  const { token, tokenHash } = newLinkToken();
  const row = await db
    .insertInto('receipts')
    .values({
      purchase_id: purchaseId,
      year: 2025,
      number: nextNumber++,
      issued_at: new Date('2025-12-31T23:30:00.000Z'),
      token_hash: tokenHash,
      seller: JSON.stringify({
        name: 'TrovaPro S.r.l.',
        vatNumber: 'IT 12345678903',
        address: 'Via dell’Arco 3, 61032 Fano (PU)',
        email: 'aiuto@trovapro.example',
      }),
      buyer_name: 'Idraulica Rossi Srl',
      buyer_email: 'info@idraulicarossi.it',
      billing: JSON.stringify(TEST_BILLING_DETAILS),
      net: '20.49',
      vat_rate: '22',
      vat: '4.51',
      total: '25.00',
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  return { id: row.id, token, number: `${row.number}/2025` };
}

describe('GET /api/business/receipts/:id?t= for invoices and credit notes', () => {
  let invoice: Awaited<ReturnType<typeof insertDocument>>;
  let purchase: Awaited<ReturnType<typeof paidPurchase>>;

  it('answers the courtesy copy of an invoice: number, date, seller with C.F. and REA, buyer with SDI code, the line, the amounts, the SdI state', async () => {
    purchase = await paidPurchase('fattura@example.it');
    invoice = await insertDocument(purchase.purchaseId);
    const created = await db.selectFrom('invoices').select('created_at').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    const response = await getCopy(invoice.id, `?t=${invoice.token}`);
    expect(response.statusCode, response.body).toBe(200);
    const copy = response.json() as Receipt;
    expect(Value.Check(ReceiptSchema, copy)).toBe(true);
    expect(copy).toEqual({
      id: invoice.id,
      document: 'invoice',
      number: invoice.number,
      issuedAt: created.created_at.toISOString(),
      date: '2026-03-06',
      seller: {
        name: 'TrovaPro S.r.l.',
        vatNumber: '12345678903',
        taxCode: '12345678903',
        address: 'Via dell’Arco 3, 61032 Fano (PU)',
        email: null,
        rea: { office: 'PU', number: '123456', shareCapital: '10000.00', soleShareholder: 'SU' },
      },
      buyer: { name: 'Idraulica Rossi Srl', email: 'info@idraulicarossi.it', billing: BUYER_BILLING },
      lead: { id: purchase.leadId, category: 'Idraulico', location: { municipality: 'Fano', province: 'Pesaro e Urbino' } },
      description: 'Richiesta di preventivo: Idraulico a Fano, codice 3F2A9C1B',
      net: '20.49',
      vatRate: '22',
      vat: '4.51',
      total: '25.00',
      credits: null,
      sdi: 'pending',
    } satisfies Receipt);
  });

  it.each([
    ['queued', 'pending'],
    ['exported', 'pending'],
    ['invalid', 'pending'],
    ['rejected', 'pending'],
    ['sent', 'sent'],
    ['delivered', 'delivered'],
    ['not_delivered', 'available'],
  ] as const)('says an invoice %s at the SdI is %s to its buyer', async (state, sdi) => {
    await db.updateTable('invoices').set({ state }).where('id', '=', invoice.id).execute();
    expect(((await getCopy(invoice.id, `?t=${invoice.token}`)).json() as Receipt).sdi).toBe(sdi);
  });

  it('answers a credit note with the invoice it credits (number and date), by its own token only', async () => {
    const note = await insertDocument(purchase.purchaseId, { kind: 'credit_note', credits: invoice.id, date: '2026-03-09', state: 'delivered' });
    const copy = (await getCopy(note.id, `?t=${note.token}`)).json() as Receipt;
    expect(Value.Check(ReceiptSchema, copy)).toBe(true);
    expect(copy).toMatchObject({
      id: note.id,
      document: 'credit_note',
      number: note.number,
      date: '2026-03-09',
      credits: { number: invoice.number, date: '2026-03-06' },
      sdi: 'delivered',
      total: '25.00',
    });
    // Each document opens with its own link only.
    expect((await getCopy(note.id, `?t=${invoice.token}`)).statusCode).toBe(404);
    expect((await getCopy(invoice.id, `?t=${note.token}`)).statusCode).toBe(404);
  });

  it('answers 404 for a wrong, missing or hashed token and an unknown id, telling nothing of the document', async () => {
    const hash = (await db.selectFrom('invoices').select('token_hash').where('id', '=', invoice.id).executeTakeFirstOrThrow()).token_hash;
    for (const query of ['', '?t=', `?t=${'A'.repeat(43)}`, `?t=${hash}`]) {
      const response = await getCopy(invoice.id, query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('Idraulica');
    }
    expect((await getCopy('00000000-0000-4000-8000-000000000000', `?t=${invoice.token}`)).json()).toEqual(NOT_FOUND);
  });

  it('still answers the receipt of a purchase paid before invoices, as a receipt', async () => {
    const old = await paidPurchase('ricevuta.vecchia@example.it');
    const receipt = await insertReceipt(old.purchaseId);
    const copy = (await getCopy(receipt.id, `?t=${receipt.token}`)).json() as Receipt;
    expect(Value.Check(ReceiptSchema, copy)).toBe(true);
    expect(copy).toMatchObject({
      id: receipt.id,
      document: 'receipt',
      number: receipt.number,
      issuedAt: '2025-12-31T23:30:00.000Z',
      // 23:30 UTC on New Year's Eve is already 1 January in Rome.
      date: '2026-01-01',
      seller: { name: 'TrovaPro S.r.l.', vatNumber: 'IT 12345678903', taxCode: null, email: 'aiuto@trovapro.example', rea: null },
      description: null,
      credits: null,
      sdi: null,
    });
    expect((await getCopy(receipt.id, `?t=${invoice.token}`)).statusCode).toBe(404);
  });
});

describe("the buyer's purchase page: its courtesy copy", () => {
  const purchaseView = async (leadId: string, token: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}/purchase?t=${token}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as BusinessPurchaseView;
  };

  it('is the invoice when the purchase has one (not its credit note), else the old receipt, else none', async () => {
    const invoiced = await paidPurchase('pagina.fattura@example.it');
    const invoice = await insertDocument(invoiced.purchaseId, { state: 'sent' });
    await insertDocument(invoiced.purchaseId, { kind: 'credit_note', credits: invoice.id });
    const view = await purchaseView(invoiced.leadId, invoiced.linkToken);
    expect(view.receipt).toMatchObject({ id: invoice.id, document: 'invoice', number: invoice.number, sdi: 'sent' });
    expect(await courtesyCopyOfPurchase(db, invoiced.purchaseId)).toEqual(view.receipt);

    const old = await paidPurchase('pagina.ricevuta@example.it');
    const receipt = await insertReceipt(old.purchaseId);
    expect((await purchaseView(old.leadId, old.linkToken)).receipt).toMatchObject({ id: receipt.id, document: 'receipt', number: receipt.number });

    const none = await paidPurchase('pagina.nessuna@example.it');
    expect((await purchaseView(none.leadId, none.linkToken)).receipt).toBeNull();
  });
});

describe('enqueueCourtesyEmail', () => {
  it("sends the purchase email with the invoice's number and its courtesy copy's link, the link only in the sent message", async () => {
    const bought = await paidPurchase('email.fattura@example.it');
    const invoice = await insertDocument(bought.purchaseId);
    await db.transaction().execute((trx) =>
      enqueueCourtesyEmail(
        trx,
        { vatRate: 2200, checkoutUrl: CHECKOUT },
        {
          purchase: {
            id: bought.purchaseId,
            amount: '25.00',
            businessName: 'Idraulica Rossi Srl',
            businessEmail: 'email.fattura@example.it',
            leadId: bought.leadId,
            category: 'Idraulico',
            place: 'Fano (Pesaro e Urbino)',
          },
          documentId: invoice.id,
          number: invoice.number,
          token: invoice.token,
        },
      ),
    );
    const email = await db
      .selectFrom('email_outbox')
      .selectAll()
      .where('dedupe_key', '=', `purchase-receipt:${bought.purchaseId}`)
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({ purpose: 'purchase-receipt', recipient: 'email.fattura@example.it', lead_id: bought.leadId });
    expect(JSON.stringify({ ...email, secrets: null })).not.toContain(invoice.token);
    const message = deliverableMessage(email);
    const template = partnerEmailTemplates.purchase_receipt_email;
    expect(message.subject).toBe(template.subject.replace('{receiptNumber}', invoice.number));
    expect(message.subject).toBe(`Fattura n. ${invoice.number} del tuo acquisto su TrovaPro`);
    expect(message.text).toContain(`Abbiamo emesso la fattura n. ${invoice.number}:`);
    expect(message.text).toContain(`Imponibile: ${formatEuro('20.49')}\nIVA 22%: ${formatEuro('4.51')}\nTotale pagato: ${formatEuro('25.00')}`);
    expect(message.text).toContain('La fattura valida ai fini fiscali è quella recapitata dal Sistema di Interscambio (SdI)');
    expect(maskSecrets(email.text)).toContain('Puoi vederne e stamparne la copia di cortesia qui: ••••');
    const link = /https:\/\/\S+\/business\/receipt\/([0-9a-f-]{36})\?t=([A-Za-z0-9_-]{43})/.exec(message.text);
    expect(link?.[0]).toBe(`${CHECKOUT}/business/receipt/${invoice.id}?t=${invoice.token}`);
    // The link opens the invoice's courtesy copy.
    expect(((await getCopy(invoice.id, `?t=${link?.[2]}`)).json() as Receipt).document).toBe('invoice');
  });
});
