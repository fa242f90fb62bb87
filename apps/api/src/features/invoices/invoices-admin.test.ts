import { randomUUID } from 'node:crypto';
import { romeDay } from '@trovapro/domain';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { InvoiceState } from '../../db/rows.ts';
import { TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { useTestApp } from '../../test/file-app.ts';
import { paidPurchase } from '../checkout/sent-lead.fixture.ts';
import { validateAgainstSchema } from './fatturapa/index.ts';
import { insertInvoice } from './invoices.repository.ts';
import { zipOf } from './invoices-admin.service.ts';
import { issueInvoice } from './invoices.service.ts';

const t = useTestApp({ signedIn: true });

/** The seller of the documents below (a valid partita IVA, an office in Bologna). */
const SELLER: SellerConfig = {
  name: 'TrovaPro S.r.l.',
  vatNumber: '12345678903',
  taxCode: '12345678903',
  taxRegime: 'RF01',
  address: { street: 'Via dell’Indipendenza 10', postalCode: '40121', city: 'Bologna', province: 'BO', country: 'IT' },
  rea: null,
};

interface Stored {
  readonly kind?: 'invoice' | 'credit_note';
  readonly purchaseId: string;
  readonly credits?: string;
  readonly number: number;
  readonly date: string;
  readonly buyer: string;
  readonly taxId?: string;
  readonly state: InvoiceState;
  readonly problems?: string[];
  readonly net?: string;
  readonly vat?: string;
  readonly total?: string;
}

/** Stores a document as the issuing would (its XML a marker naming it): its id and file name. */
async function storeInvoice(db: Db, doc: Stored): Promise<{ id: string; fileName: string; xml: string }> {
  const fileName = `IT12345678903_${String(doc.number).padStart(5, '0')}.xml`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<documento numero="${doc.number}/2026">${doc.buyer}</documento>\n`;
  const id = await insertInvoice(db, {
    kind: doc.kind ?? 'invoice',
    purchaseId: doc.purchaseId,
    creditedInvoiceId: doc.credits ?? null,
    year: 2026,
    number: doc.number,
    documentDate: doc.date,
    tokenHash: randomUUID(),
    seller: SELLER,
    buyer: { name: doc.buyer, email: 'buyer@example.it', billing: { ...TEST_BILLING_DETAILS, taxId: doc.taxId ?? TEST_BILLING_DETAILS.taxId } },
    description: 'Richiesta di preventivo: Idraulico a Fano, codice 3F2A9C1B',
    net: doc.net ?? '25.00',
    vatRate: '22.00',
    vat: doc.vat ?? '5.50',
    total: doc.total ?? '30.50',
    fileName,
    xml,
    state: doc.state,
    problems: doc.problems ?? null,
  });
  return { id, fileName, xml };
}

const REJECTION = '00305: IdFiscaleIVA del CessionarioCommittente non valido';
const INVALID = 'Partita IVA del cessionario non valida';

let docs: Record<'a' | 'b' | 'c' | 'credit' | 'april' | 'february', { id: string; fileName: string; xml: string }>;

beforeAll(async () => {
  const { db } = t.database;
  const rossi = await paidPurchase(db, 'Idraulica Rossi S.r.l.');
  docs = {
    a: await storeInvoice(db, { purchaseId: rossi, number: 101, date: '2026-03-02', buyer: 'Idraulica Rossi S.r.l.', state: 'delivered' }),
    b: await storeInvoice(db, {
      purchaseId: await paidPurchase(db, 'Società Elettrica Àlfa', 'RSSMRA85T10A562S'),
      number: 102,
      date: '2026-03-15',
      buyer: 'Società Elettrica Àlfa',
      taxId: 'RSSMRA85T10A562S',
      state: 'rejected',
      problems: [REJECTION, '00311: CodiceDestinatario non valido'],
    }),
    c: await storeInvoice(db, {
      purchaseId: await paidPurchase(db, 'Termoidraulica Bianchi'),
      number: 103,
      date: '2026-03-31',
      buyer: 'Termoidraulica Bianchi',
      state: 'invalid',
      problems: [INVALID],
      net: '1025.00',
      vat: '225.50',
      total: '1250.50',
    }),
    credit: { id: '', fileName: '', xml: '' },
    april: await storeInvoice(db, {
      purchaseId: await paidPurchase(db, 'Idraulica Rossi S.r.l.'),
      number: 105,
      date: '2026-04-01',
      buyer: 'Idraulica Rossi S.r.l.',
      state: 'queued',
    }),
    february: await storeInvoice(db, {
      purchaseId: await paidPurchase(db, 'Idraulica Rossi S.r.l.'),
      number: 100,
      date: '2026-02-28',
      buyer: 'Idraulica Rossi S.r.l.',
      state: 'sent',
    }),
  };
  docs.credit = await storeInvoice(db, {
    kind: 'credit_note',
    purchaseId: rossi,
    credits: docs.a.id,
    number: 104,
    date: '2026-03-31',
    buyer: 'Idraulica Rossi S.r.l.',
    state: 'exported',
  });
});

interface ListBody {
  invoices: Array<Record<string, unknown> & { id: string; number: string }>;
  total: number;
  totalPages: number;
}
const list = async (query: string) => {
  const { status, body } = await t.adminJson<ListBody>('GET', `/api/admin/invoices${query}`);
  expect(status).toBe(200);
  return body;
};
const numbers = (body: ListBody) => body.invoices.map((invoice) => invoice.number);

describe('GET /api/admin/invoices', () => {
  it('lists a month’s invoices and credit notes, newest first, with the buyer, amounts, SdI state and reasons', async () => {
    const body = await list('?month=2026-03');
    expect(numbers(body)).toEqual(['104/2026', '103/2026', '102/2026', '101/2026']);
    expect(body.total).toBe(4);
    expect(body.totalPages).toBe(1);
    const [credit, invalid, rejected, delivered] = body.invoices;
    expect(credit).toEqual({
      id: docs.credit.id,
      kind: 'credit_note',
      number: '104/2026',
      date: '2026-03-31',
      buyerName: 'Idraulica Rossi S.r.l.',
      buyerTaxId: '00743110157',
      net: '25.00',
      vat: '5.50',
      total: '30.50',
      state: 'exported',
      stateAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      problems: [],
      fileName: docs.credit.fileName,
      creditedNumber: '101/2026',
      billing: TEST_BILLING_DETAILS,
      replacedByNumber: null,
      // A credit note is never refunded; the purchase's invoice is (its sale is paid).
      refundable: false,
    });
    expect(invalid).toMatchObject({ kind: 'invoice', state: 'invalid', problems: [INVALID], total: '1250.50', creditedNumber: null });
    expect(rejected).toMatchObject({
      state: 'rejected',
      problems: [REJECTION, '00311: CodiceDestinatario non valido'],
      buyerTaxId: 'RSSMRA85T10A562S',
    });
    expect(delivered).toMatchObject({ id: docs.a.id, state: 'delivered', problems: [], date: '2026-03-02', refundable: true });
  });

  it('lists every month without a month, and pages', async () => {
    expect(numbers(await list(''))).toEqual(['105/2026', '104/2026', '103/2026', '102/2026', '101/2026', '100/2026']);
    const second = await list('?limit=4&page=2');
    expect(numbers(second)).toEqual(['101/2026', '100/2026']);
    expect(second.total).toBe(6);
    expect(second.totalPages).toBe(2);
  });

  it('filters by state and by buyer name (case and accents ignored) or tax id', async () => {
    expect(numbers(await list('?month=2026-03&state=rejected'))).toEqual(['102/2026']);
    expect(numbers(await list('?month=2026-02&state=rejected'))).toEqual([]);
    expect(numbers(await list(`?q=${encodeURIComponent('ELETTRICA alfa')}`))).toEqual(['102/2026']);
    expect(numbers(await list(`?q=${encodeURIComponent('società')}`))).toEqual(['102/2026']);
    expect(numbers(await list('?q=rssmra85'))).toEqual(['102/2026']);
    expect(numbers(await list(`?q=${encodeURIComponent('0074 3110')}&month=2026-03`))).toEqual(['104/2026', '103/2026', '101/2026']);
    expect(numbers(await list('?q=rossi&state=queued'))).toEqual(['105/2026']);
    expect(numbers(await list('?q=100%25'))).toEqual([]);
  });

  it('refuses a month that is not YYYY-MM and a state it does not know', async () => {
    for (const query of ['?month=2026-13', '?month=03-2026', '?state=paid']) {
      expect((await t.admin('GET', `/api/admin/invoices${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/invoices/:id/xml', () => {
  it('downloads the stored XML under its file name', async () => {
    const response = await t.admin('GET', `/api/admin/invoices/${docs.b.id}/xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${docs.b.fileName}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(docs.b.xml);
  });

  it('answers 404 for an unknown document', async () => {
    const response = await t.admin('GET', `/api/admin/invoices/${randomUUID()}/xml`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Fattura non trovata.' });
  });
});

const download = (path: string) => t.admin('GET', path);

describe('GET /api/admin/invoices/export.zip', () => {
  it('holds every file of the month that is not invalid, each exactly as stored', async () => {
    const response = await download('/api/admin/invoices/export.zip?month=2026-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="fatture-xml-2026-03.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([docs.a.fileName, docs.b.fileName, docs.credit.fileName].sort());
    for (const doc of [docs.a, docs.b, docs.credit]) expect(strFromU8(files[doc.fileName] as Uint8Array)).toBe(doc.xml);
  });

  it('is an empty archive for a month without documents, and needs the month', async () => {
    const response = await download('/api/admin/invoices/export.zip?month=2025-12');
    expect(response.statusCode).toBe(200);
    expect(unzipSync(new Uint8Array(response.rawPayload))).toEqual({});
    expect((await download('/api/admin/invoices/export.zip')).statusCode).toBe(400);
  });

  it('gives the accountant files that validate against the FatturaPA schema (INVOICING=export)', async () => {
    const { db } = t.database;
    const now = new Date();
    const purchaseId = await paidPurchase(db, 'Idraulica Reale');
    const issued = await db.transaction().execute((trx) =>
      issueInvoice(
        trx,
        { seller: SELLER, vatRate: 2200, mode: 'export', checkoutUrl: 'http://localhost:3002' },
        {
          id: purchaseId,
          amount: '30.50',
          businessName: 'Idraulica Reale',
          businessEmail: 'reale@example.it',
          billing: TEST_BILLING_DETAILS,
          leadId: randomUUID(),
          category: 'Idraulico',
          municipality: 'Fano',
        },
        now,
      ),
    );
    expect(issued.state).toBe('exported');
    const month = romeDay(now).slice(0, 7);
    const files = unzipSync(new Uint8Array((await download(`/api/admin/invoices/export.zip?month=${month}`)).rawPayload));
    expect(Object.keys(files)).toHaveLength(1);
    const xml = strFromU8(Object.values(files)[0] as Uint8Array);
    expect(xml).toContain('<TipoDocumento>TD01</TipoDocumento>');
    expect(await validateAgainstSchema(xml)).toMatchObject({ valid: true });
  });
});

describe('zipOf', () => {
  it('breaks the archive off, never ends it short, when reading the files fails midway', async () => {
    async function* failing() {
      yield [{ file_name: 'IT12345678903_00001.xml', xml: '<a/>', created_at: new Date() }];
      throw new Error('database gone');
    }
    const chunks: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of zipOf(failing())) chunks.push(chunk as Buffer);
      })(),
    ).rejects.toThrow('database gone');
    expect(() => unzipSync(new Uint8Array(Buffer.concat(chunks)))).toThrow();
  });
});

describe('GET /api/admin/invoices/export.csv', () => {
  it('lists the month’s documents in the series’ order, as Italian Excel reads them', async () => {
    const response = await download('/api/admin/invoices/export.csv?month=2026-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="fatture-2026-03.csv"');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFNumero;Data;Tipo;Cliente;P.IVA / Codice fiscale;Imponibile;IVA;Totale;Stato;Motivo\r\n')).toBe(true);
    const rows = parse(body, { bom: true, delimiter: ';', columns: true }) as Array<Record<string, string>>;
    expect(rows).toEqual([
      {
        Numero: '101/2026',
        Data: '02/03/2026',
        Tipo: 'Fattura',
        Cliente: 'Idraulica Rossi S.r.l.',
        'P.IVA / Codice fiscale': '00743110157',
        Imponibile: '25,00',
        IVA: '5,50',
        Totale: '30,50',
        Stato: 'Consegnata',
        Motivo: '',
      },
      expect.objectContaining({ Numero: '102/2026', Stato: 'Scartata', Motivo: `${REJECTION} | 00311: CodiceDestinatario non valido` }),
      expect.objectContaining({
        Numero: '103/2026',
        Data: '31/03/2026',
        Imponibile: '1025,00',
        IVA: '225,50',
        Totale: '1250,50',
        Stato: 'Non valida',
        Motivo: INVALID,
      }),
      expect.objectContaining({ Numero: '104/2026', Tipo: 'Nota di credito', Stato: 'Da esportare' }),
    ]);
  });
});

describe('without an admin session', () => {
  it.each([
    '/api/admin/invoices?month=2026-03',
    '/api/admin/invoices/00000000-0000-4000-8000-000000000000/xml',
    '/api/admin/invoices/export.zip?month=2026-03',
    '/api/admin/invoices/export.csv?month=2026-03',
  ])('%s answers 401', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
