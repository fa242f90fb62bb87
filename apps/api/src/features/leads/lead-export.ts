import { romeDay } from '@trovapro/domain';
import type { Readable } from 'node:stream';
import { leadsCsv, leadStatusLabels } from '@trovapro/copy';
import type { AdminLeadExportQuery } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { csvDateTime, csvMoney, inPages, italianCsv, type CsvColumn } from '../../lib/italian-csv.ts';
import { findLeadPage, type LeadListRow } from './leads.repository.ts';
import { leadFilter } from './leads.service.ts';

/** Rows read per query while the file streams out. */
export const EXPORT_BATCH_SIZE = 2000;

const { headers } = leadsCsv;
const LEAD_COLUMNS: readonly CsvColumn<LeadListRow>[] = [
  { header: headers.date, value: (row) => csvDateTime(row.created_at) },
  { header: headers.name, value: (row) => row.user_name },
  { header: headers.email, value: (row) => row.user_email },
  { header: headers.phone, value: (row) => row.user_phone ?? '' },
  { header: headers.request, value: (row) => row.user_request },
  { header: headers.category, value: (row) => row.category },
  { header: headers.municipality, value: (row) => row.municipality ?? '' },
  { header: headers.province, value: (row) => row.province ?? '' },
  { header: headers.price, value: (row) => csvMoney(row.price) },
  { header: headers.status, value: (row) => leadStatusLabels[row.status] ?? row.status },
  { header: headers.id, value: (row) => row.id },
];

/** `lead-YYYY-MM-DD.csv`, Rome's date. */
export function leadsCsvFilename(now: Date): string {
  return leadsCsv.filename(romeDay(now));
}

/**
 * Every lead the list's filters select, in its order, as an Italian-Excel CSV read batch by batch. The first
 * batch is read before anything is sent, so a refused search (400) or a database outage (503) answers as
 * errors do. A later failure destroys the stream: the download breaks off rather than ending short as if
 * complete (and the error never goes unhandled).
 */
export async function leadsCsvStream(db: Db, query: AdminLeadExportQuery): Promise<Readable> {
  const filter = leadFilter(query);
  const page = (limit: number, offset: number) => findLeadPage(db, filter, limit, offset);
  const first = await page(EXPORT_BATCH_SIZE, 0);
  async function* batches() {
    yield first;
    if (first.length < EXPORT_BATCH_SIZE) return;
    try {
      yield* inPages(EXPORT_BATCH_SIZE, (limit, offset) => page(limit, EXPORT_BATCH_SIZE + offset));
    } catch (error) {
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }
  const csv = italianCsv(LEAD_COLUMNS, batches());
  return csv;
}
