import { pipeline, Readable } from 'node:stream';
import { CSV_MEDIA_TYPE, formatRomeDateTime } from '@trovapro/domain';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * CSV files that Italian Excel opens as they are: UTF-8 with a BOM (else accents break), `;` between
 * fields (the comma is the decimal separator), CRLF line ends, money with a decimal comma and dates as
 * dd/MM/yyyy HH:mm in Rome's time. Written with csv-stringify (quoting), streamed batch by batch.
 */

export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string;
}

/**
 * A text a spreadsheet would run as a formula («=HYPERLINK(…)», «+39 …», «@SUM», «-2+3») is written
 * with a leading apostrophe (OWASP «CSV injection»): a visitor's request must never execute on the
 * admin's machine.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** "1250.00" → "1250,00": no thousands separator, so every Excel reads one number. */
export function csvMoney(amount: string): string {
  return amount.replace('.', ',');
}

/** An instant as dd/MM/yyyy HH:mm in Rome; '' for none. */
export function csvDateTime(at: Date | null): string {
  return at === null ? '' : formatRomeDateTime(at);
}

/** The CSV text of `batches` (an async source of rows, read one batch at a time), header first. */
export function italianCsv<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>): Readable {
  async function* records() {
    yield columns.map((column) => column.header);
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => neutralizeFormula(column.value(row)));
    }
  }
  // pipeline, not pipe: a query that fails mid-export destroys the download (cut short, never silently complete).
  return pipeline(Readable.from(records()), stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' }), () => {});
}

/** Sends a CSV download named `filename` (never cached: it holds personal data). */
export function sendCsv(reply: FastifyReply, filename: string, csv: Readable): FastifyReply {
  return reply
    .header('content-type', CSV_MEDIA_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** Reads a query in pages of `size` until one comes back short: the export's rows without holding them all. */
export async function* inPages<Row>(size: number, page: (limit: number, offset: number) => Promise<readonly Row[]>): AsyncIterable<readonly Row[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await page(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}
