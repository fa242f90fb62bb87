import { PassThrough, type Readable } from 'node:stream';
import { apiInvoiceMessages, invoiceKindLabels, invoiceStateLabels, invoicesCsv, invoicesZip } from '@trovapro/copy';
import { PAGE_SIZES, pageOffset, totalPages, type AdminInvoice, type AdminInvoiceList, type AdminInvoiceListQuery } from '@trovapro/domain';
// fflate: a maintained, dependency-free, pure-JavaScript ZIP writer (no native build, same code on every machine) whose
// streaming `Zip` + `ZipDeflate` write the archive file by file as the month's rows are read, so a large month is never
// held whole in memory; its `unzipSync` reads the archive back in the tests. (archiver pulls a dozen packages for the same.)
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { csvMoney, inPages, italianCsv, type CsvColumn } from '../../lib/italian-csv.ts';
import {
  findInvoiceFile,
  findInvoiceListRow,
  listInvoiceRows,
  listMonthInvoiceFiles,
  listMonthInvoiceRows,
  type InvoiceFileRow,
  type InvoiceListRow,
} from './invoices-admin.repository.ts';

/** Rows read per query while an export streams (a FatturaPA file is a few kilobytes). */
const EXPORT_PAGE_SIZE = 200;

const documentNumber = (number: number, year: number) => `${number}/${year}`;

function toAdminInvoice(row: InvoiceListRow): AdminInvoice {
  return {
    id: row.id,
    kind: row.kind,
    number: documentNumber(row.number, row.year),
    date: row.document_date,
    buyerName: row.buyer_name,
    buyerTaxId: row.buyer_tax_id,
    net: row.net,
    vat: row.vat,
    total: row.total,
    state: row.state,
    stateAt: new Date(row.state_at).toISOString(),
    problems: row.problems ?? [],
    fileName: row.file_name,
    creditedNumber: row.credited_number === null || row.credited_year === null ? null : documentNumber(row.credited_number, row.credited_year),
    billing: row.billing,
    replacedByNumber: row.successor_number === null || row.successor_year === null ? null : documentNumber(row.successor_number, row.successor_year),
    refundable: row.refundable,
  };
}

/** `GET /api/admin/invoices`: a page of invoices and credit notes, newest first. */
export async function listInvoices(db: Db, query: AdminInvoiceListQuery): Promise<AdminInvoiceList> {
  const limit = query.limit ?? PAGE_SIZES.adminInvoices;
  const { rows, total } = await listInvoiceRows(db, {
    month: query.month,
    state: query.state,
    search: query.q,
    limit,
    offset: pageOffset(query.page ?? 1, limit),
  });
  return { invoices: rows.map(toAdminInvoice), total, totalPages: totalPages(total, limit) };
}

/** One document as the list shows it (after an admin's action on it). */
export async function getAdminInvoice(db: Db, id: string): Promise<AdminInvoice> {
  const row = await findInvoiceListRow(db, id);
  if (row === undefined) throw notFound(apiInvoiceMessages.notFound);
  return toAdminInvoice(row);
}

/** `GET /api/admin/invoices/:id/xml`: the document's XML exactly as validated and stored. */
export async function invoiceFile(db: Db, id: string): Promise<{ fileName: string; xml: string }> {
  const row = await findInvoiceFile(db, id);
  if (row === undefined) throw notFound(apiInvoiceMessages.notFound);
  return { fileName: row.file_name, xml: row.xml };
}

/** «2026-03-05» → «05/03/2026». */
const italianDate = (day: string) => day.split('-').reverse().join('/');

const { headers } = invoicesCsv;
const CSV_COLUMNS: readonly CsvColumn<InvoiceListRow>[] = [
  { header: headers.number, value: (row) => documentNumber(row.number, row.year) },
  { header: headers.date, value: (row) => italianDate(row.document_date) },
  { header: headers.kind, value: (row) => invoiceKindLabels[row.kind] },
  { header: headers.buyer, value: (row) => row.buyer_name },
  { header: headers.taxId, value: (row) => row.buyer_tax_id },
  { header: headers.net, value: (row) => csvMoney(row.net) },
  { header: headers.vat, value: (row) => csvMoney(row.vat) },
  { header: headers.total, value: (row) => csvMoney(row.total) },
  { header: headers.state, value: (row) => invoiceStateLabels[row.state] },
  // Why it is invalid or was rejected, one reason after the other.
  { header: headers.reason, value: (row) => (row.problems ?? []).join(' | ') },
];

export const invoicesCsvFilename = (month: string) => invoicesCsv.filename(month);
export const invoicesZipFilename = (month: string) => invoicesZip.filename(month);

/** `GET /api/admin/invoices/export.csv?month=`: the month's documents in the series' order, for Italian Excel. */
export function exportInvoicesCsv(db: Db, month: string): Readable {
  return italianCsv(
    CSV_COLUMNS,
    inPages(EXPORT_PAGE_SIZE, (limit, offset) => listMonthInvoiceRows(db, month, limit, offset)),
  );
}

/** The ZIP of `files`, written as they are read: each XML deflated under its own file name. */
export function zipOf(files: AsyncIterable<readonly InvoiceFileRow[]>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for await (const batch of files) {
      for (const file of batch) {
        const entry = new ZipDeflate(file.file_name, { level: 6 });
        entry.mtime = new Date(file.created_at);
        zip.add(entry);
        entry.push(strToU8(file.xml), true);
      }
      // The download's pace: the next page is read once the client took this one; a client gone stops the reading.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve).once('close', resolve));
      if (out.destroyed) {
        zip.terminate();
        return;
      }
    }
    zip.end();
  })().catch((error: unknown) => {
    // A query that fails mid-export cuts the download short, never a silently incomplete archive.
    zip.terminate();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** `GET /api/admin/invoices/export.zip?month=`: every FatturaPA file of the month that is not invalid. */
export function exportInvoicesZip(db: Db, month: string): Readable {
  return zipOf(inPages(EXPORT_PAGE_SIZE, (limit, offset) => listMonthInvoiceFiles(db, month, limit, offset)));
}
