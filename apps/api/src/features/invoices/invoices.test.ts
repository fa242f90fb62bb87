import { romeDay, romeYear } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOf } from '../../jobs/job-engine.ts';
import { createInvoiceTransmitter, type InvoiceTransmitter } from '../../providers/invoicing/index.ts';
import { TEST_BILLING } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { FAKE_INVOICETRONIC_KEY, startFakeSdiIntermediary, type FakeSdiIntermediary } from '../../test/fake-sdi-intermediary.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, invitedBuyers } from '../checkout/sent-lead.fixture.ts';
import { validateAgainstSchema } from './fatturapa/index.ts';
import { invoiceOutcomesTask, invoiceSendTask } from './invoices.service.ts';

/** The seller every invoice names: a company with its REA registration. */
export const SELLER_ENV = {
  COMPANY_NAME: 'TrovaPro S.r.l.',
  COMPANY_VAT: 'IT 12345678903',
  COMPANY_ADDRESS: 'Via dell’Arco 3, 61032 Fano (PU)',
  COMPANY_STREET: 'Via dell’Arco 3',
  COMPANY_POSTAL_CODE: '61032',
  COMPANY_CITY: 'Fano',
  COMPANY_PROVINCE: 'PU',
  COMPANY_REA_OFFICE: 'PU',
  COMPANY_REA_NUMBER: '123456',
};
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
    { businessEmail, businessName: 'Idraulica Rossi S.r.l.', billing },
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
const invoiceOf = (purchaseId: string) =>
  t.database.db.selectFrom('invoices').selectAll().where('purchase_id', '=', purchaseId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();

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
        { businessEmail: 'senza.sede@example.it', businessName: 'Ditta', billing: TEST_BILLING },
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
