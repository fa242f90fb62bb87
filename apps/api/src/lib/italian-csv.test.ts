import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDateTime, csvMoney, inPages, italianCsv, neutralizeFormula } from './italian-csv.ts';

/** The bytes as they are (a TextDecoder would drop the BOM). */
const text = async (csv: Readable) => (await buffer(csv)).toString('utf8');

async function* batchesOf<T>(...batches: T[][]) {
  yield* batches;
}

describe('italianCsv', () => {
  it('writes a BOM, `;` between fields, CRLF, and quotes what needs it; csv-parse with the Italian settings reads it back', async () => {
    const columns = [
      { header: 'Nome', value: (row: { name: string; amount: string }) => row.name },
      { header: 'Importo', value: (row: { name: string; amount: string }) => csvMoney(row.amount) },
    ];
    const csv = await text(
      italianCsv(columns, batchesOf([{ name: 'Rossi; Bianchi "srl"', amount: '1250.00' }], [{ name: 'Niccolò\ndue righe', amount: '22.50' }])),
    );
    expect(csv.startsWith('\uFEFFNome;Importo\r\n')).toBe(true);
    const rows = parse(csv, { bom: true, delimiter: ';', columns: true }) as Array<Record<string, string>>;
    expect(rows).toEqual([
      { Nome: 'Rossi; Bianchi "srl"', Importo: '1250,00' },
      { Nome: 'Niccolò\ndue righe', Importo: '22,50' },
    ]);
  });

  it('keeps formulas from running: a cell opening with = + - @ gets an apostrophe', async () => {
    expect(neutralizeFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutralizeFormula('+39 333 123 4567')).toBe("'+39 333 123 4567");
    expect(neutralizeFormula('-2+3')).toBe("'-2+3");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('Perdita a Milano')).toBe('Perdita a Milano');
    const csv = await text(italianCsv([{ header: 'Richiesta', value: (row: string) => row }], batchesOf(['=1+1'])));
    expect(parse(csv, { bom: true, delimiter: ';' })).toEqual([['Richiesta'], ["'=1+1"]]);
  });
});

describe('cells', () => {
  it('dates are dd/MM/yyyy HH:mm in Rome, summer and winter', () => {
    expect(csvDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02/07/2026 00:30');
    expect(csvDateTime(new Date('2026-01-15T08:05:00Z'))).toBe('15/01/2026 09:05');
    expect(csvDateTime(null)).toBe('');
  });

  it('money has a decimal comma and no thousands separator', () => {
    expect(csvMoney('1250.00')).toBe('1250,00');
    expect(csvMoney('0.50')).toBe('0,50');
  });
});

describe('inPages', () => {
  it('reads pages until one comes back short', async () => {
    const all = Array.from({ length: 7 }, (_, index) => index);
    const offsets: number[] = [];
    const seen: number[] = [];
    for await (const batch of inPages(3, async (limit, offset) => {
      offsets.push(offset);
      return all.slice(offset, offset + limit);
    }))
      seen.push(...batch);
    expect(seen).toEqual(all);
    expect(offsets).toEqual([0, 3, 6]);
  });
});
