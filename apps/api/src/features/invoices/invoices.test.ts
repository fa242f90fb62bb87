import { randomUUID } from 'node:crypto';
import { romeDay, romeYear } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOf } from '../../jobs/job-engine.ts';
import { createInvoiceTransmitter, type InvoiceTransmitter } from '../../providers/invoicing/index.ts';
import { TEST_BILLING, TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { FAKE_INVOICETRONIC_KEY, startFakeSdiIntermediary, type FakeSdiIntermediary } from '../../test/fake-sdi-intermediary.ts';
import { SELLER_ENV } from '../../test/seller.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, invitedBuyers } from '../checkout/sent-lead.fixture.ts';
import { validateAgainstSchema } from './fatturapa/index.ts';
import { paidPurchase } from '../checkout/sent-lead.fixture.ts';
import {
  invoiceOutcomesTask,
  invoiceSendTask,
  invoiceSettings,
  issueInvoice,
  RESEND_SAME_NUMBER_MS,
  recordOutcome,
  SEND_ATTEMPTS,
} from './invoices.service.ts';

const YEAR = romeYear(new Date());

let sdi: FakeSdiIntermediary;
let t: TestApp;
let buyers: ReturnType<typeof invitedBuyers>;
let transmitter: InvoiceTransmitter;
beforeAll(async () => {
  sdi = await startFakeSdiIntermediary();
  t = await createTestApp({ env: { ...SELLER_ENV, INVOICING_API_KEY: FAKE_INVOICETRONIC_KEY, INVOICING_API_URL: sdi.url } });
  buyers = invitedBuyers(t.database.db);
  transmitter = createInvoiceTransmitter(t.config, { info: () => {} }) as InvoiceTransmitter;
});
afterAll(async () => {
  await t?.close();
  await sdi?.close();
});

let addressSeq = 0;
/** A business buys the lead with the test card: the purchase's id. */
async function buy(leadId: string, businessEmail: string, billing = TEST_BILLING): Promise<string> {
  const from = fromAddress(`203.0.113.${(addressSeq++ % 250) + 1}`);
  const started = await postJson(
    t.app,
    `/api/business/purchase/${leadId}${await buyers.query(leadId, businessEmail)}`,
    { businessEmail, businessName: 'Idraulica Rossi S.r.l.', billing, acceptTerms: true },
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
  const purchase = await t.database.db
    .selectFrom('purchases')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('business_email', '=', businessEmail)
    .executeTakeFirstOrThrow();
  return purchase.id;
}
/** The purchase's invoice in force (not one replaced under a new number). */
const invoiceOf = (purchaseId: string) =>
  t.database.db
    .selectFrom('invoices')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .where('kind', '=', 'invoice')
    .where('state', '<>', 'replaced')
    .executeTakeFirstOrThrow();

describe('an invoice for every paid purchase', () => {
  it('is issued with the payment: numbered in the year, FatturaPA valid against the official schema, queued for the SdI', async () => {
    const leadId = await insertSentLead(t.database.db, { price: '30.00' });
    const invoice = await invoiceOf(await buy(leadId, 'fattura.uno@example.it'));
    expect(invoice).toMatchObject({ kind: 'invoice', year: YEAR, state: 'queued', problems: null });
    expect(invoice.xml).toContain(`<Data>${romeDay(new Date())}</Data>`);
    expect([invoice.net, invoice.vat, invoice.total]).toEqual(['24.59', '5.41', '30.00']);
    expect(invoice.description).toBe(`Richiesta di preventivo: Idraulico a Fano, codice ${leadId.slice(0, 8).toUpperCase()}`);
    expect(invoice.file_name).toMatch(/^IT12345678903_[0-9A-Z]{5}\.xml$/);
    expect(await validateAgainstSchema(invoice.xml)).toEqual({ valid: true });
    expect(invoice.xml).toContain(`<Numero>${invoice.number}/${YEAR}</Numero>`);
    expect(invoice.xml).toContain('<IdCodice>00743110157</IdCodice>');
    expect(invoice.xml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    // Its send job was added with it.
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pgboss.job where name = 'invoice-send' and data->>'invoiceId' = ${invoice.id}`.execute(t.database.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('is sent to the intermediary by its job, then marked delivered from the SdI outcome, each state kept with its date', async () => {
    const leadId = await insertSentLead(t.database.db);
    const purchaseId = await buy(leadId, 'fattura.due@example.it');
    expect(await jobsOf(t.database.db).runDue('invoice-send', invoiceSendTask(t.database.db, transmitter))).toMatchObject({ failed: 0 });
    let invoice = await invoiceOf(purchaseId);
    expect(invoice.state).toBe('sent');
    expect(sdi.files.map((file) => file.fileName)).toContain(invoice.file_name);
    expect(sdi.files.find((file) => file.fileName === invoice.file_name)?.xml).toBe(invoice.xml);

    await invoiceOutcomesTask(t.database.db, transmitter)({ id: 'poll', name: 'invoice-outcomes', data: {} } as never);
    invoice = await invoiceOf(purchaseId);
    expect(invoice.state).toBe('delivered');
    // Ours (queued, sent on handing it over) and the SdI's notifications (sent, delivered), each with its own date.
    const events = await t.database.db
      .selectFrom('invoice_events')
      .select(['state', 'at', 'notification_id'])
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(events.map((event) => event.state).sort()).toEqual(['delivered', 'queued', 'sent', 'sent']);
    expect(events.filter((event) => event.notification_id !== null)).toHaveLength(2);
    // Polling again records nothing twice.
    await invoiceOutcomesTask(t.database.db, transmitter)({ id: 'poll', name: 'invoice-outcomes', data: {} } as never);
    expect(await t.database.db.selectFrom('invoice_events').select('id').where('invoice_id', '=', invoice.id).execute()).toHaveLength(4);
  });

  it('keeps a rejection (NS) with the SdI’s codes', async () => {
    const leadId = await insertSentLead(t.database.db);
    const purchaseId = await buy(leadId, 'fattura.tre@example.it');
    sdi.rejectNext([{ code: '00305', description: '1.4.1.1.2 <IdCodice> non valido' }]);
    await jobsOf(t.database.db).runDue('invoice-send', invoiceSendTask(t.database.db, transmitter));
    await invoiceOutcomesTask(t.database.db, transmitter)({ id: 'poll', name: 'invoice-outcomes', data: {} } as never);
    const invoice = await invoiceOf(purchaseId);
    expect(invoice.state).toBe('rejected');
    expect(invoice.problems?.join(' ')).toContain('00305');
  });

  it('stores an invoice that cannot be valid as invalid, with why, and never queues it', async () => {
    const leadId = await insertSentLead(t.database.db);
    // A codice fiscale whose check character is wrong cannot reach the checkout (refused at its field): the seller's
    // data can still be wrong — here a company without a registered office.
    const other = await createTestApp({ env: { COMPANY_NAME: 'Senza Sede', COMPANY_VAT: '12345678903' } });
    try {
      const otherBuyers = invitedBuyers(other.database.db);
      const id = await insertSentLead(other.database.db);
      const from = fromAddress('198.51.100.9');
      const started = await postJson(
        other.app,
        `/api/business/purchase/${id}${await otherBuyers.query(id, 'senza.sede@example.it')}`,
        { businessEmail: 'senza.sede@example.it', businessName: 'Ditta', billing: TEST_BILLING, acceptTerms: true },
        from,
      );
      const { clientSecret } = started.json() as { clientSecret: string };
      await postJson(
        other.app,
        '/api/business/test-gateway/confirm',
        { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
        from,
      );
      const invoice = await other.database.db.selectFrom('invoices').selectAll().executeTakeFirstOrThrow();
      expect(invoice.state).toBe('invalid');
      expect(invoice.problems?.length).toBeGreaterThan(0);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'invoice-send'`.execute(other.database.db);
      expect(rows[0]?.n).toBe(0);
      // Nothing promises the buyer an invoice that cannot leave: the contacts go, the invoice email waits for the correction.
      const purposes = await other.database.db
        .selectFrom('email_outbox')
        .select('purpose')
        .where('recipient', '=', 'senza.sede@example.it')
        .execute();
      expect(purposes.map((row) => row.purpose)).toEqual(['purchase-contacts']);
    } finally {
      await other.close();
    }
    expect(leadId).toBeTruthy();
  });

  it('numbers 20 payments made at the same time 20 consecutive numbers, without gaps or repeats', async () => {
    const leads = await Promise.all(Array.from({ length: 20 }, () => insertSentLead(t.database.db)));
    const before = await t.database.db.selectFrom('receipt_counters').select('last_number').where('year', '=', YEAR).executeTakeFirst();
    const purchases = await Promise.all(leads.map((leadId, index) => buy(leadId, `contemporanea.${index}@example.it`)));
    const numbers = (
      await t.database.db.selectFrom('invoices').select('number').where('purchase_id', 'in', purchases).orderBy('number').execute()
    ).map((row) => row.number);
    const first = (before?.last_number ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  });

  it('a refund by the admin gives the money back and issues a credit note (TD04) linked to the invoice, valid and sent', async () => {
    const cookie = await signInAdmin(t);
    const leadId = await insertSentLead(t.database.db, { price: '40.00' });
    const purchaseId = await buy(leadId, 'rimborso@example.it');
    const invoice = await invoiceOf(purchaseId);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/refund`,
      headers: { cookie, origin: 'http://localhost:3001' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const { creditNote } = refund.json() as { creditNote: { id: string; number: string; state: string } };
    expect(creditNote.state).toBe('queued');
    const note = await t.database.db.selectFrom('invoices').selectAll().where('id', '=', creditNote.id).executeTakeFirstOrThrow();
    expect(note).toMatchObject({ kind: 'credit_note', credited_invoice_id: invoice.id, purchase_id: purchaseId, total: '40.00' });
    expect(note.number).toBeGreaterThan(invoice.number);
    expect(await validateAgainstSchema(note.xml)).toEqual({ valid: true });
    expect(note.xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(note.xml).toContain(`<IdDocumento>${invoice.number}/${YEAR}</IdDocumento>`);
    const purchase = await t.database.db
      .selectFrom('purchases')
      .select(['status', 'failure_reason'])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ status: 'refunded', failure_reason: 'admin_refund' });
    // Refunded once: a second refund is refused and issues nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/refund`,
      headers: { cookie, origin: 'http://localhost:3001' },
    });
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.selectFrom('invoices').select('id').where('credited_invoice_id', '=', invoice.id).execute()).toHaveLength(1);
  });
});

describe('after the SdI answers', () => {
  const admin = async (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: await signInAdmin(t), origin: 'http://localhost:3001' },
      ...(payload ? { payload } : {}),
    });
  const send = () => jobsOf(t.database.db).runDue('invoice-send', invoiceSendTask(t.database.db, transmitter));
  const poll = () => invoiceOutcomesTask(t.database.db, transmitter)({ id: 'poll', name: 'invoice-outcomes', data: {} } as never);
  const emailsTo = (to: string) =>
    t.database.db.selectFrom('email_outbox').select(['purpose', 'subject', 'dedupe_key']).where('recipient', '=', to).orderBy('created_at').execute();
  const CORRECTED = { ...TEST_BILLING, street: 'Via Garibaldi 12', sdiCode: 'M5UXCR1' };

  async function rejected(email: string): Promise<string> {
    // What earlier tests left queued goes first, so the next file sent (with its rejection) is this one.
    await send();
    const purchaseId = await buy(await insertSentLead(t.database.db), email);
    sdi.rejectNext([{ code: '00311', description: '1.1.4 <CodiceDestinatario> non valido' }]);
    await send();
    await poll();
    expect((await invoiceOf(purchaseId)).state).toBe('rejected');
    return purchaseId;
  }

  it('a rejected invoice corrected within 5 days keeps its number and date in a new file, is sent again and delivered', async () => {
    const purchaseId = await rejected('scartata.presto@example.it');
    const before = await invoiceOf(purchaseId);
    const corrected = await admin(`/api/admin/invoices/${before.id}/correction`, { buyerName: 'Idraulica Rossi S.r.l.', billing: CORRECTED });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const body = corrected.json() as { invoice: { id: string; number: string; date: string; state: string }; renumbered: boolean };
    expect(body.renumbered).toBe(false);
    expect(body.invoice).toMatchObject({ id: before.id, number: `${before.number}/${YEAR}`, state: 'queued' });
    const after = await invoiceOf(purchaseId);
    expect(after.file_name).not.toBe(before.file_name);
    expect(after.document_date).toEqual(before.document_date);
    expect(after.xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(after.xml).toContain('<Indirizzo>Via Garibaldi 12</Indirizzo>');
    expect(await validateAgainstSchema(after.xml)).toEqual({ valid: true });
    // The rejected file is kept as it was.
    const kept = await t.database.db
      .selectFrom('invoice_events')
      .select(['file_name', 'xml'])
      .where('invoice_id', '=', before.id)
      .where('state', '=', 'corrected')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ file_name: before.file_name, xml: before.xml });

    await send();
    await poll();
    expect(await invoiceOf(purchaseId)).toMatchObject({ state: 'delivered', problems: null });
    expect(sdi.files.filter((file) => file.xml.includes(`<Numero>${before.number}/${YEAR}</Numero>`))).toHaveLength(2);
    // The business got one invoice email: the number it was told is still the number.
    expect((await emailsTo('scartata.presto@example.it')).filter((email) => email.purpose === 'purchase-receipt')).toHaveLength(1);
  });

  it('corrected more than 5 days after the rejection, it is issued again under a new number dated today; the old one is replaced', async () => {
    const purchaseId = await rejected('scartata.tardi@example.it');
    const old = await invoiceOf(purchaseId);
    await t.database.db
      .updateTable('invoices')
      .set({ state_at: new Date(Date.now() - RESEND_SAME_NUMBER_MS - 60_000) })
      .where('id', '=', old.id)
      .execute();
    const corrected = await admin(`/api/admin/invoices/${old.id}/correction`, { buyerName: 'Idraulica Rossi S.r.l.', billing: CORRECTED });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const body = corrected.json() as { invoice: { id: string; number: string; date: string; state: string }; renumbered: boolean };
    expect(body.renumbered).toBe(true);
    expect(body.invoice.id).not.toBe(old.id);
    expect(body.invoice.date).toBe(romeDay(new Date()));
    expect(Number(body.invoice.number.split('/')[0])).toBeGreaterThan(old.number);
    const current = await invoiceOf(purchaseId);
    expect(current.id).toBe(body.invoice.id);
    expect(await validateAgainstSchema(current.xml)).toEqual({ valid: true });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices?q=00743110157&limit=100',
      headers: { cookie: await signInAdmin(t) },
    });
    const listed = (list.json() as { invoices: { id: string; state: string; replacedByNumber: string | null; refundable: boolean }[] }).invoices;
    expect(listed.find((invoice) => invoice.id === old.id)).toMatchObject({
      state: 'replaced',
      replacedByNumber: body.invoice.number,
      refundable: false,
    });
    expect(listed.find((invoice) => invoice.id === current.id)).toMatchObject({ state: 'queued', refundable: true });
    // The new number reaches the business in an email of its own; a refund now credits the invoice in force.
    expect((await emailsTo('scartata.tardi@example.it')).filter((email) => email.purpose === 'purchase-receipt')).toHaveLength(2);
    const refund = await admin(`/api/admin/invoices/${current.id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    const note = await t.database.db
      .selectFrom('invoices')
      .select('credited_invoice_id')
      .where('kind', '=', 'credit_note')
      .where('purchase_id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(note.credited_invoice_id).toBe(current.id);
  });

  it('refuses to correct a document that was delivered, and names the field that cannot make an invoice', async () => {
    const purchaseId = await buy(await insertSentLead(t.database.db), 'consegnata@example.it');
    await send();
    await poll();
    const invoice = await invoiceOf(purchaseId);
    expect(invoice.state).toBe('delivered');
    const refused = await admin(`/api/admin/invoices/${invoice.id}/correction`, { buyerName: 'Idraulica Rossi S.r.l.', billing: TEST_BILLING });
    expect(refused.statusCode).toBe(409);
    const rejectedId = (await invoiceOf(await rejected('campo.errato@example.it'))).id;
    const badTaxId = await admin(`/api/admin/invoices/${rejectedId}/correction`, {
      buyerName: 'Idraulica Rossi S.r.l.',
      billing: { ...TEST_BILLING, taxId: '00743110158' },
    });
    expect(badTaxId.statusCode).toBe(400);
    expect(badTaxId.json()).toMatchObject({ field: 'billing.taxId' });
    const blankName = await admin(`/api/admin/invoices/${rejectedId}/correction`, { buyerName: '   ', billing: TEST_BILLING });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json()).toMatchObject({ field: 'buyerName' });
    expect((await admin(`/api/admin/invoices/${randomUUID()}/correction`, { buyerName: 'X', billing: TEST_BILLING })).statusCode).toBe(404);
  });

  it('an invoice that failed the checks is neither sent nor emailed; corrected, it keeps its number, leaves, and its email goes then', async () => {
    const { db } = t.database;
    const wrongTaxId = '00743110158';
    const purchaseId = await paidPurchase(db, 'Ditta Sbagliata', wrongTaxId);
    const purchase = await db.selectFrom('purchases').select(['business_email', 'lead_id']).where('id', '=', purchaseId).executeTakeFirstOrThrow();
    const issued = await db.transaction().execute((trx) =>
      issueInvoice(trx, invoiceSettings(t.config), {
        id: purchaseId,
        amount: '30.50',
        businessName: 'Ditta Sbagliata',
        businessEmail: purchase.business_email,
        billing: { ...TEST_BILLING_DETAILS, taxId: wrongTaxId },
        leadId: purchase.lead_id,
        category: 'Idraulico',
        municipality: 'Fano',
      }),
    );
    expect(issued.state).toBe('invalid');
    expect(await emailsTo(purchase.business_email)).toEqual([]);
    const corrected = await admin(`/api/admin/invoices/${issued.id}/correction`, { buyerName: 'Ditta Giusta', billing: TEST_BILLING });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ renumbered: false, invoice: { id: issued.id, number: issued.number, state: 'queued', problems: [] } });
    const invoice = await invoiceOf(purchaseId);
    expect(invoice.xml).toContain('<Denominazione>Ditta Giusta</Denominazione>');
    expect(await validateAgainstSchema(invoice.xml)).toEqual({ valid: true });
    const emails = await emailsTo(purchase.business_email);
    expect(emails).toEqual([
      { purpose: 'purchase-receipt', subject: `Fattura n. ${issued.number} del tuo acquisto su TrovaPro`, dedupe_key: `document-email:${issued.id}` },
    ]);
  });

  it('keeps an outcome that the webhook brings before the send task records the handover', async () => {
    const purchaseId = await buy(await insertSentLead(t.database.db), 'webhook.veloce@example.it');
    const { id } = await invoiceOf(purchaseId);
    // The intermediary notifies «delivered» while the send task still waits for its answer.
    const racing: InvoiceTransmitter = {
      name: 'racing',
      acceptsWebhooks: false,
      outcomes: (since) => transmitter.outcomes(since),
      receiveWebhook: (headers, body) => transmitter.receiveWebhook(headers, body),
      send: async (file) => {
        const answer = await transmitter.send(file);
        await recordOutcome(t.database.db, {
          transmissionId: answer.transmissionId,
          notificationId: `veloce-${id}`,
          fileName: file.fileName,
          state: 'delivered',
          at: new Date(),
          errors: [],
        });
        return answer;
      },
    };
    await invoiceSendTask(t.database.db, racing)({ id: 'veloce', name: 'invoice-send', data: { invoiceId: id } } as never);
    const invoice = await invoiceOf(purchaseId);
    expect(invoice.state).toBe('delivered');
    expect(invoice.transmission_id).not.toBeNull();
  });

  it('after every attempt to reach the intermediary fails, the document is send_failed with why, and the admin sends it again', async () => {
    const purchaseId = await buy(await insertSentLead(t.database.db), 'invio.fallito@example.it');
    const { id } = await invoiceOf(purchaseId);
    const task = invoiceSendTask(t.database.db, transmitter);
    sdi.failNext(...Array.from({ length: SEND_ATTEMPTS }, () => 503));
    for (let attempt = 1; attempt < SEND_ATTEMPTS; attempt++) {
      await expect(task({ id: `a${attempt}`, name: 'invoice-send', data: { invoiceId: id } } as never)).rejects.toThrow();
      expect((await invoiceOf(purchaseId)).state).toBe('queued');
    }
    await task({ id: 'last', name: 'invoice-send', data: { invoiceId: id } } as never);
    const failed = await invoiceOf(purchaseId);
    expect(failed.state).toBe('send_failed');
    expect(failed.problems?.[0]).toContain(`${SEND_ATTEMPTS} tentativi`);
    expect((await admin(`/api/admin/invoices/${id}/correction`, { buyerName: 'X', billing: TEST_BILLING })).statusCode).toBe(409);

    const resent = await admin(`/api/admin/invoices/${id}/send`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id, state: 'queued', problems: [] });
    await send();
    expect((await invoiceOf(purchaseId)).state).toBe('sent');
    expect((await admin(`/api/admin/invoices/${id}/send`)).statusCode).toBe(409);
  });

  it('emails the business its invoice, then its credit note with the refund', async () => {
    const purchaseId = await buy(await insertSentLead(t.database.db), 'email.documenti@example.it');
    const invoice = await invoiceOf(purchaseId);
    await admin(`/api/admin/invoices/${invoice.id}/refund`);
    const emails = await emailsTo('email.documenti@example.it');
    expect(emails.map((email) => email.purpose)).toEqual(['purchase-contacts', 'purchase-receipt', 'credit-note']);
    expect(emails[1]?.subject).toBe(`Fattura n. ${invoice.number}/${YEAR} del tuo acquisto su TrovaPro`);
    expect(emails[2]?.subject).toMatch(/^Nota di credito n\. \d+\/\d{4}: rimborso del tuo acquisto su TrovaPro$/);
  });
});
