import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InvoiceBuyerCopy, InvoiceEventState, InvoiceState } from '../../db/rows.ts';
import type { SellerConfig } from '../../config.ts';

/** The next ProgressivoInvio: a database sequence, never reused (also after a rollback), 5 base-36 characters. */
export async function nextFileProgressive(trx: Db): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('invoice_file_progressive')::text as n`.execute(trx);
  return BigInt(rows[0]?.n ?? '0')
    .toString(36)
    .toUpperCase()
    .padStart(5, '0');
}

export interface NewInvoice {
  readonly kind: 'invoice' | 'credit_note';
  readonly purchaseId: string;
  readonly creditedInvoiceId: string | null;
  readonly year: number;
  readonly number: number;
  readonly documentDate: string;
  readonly tokenHash: string;
  readonly seller: SellerConfig;
  readonly buyer: InvoiceBuyerCopy;
  readonly description: string;
  readonly net: string;
  readonly vatRate: string;
  readonly vat: string;
  readonly total: string;
  readonly fileName: string;
  readonly xml: string;
  readonly state: InvoiceState;
  readonly problems: readonly string[] | null;
}

/** Stores the document and its first state, in the caller's transaction; its id. */
export async function insertInvoice(trx: Db, invoice: NewInvoice): Promise<string> {
  const row = await trx
    .insertInto('invoices')
    .values({
      kind: invoice.kind,
      purchase_id: invoice.purchaseId,
      credited_invoice_id: invoice.creditedInvoiceId,
      year: invoice.year,
      number: invoice.number,
      document_date: invoice.documentDate,
      token_hash: invoice.tokenHash,
      seller: JSON.stringify(invoice.seller),
      buyer: JSON.stringify(invoice.buyer),
      description: invoice.description,
      net: invoice.net,
      vat_rate: invoice.vatRate,
      vat: invoice.vat,
      total: invoice.total,
      file_name: invoice.fileName,
      xml: invoice.xml,
      state: invoice.state,
      problems: invoice.problems === null ? null : JSON.stringify(invoice.problems),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addInvoiceEvent(trx, { invoiceId: row.id, state: invoice.state, problems: invoice.problems, fileName: invoice.fileName });
  return row.id;
}

export interface InvoiceEvent {
  readonly invoiceId: string;
  readonly state: InvoiceEventState;
  readonly problems?: readonly string[] | null;
  readonly fileName?: string | null;
  readonly notificationId?: string | null;
  readonly at?: Date;
  /** A file replaced by a correction, as it was. */
  readonly xml?: string;
}

/** Records a state with its date; false when the notification was recorded already. */
export async function addInvoiceEvent(db: Db, event: InvoiceEvent): Promise<boolean> {
  const row = await db
    .insertInto('invoice_events')
    .values({
      invoice_id: event.invoiceId,
      state: event.state,
      problems: event.problems == null ? null : JSON.stringify(event.problems),
      file_name: event.fileName ?? null,
      notification_id: event.notificationId ?? null,
      xml: event.xml ?? null,
      ...(event.at === undefined ? {} : { at: event.at }),
    })
    .onConflict((oc) => oc.column('notification_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves a document to `state` (with its problems, or none). */
export async function setInvoiceState(
  db: Db,
  id: string,
  state: InvoiceState,
  details: { problems?: readonly string[] | null; transmissionId?: string; at?: Date } = {},
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({
      state,
      problems: details.problems == null ? null : JSON.stringify(details.problems),
      state_at: details.at ?? sql`now()`,
      ...(details.transmissionId === undefined ? {} : { transmission_id: details.transmissionId }),
    })
    .where('id', '=', id)
    .execute();
}

/** The file was handed over: its transmission id kept, and `sent` unless an SdI outcome already moved it further. */
export async function markSent(trx: Db, id: string, transmissionId: string): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({
      transmission_id: transmissionId,
      state: sql`case when state = 'queued' then 'sent' else state end`,
      state_at: sql`case when state = 'queued' then now() else state_at end`,
    })
    .where('id', '=', id)
    .execute();
}

export async function findInvoiceById(db: Db, id: string) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The invoice (not a credit note) of a purchase in force (not one replaced under a new number). */
export async function findInvoiceOfPurchase(db: Db, purchaseId: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .where('kind', '=', 'invoice')
    .where('state', '<>', 'replaced')
    .executeTakeFirst();
}

/** A document locked for the rest of the transaction (a correction, a resend). */
export async function lockInvoice(trx: Db, id: string) {
  return trx.selectFrom('invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A document rewritten by a correction: the buyer, its new file and where it stands. */
export async function rewriteInvoice(
  trx: Db,
  id: string,
  document: { buyer: InvoiceBuyerCopy; fileName: string; xml: string; state: InvoiceState; problems: readonly string[] | null },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({
      buyer: JSON.stringify(document.buyer),
      file_name: document.fileName,
      xml: document.xml,
      state: document.state,
      problems: document.problems === null ? null : JSON.stringify(document.problems),
      transmission_id: null,
      state_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A rejected document leaves «in force» before its successor is stored (the one-per-purchase indexes skip replaced
 * ones); `setReplacedBy` then names the successor, in the same transaction.
 */
export async function replaceInvoice(trx: Db, id: string): Promise<void> {
  await trx.updateTable('invoices').set({ state: 'replaced', state_at: sql`now()` }).where('id', '=', id).execute();
  await addInvoiceEvent(trx, { invoiceId: id, state: 'replaced' });
}

/** A new courtesy link for a document (its first that went anywhere). */
export async function setTokenHash(trx: Db, id: string, tokenHash: string): Promise<void> {
  await trx.updateTable('invoices').set({ token_hash: tokenHash }).where('id', '=', id).execute();
}

export async function setReplacedBy(trx: Db, id: string, successorId: string): Promise<void> {
  await trx.updateTable('invoices').set({ replaced_by_invoice_id: successorId }).where('id', '=', id).execute();
}

/** One failed attempt to send the document's current file; how many its file has had. */
export async function recordSendError(db: Db, invoiceId: string, fileName: string, reason: string): Promise<number> {
  await addInvoiceEvent(db, { invoiceId, state: 'send_error', problems: [reason], fileName });
  const row = await db
    .selectFrom('invoice_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('invoice_id', '=', invoiceId)
    .where('file_name', '=', fileName)
    .where('state', '=', 'send_error')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findInvoiceByTransmission(db: Db, transmissionId: string, fileName: string | undefined) {
  let query = db.selectFrom('invoices').selectAll();
  query =
    fileName === undefined
      ? query.where('transmission_id', '=', transmissionId)
      : query.where((eb) => eb.or([eb('transmission_id', '=', transmissionId), eb('file_name', '=', fileName)]));
  return query.executeTakeFirst();
}

/** The latest SdI notification stored: where the next poll starts. */
export async function latestNotificationAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('invoice_events')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('notification_id', 'is not', null)
    .executeTakeFirst();
  return row?.at == null ? null : new Date(row.at as Date);
}
