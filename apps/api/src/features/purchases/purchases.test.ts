import { romeYear } from '@trovapro/domain';
import type { BillingInput } from '@trovapro/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import { startStripePurchase, stripeReports } from '../../test/stripe-purchase.ts';
import { TEST_BILLING } from '../../test/billing.ts';
import { insertSentLead, inviteBusiness, purchasesOf } from '../checkout/sent-lead.fixture.ts';
import { purchasesExportFilename } from './purchases.service.ts';
import { useTestApp } from '../../test/file-app.ts';

// Stripe mode (a local stand-in): a payment arriving past the cap of buyers is refunded for real.
let _stripe: FakeStripe;
const t = useTestApp({ fakeStripe: true, signedIn: true });

/** The business `email` is sent the lead and starts buying it through its own link: the payment intent's id. */
async function startPurchase(leadId: string, email: string, name: string, billing?: BillingInput): Promise<string> {
  const { token } = await inviteBusiness(t.database.db, leadId, { email, name });
  return startStripePurchase(t.app, { leadId, token, businessEmail: email, businessName: name, ...(billing === undefined ? {} : { billing }) });
}

/** Moves a purchase's clock to known instants, so order and formatting can be checked. */
const setTimes = (paymentIntentId: string, times: { created: string; paid?: string; refunded?: string }) =>
  sql`
    update purchases set created_at = ${times.created}, paid_at = coalesce(${times.paid ?? null}::timestamptz, paid_at),
      refunded_at = coalesce(${times.refunded ?? null}::timestamptz, refunded_at)
    where payment_intent_id = ${paymentIntentId}`.execute(t.database.db);

const download = (headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/purchases/export.csv', headers });
const rowsOf = (body: string) => parse(body, { bom: true, delimiter: ';', columns: true }) as Array<Record<string, string>>;

const HEADER =
  'Data;Lead;Categoria;Comune;Azienda;Email azienda;P.IVA / Codice fiscale;Importo (IVA inclusa);Fattura o ricevuta;Riferimento pagamento;Rimborsato;Data rimborso';

/** The receipts are numbered per year of their issue (Rome): the payments below are all made today. */
const receiptYear = romeYear(new Date());

describe('GET /api/admin/purchases/export.csv', () => {
  it('is only the header row while nothing was bought', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('utf8')).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('lists every paid and refunded purchase, newest first, as Italian Excel reads it', async () => {
    const { db } = t.database;
    // A lead in Fano bought by three businesses; a fourth pays after them and is refunded.
    const fanoLead = await insertSentLead(db, { price: '22.50' });
    const buyers = ['uno', 'due', 'tre'];
    const paid: string[] = [];
    for (const buyer of buyers) paid.push(await startPurchase(fanoLead, `${buyer}@example.it`, `Idraulica ${buyer}`));
    const late = await startPurchase(fanoLead, 'ritardo@example.it', 'Idraulica in ritardo');
    for (const intent of [...paid, late]) await stripeReports(t.app, 'payment_intent.succeeded', intent);
    // A lead with no comune: one purchase paid, one still pending, one declined — only the paid one is listed.
    const elsewhere = await insertSentLead(db, { inFano: false, category: 'Elettricista', price: '30.00' });
    // This buyer invoices to a person: its codice fiscale, typed in lower case with spaces, is listed compact.
    const quoted = await startPurchase(elsewhere, 'rossi@example.it', 'Rossi; Bianchi "srl"', { ...TEST_BILLING, taxId: 'rssmra 85t10 a562s' });
    await stripeReports(t.app, 'payment_intent.succeeded', quoted);
    await startPurchase(elsewhere, 'attesa@example.it', 'In attesa');
    await stripeReports(t.app, 'payment_intent.payment_failed', await startPurchase(elsewhere, 'rifiutata@example.it', 'Carta rifiutata'));

    expect((await purchasesOf(db, fanoLead)).map((row) => row.status)).toEqual(['paid', 'paid', 'paid', 'refunded']);
    await setTimes(paid[0]!, { created: '2026-07-01T22:00:00Z', paid: '2026-07-01T22:30:00Z' });
    await setTimes(paid[1]!, { created: '2026-01-15T08:00:00Z', paid: '2026-01-15T08:05:00Z' });
    await setTimes(paid[2]!, { created: '2026-05-10T09:00:00Z', paid: '2026-05-10T09:01:00Z' });
    // Refunded: never paid, so dated by its creation.
    await setTimes(late, { created: '2026-06-01T10:00:00Z', refunded: '2026-06-02T11:15:00Z' });
    await setTimes(quoted, { created: '2026-08-03T15:59:00Z', paid: '2026-08-03T16:00:00Z' });

    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${purchasesExportFilename()}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);

    // Receipts numbered in the order the payments were settled (uno, due, tre, then Rossi); the refunded one has none.
    const receipt = (number: number) => `${number}/${receiptYear}`;
    const fano = {
      Lead: fanoLead,
      Categoria: 'Idraulico',
      Comune: 'Fano (Pesaro e Urbino)',
      'P.IVA / Codice fiscale': '00743110157',
      'Importo (IVA inclusa)': '22,50',
    };
    const notRefunded = { Rimborsato: 'No', 'Data rimborso': '' };
    expect(rowsOf(body)).toEqual([
      {
        Data: '03/08/2026 18:00',
        Lead: elsewhere,
        Categoria: 'Elettricista',
        Comune: '',
        Azienda: 'Rossi; Bianchi "srl"',
        'Email azienda': 'rossi@example.it',
        'P.IVA / Codice fiscale': 'RSSMRA85T10A562S',
        'Importo (IVA inclusa)': '30,00',
        'Fattura o ricevuta': receipt(4),
        'Riferimento pagamento': quoted,
        ...notRefunded,
      },
      {
        Data: '02/07/2026 00:30',
        ...fano,
        Azienda: 'Idraulica uno',
        'Email azienda': 'uno@example.it',
        'Fattura o ricevuta': receipt(1),
        'Riferimento pagamento': paid[0],
        ...notRefunded,
      },
      {
        Data: '01/06/2026 12:00',
        ...fano,
        Azienda: 'Idraulica in ritardo',
        'Email azienda': 'ritardo@example.it',
        'Fattura o ricevuta': '',
        'Riferimento pagamento': late,
        Rimborsato: 'Sì',
        'Data rimborso': '02/06/2026 13:15',
      },
      {
        Data: '10/05/2026 11:01',
        ...fano,
        Azienda: 'Idraulica tre',
        'Email azienda': 'tre@example.it',
        'Fattura o ricevuta': receipt(3),
        'Riferimento pagamento': paid[2],
        ...notRefunded,
      },
      {
        Data: '15/01/2026 09:05',
        ...fano,
        Azienda: 'Idraulica due',
        'Email azienda': 'due@example.it',
        'Fattura o ricevuta': receipt(2),
        'Riferimento pagamento': paid[1],
        ...notRefunded,
      },
    ]);
  });

  it('is named after the day in Rome', () => {
    expect(purchasesExportFilename(new Date('2026-07-01T22:30:00Z'))).toBe('acquisti-2026-07-02.csv');
    expect(purchasesExportFilename(new Date('2026-01-15T22:59:00Z'))).toBe('acquisti-2026-01-15.csv');
  });

  it('answers 401 without a session', async () => {
    const response = await download({});
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Riferimento pagamento');
  });
});
