import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 32, what happens after a document is written:
 * - `send_failed`: the intermediary refused or did not answer every attempt; the admin sends it again.
 * - `replaced`: a document the SdI rejected and the admin corrected more than 5 days later is issued again under the
 *   next number (the Agenzia delle Entrate's rule); the rejected one stays in the series, `replaced_by_invoice_id`
 *   naming its successor. Only the document in force counts for «one invoice per purchase, one credit note per invoice».
 * - `invoice_events.xml`: a correction within 5 days sends the same number again in a new file; the event keeps the
 *   file the SdI rejected, as it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices drop constraint invoices_state_check`.execute(db);
  await sql`alter table invoices add constraint invoices_state_check check (state in ('invalid', 'exported', 'queued', 'sent', 'delivered', 'not_delivered', 'rejected', 'send_failed', 'replaced'))`.execute(
    db,
  );
  await db.schema
    .alterTable('invoices')
    .addColumn('replaced_by_invoice_id', 'uuid', (col) => col.references('invoices.id'))
    .execute();
  // Only a replaced document names a successor (set right after the successor is stored, in the same transaction).
  await sql`alter table invoices add constraint invoices_successor_of_replaced check (replaced_by_invoice_id is null or state = 'replaced')`.execute(
    db,
  );
  await sql`drop index invoices_one_invoice_per_purchase`.execute(db);
  await sql`drop index invoices_one_credit_note_per_invoice`.execute(db);
  await sql`create unique index invoices_one_invoice_per_purchase on invoices (purchase_id) where kind = 'invoice' and state <> 'replaced'`.execute(
    db,
  );
  await sql`create unique index invoices_one_credit_note_per_invoice on invoices (credited_invoice_id) where kind = 'credit_note' and state <> 'replaced'`.execute(
    db,
  );
  await db.schema.alterTable('invoice_events').addColumn('xml', 'text').execute();
}
