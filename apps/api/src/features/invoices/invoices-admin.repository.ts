import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import type { InvoiceState } from '../../db/rows.ts';
import type { BillingDetails } from '@trovapro/domain';
import { foldedContainsPattern } from '../../db/like-pattern.ts';

/** What the admin's «Fatture» filters by; every field optional. */
export interface InvoiceFilter {
  /** YYYY-MM: the month of the document's date. */
  readonly month?: string | undefined;
  readonly state?: InvoiceState | undefined;
  /** Part of the buyer's name (case and accents ignored) or of its partita IVA / codice fiscale. */
  readonly search?: string | undefined;
}

/** [first day of `month`, first day of the next month), as YYYY-MM-DD. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

type InvoicesQuery = SelectQueryBuilder<DB, 'invoices', object>;

function filtered(db: Db, filter: InvoiceFilter): InvoicesQuery {
  let query: InvoicesQuery = db.selectFrom('invoices');
  if (filter.month !== undefined) {
    const { from, to } = monthBounds(filter.month);
    query = query.where('invoices.document_date', '>=', from).where('invoices.document_date', '<', to);
  }
  if (filter.state !== undefined) query = query.where('invoices.state', '=', filter.state);
  const search = filter.search?.trim();
  if (search) {
    // The name as the other admin searches read it (migration 0021: «Societa» finds «Società»); the tax id is
    // stored compact, so the term's blanks are dropped for it («IT 0074 3110157» finds it too).
    const taxId = search.replace(/\s+/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`search_fold(invoices.buyer->>'name')`, 'like', foldedContainsPattern(search)),
        ...(taxId === '' ? [] : [eb(sql<string>`search_fold(invoices.buyer->'billing'->>'taxId')`, 'like', foldedContainsPattern(taxId))]),
      ]),
    );
  }
  return query;
}

export interface InvoiceListRow {
  readonly id: string;
  readonly kind: 'invoice' | 'credit_note';
  readonly year: number;
  readonly number: number;
  readonly document_date: string;
  readonly buyer_name: string;
  readonly buyer_tax_id: string;
  readonly net: string;
  readonly vat: string;
  readonly total: string;
  readonly state: InvoiceState;
  readonly state_at: Date;
  readonly problems: string[] | null;
  readonly file_name: string;
  readonly credited_year: number | null;
  readonly credited_number: number | null;
  readonly billing: BillingDetails;
  readonly successor_year: number | null;
  readonly successor_number: number | null;
  readonly refundable: boolean;
}

function listed(query: InvoicesQuery) {
  return query
    .leftJoin('invoices as credited', 'credited.id', 'invoices.credited_invoice_id')
    .leftJoin('invoices as successor', 'successor.id', 'invoices.replaced_by_invoice_id')
    .innerJoin('purchases', 'purchases.id', 'invoices.purchase_id')
    .select([
      'invoices.id',
      'invoices.kind',
      'invoices.year',
      'invoices.number',
      sql<string>`to_char(invoices.document_date, 'YYYY-MM-DD')`.as('document_date'),
      sql<string>`invoices.buyer->>'name'`.as('buyer_name'),
      sql<string>`coalesce(invoices.buyer->'billing'->>'taxId', '')`.as('buyer_tax_id'),
      sql<string>`invoices.net::text`.as('net'),
      sql<string>`invoices.vat::text`.as('vat'),
      sql<string>`invoices.total::text`.as('total'),
      'invoices.state',
      'invoices.state_at',
      'invoices.problems',
      'invoices.file_name',
      'credited.year as credited_year',
      'credited.number as credited_number',
      sql<BillingDetails>`invoices.buyer->'billing'`.as('billing'),
      'successor.year as successor_year',
      'successor.number as successor_number',
      // An invoice in force whose sale is still paid: refunding it issues its credit note.
      sql<boolean>`invoices.kind = 'invoice' and invoices.state <> 'replaced' and purchases.status = 'paid'`.as('refundable'),
    ]);
}

/** A page of the documents the filter selects, newest first (by date, then number), and how many there are. */
export async function listInvoiceRows(
  db: Db,
  filter: InvoiceFilter & { readonly limit: number; readonly offset: number },
): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const counted = await filtered(db, filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await listed(filtered(db, filter))
    .orderBy('invoices.document_date', 'desc')
    .orderBy('invoices.year', 'desc')
    .orderBy('invoices.number', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows: rows as InvoiceListRow[], total: counted.total };
}

/** One document as the list reads it. */
export async function findInvoiceListRow(db: Db, id: string): Promise<InvoiceListRow | undefined> {
  return (await listed(db.selectFrom('invoices')).where('invoices.id', '=', id).executeTakeFirst()) as InvoiceListRow | undefined;
}

/** A month's documents in the order of the series (the accountant's register), a page of them. */
export async function listMonthInvoiceRows(db: Db, month: string, limit: number, offset: number): Promise<InvoiceListRow[]> {
  const rows = await listed(filtered(db, { month })).orderBy('invoices.year').orderBy('invoices.number').limit(limit).offset(offset).execute();
  return rows as InvoiceListRow[];
}

export interface InvoiceFileRow {
  readonly file_name: string;
  readonly xml: string;
  readonly created_at: Date;
}

/**
 * A month's FatturaPA files that may leave, in the series' order, a page of them: every document but the invalid ones
 * and those replaced under a new number (their successor is the one in force).
 */
export async function listMonthInvoiceFiles(db: Db, month: string, limit: number, offset: number): Promise<InvoiceFileRow[]> {
  return filtered(db, { month })
    .where('invoices.state', 'not in', ['invalid', 'replaced'])
    .select(['invoices.file_name', 'invoices.xml', 'invoices.created_at'])
    .orderBy('invoices.year')
    .orderBy('invoices.number')
    .limit(limit)
    .offset(offset)
    .execute() as Promise<InvoiceFileRow[]>;
}

/** A document's stored XML and its file's name. */
export async function findInvoiceFile(db: Db, id: string): Promise<{ file_name: string; xml: string } | undefined> {
  return db.selectFrom('invoices').select(['file_name', 'xml']).where('id', '=', id).executeTakeFirst();
}
