import type { BillingDetails } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReceiptSeller } from '../../db/rows.ts';

/**
 * The next number of `year`, taken inside the payment's transaction: the counter row stays locked until
 * it commits, so concurrent payments number one after the other, and a rolled-back payment gives its
 * number back (no gaps).
 */
export async function takeReceiptNumber(trx: Db, year: number): Promise<number> {
  const row = await trx
    .insertInto('receipt_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql`receipt_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export interface NewReceipt {
  purchaseId: string;
  year: number;
  number: number;
  issuedAt: Date;
  tokenHash: string;
  seller: ReceiptSeller;
  buyerName: string;
  buyerEmail: string;
  billing: BillingDetails | null;
  net: string;
  vatRate: string;
  vat: string;
  total: string;
}

export async function insertReceipt(trx: Db, receipt: NewReceipt): Promise<string> {
  const row = await trx
    .insertInto('receipts')
    .values({
      purchase_id: receipt.purchaseId,
      year: receipt.year,
      number: receipt.number,
      issued_at: receipt.issuedAt,
      token_hash: receipt.tokenHash,
      seller: JSON.stringify(receipt.seller),
      buyer_name: receipt.buyerName,
      buyer_email: receipt.buyerEmail,
      billing: receipt.billing === null ? null : JSON.stringify(receipt.billing),
      net: receipt.net,
      vat_rate: receipt.vatRate,
      vat: receipt.vat,
      total: receipt.total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Receipts with their lead's category and comune. */
function receiptRows(db: Db) {
  return db
    .selectFrom('receipts as r')
    .innerJoin('purchases as p', 'p.id', 'r.purchase_id')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .select([
      'r.id',
      'r.year',
      'r.number',
      'r.issued_at',
      'r.seller',
      'r.buyer_name',
      'r.buyer_email',
      'r.billing',
      sql<string>`r.net::text`.as('net'),
      sql<string>`r.vat_rate::text`.as('vat_rate'),
      sql<string>`r.vat::text`.as('vat'),
      sql<string>`r.total::text`.as('total'),
      'l.id as lead_id',
      'l.category',
      'm.name as municipality',
      'm.province',
    ]);
}

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

/** The receipt whose link token hashes to `tokenHash`. */
export async function findReceipt(db: Db, id: string, tokenHash: string) {
  return receiptRows(db).where('r.id', '=', id).where('r.token_hash', '=', tokenHash).executeTakeFirst();
}

/** The receipt of a paid purchase (none for one paid before receipts existed). */
export async function findReceiptOfPurchase(db: Db, purchaseId: string): Promise<ReceiptRow | undefined> {
  return receiptRows(db).where('r.purchase_id', '=', purchaseId).executeTakeFirst();
}

/** Invoices and credit notes with their lead's category and comune, and for a credit note the invoice it credits. */
function invoiceRows(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('purchases as p', 'p.id', 'i.purchase_id')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .leftJoin('invoices as ci', 'ci.id', 'i.credited_invoice_id')
    .select([
      'i.id',
      'i.kind',
      'i.year',
      'i.number',
      sql<string>`i.document_date::text`.as('document_date'),
      'i.created_at',
      'i.seller',
      'i.buyer',
      'i.description',
      sql<string>`i.net::text`.as('net'),
      sql<string>`i.vat_rate::text`.as('vat_rate'),
      sql<string>`i.vat::text`.as('vat'),
      sql<string>`i.total::text`.as('total'),
      'i.state',
      'ci.year as credited_year',
      'ci.number as credited_number',
      sql<string | null>`ci.document_date::text`.as('credited_date'),
      'l.id as lead_id',
      'l.category',
      'm.name as municipality',
      'm.province',
    ]);
}

export type InvoiceCopyRow = NonNullable<Awaited<ReturnType<typeof findInvoiceCopy>>>;

/** The invoice or credit note whose courtesy link token hashes to `tokenHash`. */
export async function findInvoiceCopy(db: Db, id: string, tokenHash: string) {
  return invoiceRows(db).where('i.id', '=', id).where('i.token_hash', '=', tokenHash).executeTakeFirst();
}

/** The invoice of a paid purchase (none for one paid before invoices existed, or not invoiced). */
export async function findInvoiceOfPurchase(db: Db, purchaseId: string): Promise<InvoiceCopyRow | undefined> {
  return invoiceRows(db).where('i.purchase_id', '=', purchaseId).where('i.kind', '=', 'invoice').executeTakeFirst();
}

/** A document of a purchase bought by `businessId` (the «Area aziende»): an invoice or credit note, else a receipt. */
export async function findInvoiceOfBusiness(db: Db, id: string, businessId: string): Promise<InvoiceCopyRow | undefined> {
  return invoiceRows(db).where('i.id', '=', id).where('p.business_id', '=', businessId).executeTakeFirst();
}

export async function findReceiptOfBusiness(db: Db, id: string, businessId: string): Promise<ReceiptRow | undefined> {
  return receiptRows(db).where('r.id', '=', id).where('p.business_id', '=', businessId).executeTakeFirst();
}
