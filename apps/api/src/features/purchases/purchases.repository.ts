import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A paid or refunded purchase with its lead's category and comune, as the CSV lists it. */
export interface ExportedPurchaseRow {
  /** paid_at, else created_at. */
  at: Date;
  lead_id: string;
  category: string;
  municipality: string | null;
  province: string | null;
  business_name: string;
  business_email: string;
  /** numeric as text ("25.00"). */
  amount: string;
  payment_intent_id: string;
  status: 'paid' | 'refunded';
  refunded_at: Date | null;
  /** Its invoice's number and year (its receipt's, paid before invoices); null for one refunded before it sold, or paid before receipts existed. */
  receipt_number: number | null;
  receipt_year: number | null;
  /** The buyer's partita IVA or codice fiscale as typed at the purchase. */
  tax_id: string | null;
}

/** One page of the paid and refunded purchases, newest first (by `at`, then id, so pages never overlap). */
export async function listExportedPurchases(db: Db, limit: number, offset: number): Promise<ExportedPurchaseRow[]> {
  return db
    .selectFrom('purchases as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .leftJoin('municipalities as m', 'm.istat_code', 'l.istat_code')
    .leftJoin('receipts as r', 'r.purchase_id', 'p.id')
    .leftJoin('invoices as i', (join) => join.onRef('i.purchase_id', '=', 'p.id').on('i.kind', '=', 'invoice'))
    .select([
      sql<Date>`coalesce(p.paid_at, p.created_at)`.as('at'),
      'p.lead_id',
      'l.category',
      'm.name as municipality',
      'm.province',
      'p.business_name',
      'p.business_email',
      sql<string>`p.amount::text`.as('amount'),
      'p.payment_intent_id',
      sql<'paid' | 'refunded'>`p.status`.as('status'),
      'p.refunded_at',
      sql<number | null>`coalesce(i.number, r.number)`.as('receipt_number'),
      sql<number | null>`coalesce(i.year, r.year)`.as('receipt_year'),
      sql<string | null>`p.billing ->> 'taxId'`.as('tax_id'),
    ])
    .where('p.status', 'in', ['paid', 'refunded'])
    .orderBy(sql`coalesce(p.paid_at, p.created_at)`, 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
