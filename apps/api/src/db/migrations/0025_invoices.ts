import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Electronic invoices (issue 32). One row per tax document: an invoice (TD01) for a paid purchase, a credit note
 * (TD04) for a refund of an invoiced one, linked to its invoice. Numbers continue the receipts' series of the year
 * (`receipt_counters`: one progressive numbering, no gaps, invoices and credit notes alike); purchases paid before
 * keep their receipts. The row keeps a copy of both parties, the amounts, the FatturaPA XML exactly as validated and
 * sent, and where the document stands at the SdI; `invoice_events` keeps every state with its date. Kept ten years
 * and never erased with a person's data (the law requires it); a sent document is never edited: a correction after a
 * rejection is a new transmission (same number within 5 days, a new number after).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('purchase_id', 'uuid', (col) => col.notNull().references('purchases.id'))
    .addColumn('credited_invoice_id', 'uuid', (col) => col.references('invoices.id'))
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number > 0`))
    .addColumn('document_date', 'date', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('seller', 'jsonb', (col) => col.notNull())
    .addColumn('buyer', 'jsonb', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('net', sql`numeric(10, 2)`, (col) => col.notNull())
    .addColumn('vat_rate', sql`numeric(5, 2)`, (col) => col.notNull())
    .addColumn('vat', sql`numeric(10, 2)`, (col) => col.notNull())
    .addColumn('total', sql`numeric(10, 2)`, (col) => col.notNull().check(sql`total = net + vat`))
    .addColumn('file_name', 'text', (col) => col.notNull().unique())
    .addColumn('xml', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('invalid', 'exported', 'queued', 'sent', 'delivered', 'not_delivered', 'rejected')`),
    )
    .addColumn('problems', 'jsonb')
    .addColumn('transmission_id', 'text')
    .addColumn('state_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invoices_year_number_key', ['year', 'number'])
    .addCheckConstraint('invoices_credit_note_links_invoice', sql`(kind = 'credit_note') = (credited_invoice_id is not null)`)
    .execute();
  // One invoice per purchase, one credit note per invoice.
  await sql`create unique index invoices_one_invoice_per_purchase on invoices (purchase_id) where kind = 'invoice'`.execute(db);
  await sql`create unique index invoices_one_credit_note_per_invoice on invoices (credited_invoice_id) where kind = 'credit_note'`.execute(db);
  await db.schema.createIndex('invoices_document_date_idx').on('invoices').column('document_date').execute();
  // The SdI's ProgressivoInvio of each file sent: unique per transmitter, never reused.
  await sql`create sequence invoice_file_progressive`.execute(db);

  await db.schema
    .createTable('invoice_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('invoice_id', 'uuid', (col) => col.notNull().references('invoices.id'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('problems', 'jsonb')
    .addColumn('file_name', 'text')
    // The intermediary's id of an SdI notification: each is stored once however often it is read.
    .addColumn('notification_id', 'text', (col) => col.unique())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('invoice_events_invoice_idx').on('invoice_events').columns(['invoice_id', 'at']).execute();
}
