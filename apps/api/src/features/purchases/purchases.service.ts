import type { Readable } from 'node:stream';
import { purchasesCsv } from '@trovapro/copy';
import { formatLocation, romeDay } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { csvDateTime, csvMoney, inPages, italianCsv, type CsvColumn } from '../../lib/italian-csv.ts';
import { receiptNumberText } from '../receipts/receipts.service.ts';
import { listExportedPurchases, type ExportedPurchaseRow } from './purchases.repository.ts';

/** Rows read per query while the CSV streams. */
const EXPORT_PAGE_SIZE = 1_000;

const { headers } = purchasesCsv;

const COLUMNS: readonly CsvColumn<ExportedPurchaseRow>[] = [
  { header: headers.date, value: (row) => csvDateTime(row.at) },
  { header: headers.lead, value: (row) => row.lead_id },
  { header: headers.category, value: (row) => row.category },
  {
    header: headers.municipality,
    value: (row) =>
      row.municipality !== null && row.province !== null ? formatLocation({ municipality: row.municipality, province: row.province }) : '',
  },
  { header: headers.business, value: (row) => row.business_name },
  { header: headers.businessEmail, value: (row) => row.business_email },
  { header: headers.taxId, value: (row) => row.tax_id ?? '' },
  { header: headers.amount, value: (row) => csvMoney(row.amount) },
  {
    header: headers.receipt,
    value: (row) => (row.receipt_number === null || row.receipt_year === null ? '' : receiptNumberText(row.receipt_number, row.receipt_year)),
  },
  { header: headers.paymentReference, value: (row) => row.payment_intent_id },
  { header: headers.refunded, value: (row) => (row.status === 'refunded' ? purchasesCsv.yes : purchasesCsv.no) },
  { header: headers.refundedAt, value: (row) => csvDateTime(row.refunded_at) },
];

/** The CSV's file name: `acquisti-YYYY-MM-DD.csv`, the day in Rome. */
export function purchasesExportFilename(now = new Date()): string {
  return purchasesCsv.filename(romeDay(now));
}

/** `GET /api/admin/purchases/export.csv`: every paid or refunded purchase, newest first, read page by page. */
export function exportPurchases(db: Db): Readable {
  return italianCsv(
    COLUMNS,
    inPages(EXPORT_PAGE_SIZE, (limit, offset) => listExportedPurchases(db, limit, offset)),
  );
}
