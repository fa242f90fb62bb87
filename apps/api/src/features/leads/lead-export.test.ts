import { romeDay } from '@trovapro/domain';
import { randomUUID } from 'node:crypto';
import type { LeadStatus } from '@trovapro/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { EXPORT_BATCH_SIZE, leadsCsvStream } from './lead-export.ts';
import { insertLead } from './leads.repository.ts';

let t: TestApp;
let cookie: string;
const FANO = '041013';

const HEADER = ['Data', 'Nome', 'Email', 'Telefono', 'Richiesta', 'Categoria', 'Comune', 'Provincia', 'Prezzo', 'Stato', 'ID'];

async function addLead(fields: {
  name: string;
  request: string;
  createdAt: string;
  price: string;
  status?: LeadStatus;
  phone?: string | null;
  istatCode?: string | null;
}) {
  const id = randomUUID();
  await insertLead(t.database.db, {
    id,
    user_request: fields.request,
    user_email: `${fields.name.toLowerCase().replace(/\W+/g, '.')}@example.it`,
    user_name: fields.name,
    user_phone: fields.phone ?? null,
    category: 'Imbianchino',
    price: fields.price,
    status: fields.status ?? 'pending',
    istat_code: fields.istatCode === undefined ? FANO : fields.istatCode,
    created_at: fields.createdAt,
  });
  return id;
}

let winter: string;
let summer: string;
let rejected: string;
beforeAll(async () => {
  t = await createTestApp();
  await importMunicipalities(t.database.db);
  cookie = await signInAdmin(t);
  winter = await addLead({
    name: 'Carla Esposito',
    request: 'Tinteggiare soggiorno e cucina; pareti "bianco latte"',
    createdAt: '2025-01-15T09:05:00Z',
    price: '1250.50',
    phone: '+39 333 123 4567',
  });
  summer = await addLead({
    name: 'Piero Gallo',
    request: '=HYPERLINK("http://esempio.invalid","clicca")',
    createdAt: '2025-07-01T22:30:00Z',
    price: '25.00',
    istatCode: null,
  });
  rejected = await addLead({
    name: 'Sara Conti',
    request: 'Verniciare il cancello',
    createdAt: '2025-03-02T12:00:00Z',
    price: '30.00',
    status: 'rejected',
  });
});
afterAll(() => t.close());

const exportCsv = (query: Record<string, string> = {}, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv', query, headers });

/** The rows as Italian Excel reads the file: BOM, `;` between fields. */
const rowsOf = (body: string) => parse(body, { bom: true, delimiter: ';' }) as string[][];

describe('GET /api/admin/leads/export.csv', () => {
  it('is a CSV for Italian Excel: BOM, `;`, decimal comma, dates dd/MM/yyyy HH:mm in Rome, Italian headers and status', async () => {
    const response = await exportCsv({ category: 'Imbianchino', sort: 'oldest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const today = romeDay(new Date());
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lead-${today}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toContain('\r\n');

    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual(HEADER);
    expect(rows.map((row) => row[10])).toEqual([winter, rejected, summer]);
    expect(rows[0]).toEqual([
      '15/01/2025 10:05',
      'Carla Esposito',
      'carla.esposito@example.it',
      // Written so that a spreadsheet never reads it as a formula.
      "'+39 333 123 4567",
      'Tinteggiare soggiorno e cucina; pareti "bianco latte"',
      'Imbianchino',
      'Fano',
      'Pesaro e Urbino',
      '1250,50',
      'In Attesa',
      winter,
    ]);
    // Summer time: 22:30 UTC is past midnight in Rome. No comune: empty cells.
    expect(rows[2]?.slice(0, 1)).toEqual(['02/07/2025 00:30']);
    expect(rows[2]?.slice(4, 9)).toEqual(['\'=HYPERLINK("http://esempio.invalid","clicca")', 'Imbianchino', '', '', '25,00']);
    expect(rows[1]?.[9]).toBe('Rifiutato');
  });

  it("applies the list's filters, search and order", async () => {
    const ids = async (query: Record<string, string>) =>
      rowsOf((await exportCsv({ category: 'Imbianchino', ...query })).body)
        .slice(1)
        .map((row) => row[10]);
    expect(await ids({})).toEqual([summer, rejected, winter]);
    expect(await ids({ sort: 'price_desc' })).toEqual([winter, rejected, summer]);
    expect(await ids({ sort: 'price_asc' })).toEqual([summer, rejected, winter]);
    expect(await ids({ status: 'rejected' })).toEqual([rejected]);
    expect(await ids({ search: 'GALLO' })).toEqual([summer]);
    expect(await ids({ search: 'fano' })).toEqual([rejected, winter]);
    expect(await ids({ search: 'nessuno' })).toEqual([]);
  });

  it('writes every row, however many batches it reads', async () => {
    const count = EXPORT_BATCH_SIZE + 3;
    await sql`
      insert into leads (id, user_request, user_email, user_name, category, price, status, created_at)
      select gen_random_uuid(), 'Pulizia ' || n, 'pulizie' || n || '@example.it', 'Cliente ' || n, 'Pulizie', 20, 'pending',
        now() - make_interval(mins => n)
      from generate_series(1, ${count}) as n
    `.execute(t.database.db);
    const response = await exportCsv({ category: 'Pulizie' });
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[10])).size).toBe(count);
    expect(rows.map((row) => row[1])).toEqual(Array.from({ length: count }, (_, index) => `Cliente ${index + 1}`));
  });

  it('answers 401 without a session, 400 for a bad filter or a search PostgreSQL cannot read', async () => {
    const anonymous = await exportCsv({}, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');
    expect((await exportCsv({ status: 'boh' })).statusCode).toBe(400);
    // Text PostgreSQL cannot hold: refused before the file starts.
    const nul = await exportCsv({ search: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'invalid_characters' });
  });

  it('breaks off with an error, never ending short as if complete, when the database fails after the first batch', async () => {
    const other = await createTestDatabase();
    await sql`
      insert into leads (id, user_request, user_email, user_name, category, price)
      select gen_random_uuid(), 'Richiesta ' || n, 'c' || n || '@example.it', 'Cliente ' || n, 'Pulizie', 20
      from generate_series(1, ${EXPORT_BATCH_SIZE + 10}) as n
    `.execute(other.db);
    const csv = await leadsCsvStream(other.db, {});
    const chunks = csv[Symbol.asyncIterator]();
    expect((await chunks.next()).done).toBe(false);
    await other.drop();
    await expect(
      (async () => {
        for (let next = await chunks.next(); !next.done; next = await chunks.next());
      })(),
    ).rejects.toThrow();
  });
});
