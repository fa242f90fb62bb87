import { apiInvoiceMessages, invoiceLineTexts } from '@trovapro/copy';
import { CORRECTABLE_INVOICE_STATES, formatVatRate, romeDay, romeYear, splitVat, type BillingDetails } from '@trovapro/domain';
import type { Config, SellerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { jobsOf, type TaskHandler } from '../../jobs/job-engine.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newLinkToken } from '../../lib/link-token.ts';
import type { InvoiceBuyerCopy } from '../../db/rows.ts';
import type { InvoiceTransmitter, SdiOutcome } from '../../providers/invoicing/index.ts';
import { takeDocumentNumber } from '../receipts/receipts.service.ts';
import { enqueueDocumentEmail, type DocumentEmailSettings } from './document-emails.ts';

export { enqueueAdminRefundEmail } from './document-emails.ts';
import { buildFatturaPA, fatturaFileName, sdiChecks, validateAgainstSchema, type InvoiceDocument } from './fatturapa/index.ts';
import {
  addInvoiceEvent,
  findInvoiceById,
  findInvoiceByTransmission,
  findInvoiceOfPurchase,
  insertInvoice,
  latestNotificationAt,
  lockInvoice,
  markSent,
  nextFileProgressive,
  recordSendError,
  replaceInvoice,
  rewriteInvoice,
  setInvoiceState,
  setReplacedBy,
  setTokenHash,
} from './invoices.repository.ts';

export interface InvoiceSettings extends DocumentEmailSettings {
  readonly seller: SellerConfig;
  /** INVOICING: `export` leaves every valid document to the accountant's monthly ZIP. */
  readonly mode: Config['invoicing']['mode'];
}

export function invoiceSettings(config: Pick<Config, 'seller' | 'vatRate' | 'invoicing' | 'checkoutUrl'>): InvoiceSettings {
  return { seller: config.seller, vatRate: config.vatRate, mode: config.invoicing.mode, checkoutUrl: config.checkoutUrl };
}

/** The paid purchase an invoice is for. */
export interface InvoicedPurchase {
  readonly id: string;
  readonly amount: string;
  readonly businessName: string;
  readonly businessEmail: string;
  readonly billing: BillingDetails;
  readonly leadId: string;
  readonly category: string;
  /** «Bologna», or null when unknown. */
  readonly municipality: string | null;
}

/** «Richiesta di preventivo: Idraulico a Bologna, codice 3F2A9C1B». */
export function invoiceDescription(purchase: Pick<InvoicedPurchase, 'category' | 'municipality' | 'leadId'>): string {
  return invoiceLineTexts.purchase(purchase.category, purchase.municipality, purchase.leadId.slice(0, 8).toUpperCase());
}

/**
 * The SdI's file name; a seller without a valid codice fiscale (an unconfigured COMPANY_TAX_CODE / COMPANY_VAT) cannot
 * name one: the document is then stored under a name that says so, its problem listed, and never sent.
 */
function sdiFileName(transmitterCode: string, progressive: string, problems: string[]): string {
  try {
    return fatturaFileName(transmitterCode, progressive);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problems.push(error.message);
    return `NON_VALIDA_${progressive}.xml`;
  }
}

/** The one job that hands a valid document to the SdI's intermediary. */
export interface InvoiceSendJob {
  readonly invoiceId: string;
}

export interface IssuedInvoice {
  readonly id: string;
  readonly number: string;
  /** The link token of its courtesy copy (only its hash is stored). */
  readonly token: string;
  readonly state: 'invalid' | 'exported' | 'queued';
}

/**
 * Issues the invoice (TD01) of a purchase just paid, in the payment's transaction: the next number of the year's
 * series (a rolled-back payment gives it back), the document written as FatturaPA and checked against the official
 * schema and the SdI's own rules. A document that fails is stored `invalid` with its reasons and never sent; a valid
 * one is left to the accountant (INVOICING=export) or gets its send job in the same transaction.
 */
export function issueInvoice(trx: Db, settings: InvoiceSettings, purchase: InvoicedPurchase, now = new Date()): Promise<IssuedInvoice> {
  return issueDocument(trx, settings, now, {
    kind: 'invoice',
    purchaseId: purchase.id,
    credited: null,
    buyer: { name: purchase.businessName, email: purchase.businessEmail, billing: purchase.billing },
    description: invoiceDescription(purchase),
    total: purchase.amount,
  });
}

/** States in which an invoice exists for the SdI (issued): a credit note can correct it. */
const ISSUED_STATES = new Set(['exported', 'queued', 'sent', 'delivered', 'not_delivered']);

/**
 * The credit note (TD04) of a refunded purchase's invoice, in the refund's transaction: the whole amount, the same
 * buyer, linked to the invoice (DatiFattureCollegate), numbered in the same yearly series (one progressive numbering
 * for every document, as the law allows, so the register has no gap). Null when the purchase has no issued invoice
 * (none, or one refused by the checks or by the SdI: there is nothing to correct).
 */
export async function issueCreditNote(trx: Db, settings: InvoiceSettings, purchaseId: string, now = new Date()): Promise<IssuedInvoice | null> {
  const invoice = await findInvoiceOfPurchase(trx, purchaseId);
  if (invoice === undefined || !ISSUED_STATES.has(invoice.state)) return null;
  return issueDocument(trx, settings, now, {
    kind: 'credit_note',
    purchaseId,
    credited: { id: invoice.id, number: `${invoice.number}/${invoice.year}`, date: dayOf(invoice.document_date) },
    buyer: invoice.buyer,
    description: invoiceLineTexts.creditNote(`${invoice.number}/${invoice.year}`, invoice.description),
    total: invoice.total,
  });
}

/** A `date` column as the driver reads it (a Date at midnight UTC, or the text): YYYY-MM-DD. */
const dayOf = (value: Date | string) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10));

interface DocumentInput {
  readonly kind: 'invoice' | 'credit_note';
  readonly purchaseId: string;
  readonly credited: { readonly id: string; readonly number: string; readonly date: string } | null;
  readonly buyer: InvoiceBuyerCopy;
  readonly description: string;
  readonly total: string;
}

/** Where a document sits in the year's series: its number and date (kept when a rejected one is sent again in time). */
interface Numbering {
  readonly year: number;
  readonly number: number;
  /** YYYY-MM-DD (Rome). */
  readonly date: string;
}

/** A document written and checked, not stored yet. */
interface WrittenDocument {
  readonly net: string;
  readonly vat: string;
  readonly vatRate: string;
  readonly xml: string;
  readonly fileName: string;
  readonly state: 'invalid' | 'exported' | 'queued';
  readonly problems: string[] | null;
}

/**
 * Writes the FatturaPA file of `input` under `numbering`, in a new file (the next ProgressivoInvio: the SdI refuses a
 * file name it has seen), and checks it against the official schema and the SdI's own rules: `invalid` with the
 * reasons when it fails, else left to the accountant (INVOICING=export) or to be sent.
 */
async function writeDocument(trx: Db, settings: InvoiceSettings, now: Date, input: DocumentInput, numbering: Numbering): Promise<WrittenDocument> {
  const progressive = await nextFileProgressive(trx);
  const { net, vat } = splitVat(input.total, settings.vatRate);
  const vatRate = formatVatRate(settings.vatRate);
  const { seller } = settings;
  const { billing } = input.buyer;
  const doc: InvoiceDocument = {
    kind: input.kind,
    number: `${numbering.number}/${numbering.year}`,
    date: numbering.date,
    progressive,
    transmitter: { country: 'IT', code: seller.taxCode },
    seller: {
      name: seller.name,
      vatNumber: seller.vatNumber,
      taxCode: seller.taxCode,
      regimeFiscale: seller.taxRegime as InvoiceDocument['seller']['regimeFiscale'],
      address: seller.address,
      rea: seller.rea,
    },
    buyer: {
      name: input.buyer.name,
      taxId: billing.taxId,
      taxIdKind: billing.taxIdKind,
      address: { street: billing.street, postalCode: billing.postalCode, city: billing.city, province: billing.province },
      sdiCode: billing.sdiCode,
      pec: billing.pec,
    },
    line: { description: input.description, net, vatRate },
    totals: { net, vat, total: input.total },
    linkedInvoice: input.credited === null ? null : { number: input.credited.number, date: input.credited.date },
  };
  const xml = buildFatturaPA(doc);
  const schema = await validateAgainstSchema(xml);
  const problems = [...(schema.valid ? [] : schema.errors), ...sdiChecks(doc, now)];
  const fileName = sdiFileName(seller.taxCode, progressive, problems);
  const state = problems.length > 0 ? 'invalid' : settings.mode === 'export' ? 'exported' : 'queued';
  return { net, vat, vatRate, xml, fileName, state, problems: problems.length > 0 ? problems : null };
}

/** Issues a new document under the next number of the year's series, dated today (Rome). */
async function issueDocument(trx: Db, settings: InvoiceSettings, now: Date, input: DocumentInput): Promise<IssuedInvoice> {
  const year = romeYear(now);
  const numbering = { year, number: await takeDocumentNumber(trx, year), date: romeDay(now) };
  const written = await writeDocument(trx, settings, now, input, numbering);
  const { token, tokenHash } = newLinkToken();
  const id = await insertInvoice(trx, {
    kind: input.kind,
    purchaseId: input.purchaseId,
    creditedInvoiceId: input.credited?.id ?? null,
    year,
    number: numbering.number,
    documentDate: numbering.date,
    tokenHash,
    seller: settings.seller,
    buyer: input.buyer,
    description: input.description,
    net: written.net,
    vatRate: written.vatRate,
    vat: written.vat,
    total: input.total,
    fileName: written.fileName,
    xml: written.xml,
    state: written.state,
    problems: written.problems,
  });
  if (written.state === 'queued') await queueSend(trx, id);
  const number = `${numbering.number}/${year}`;
  if (written.state !== 'invalid') await emailDocument(trx, settings, input, { id, number, token });
  return { id, number, token, state: written.state };
}

/** The buyer's email of a document that can leave (an invalid one waits for the admin's correction). */
function emailDocument(trx: Db, settings: InvoiceSettings, input: DocumentInput, document: { id: string; number: string; token: string }) {
  return enqueueDocumentEmail(trx, settings, { ...document, kind: input.kind, purchaseId: input.purchaseId });
}

const queueSend = (trx: Db, invoiceId: string) => jobsOf(trx).add(trx, 'invoice-send', { invoiceId } satisfies InvoiceSendJob);

/** The Agenzia's window: a rejected document sent again within 5 days of the rejection keeps its number and date. */
export const RESEND_SAME_NUMBER_MS = 5 * 24 * 60 * 60 * 1000;

/** The buyer as a correction states it. */
export interface BuyerCorrection {
  readonly name: string;
  readonly billing: BillingDetails;
}

export interface CorrectedDocument {
  /** The document in force: the same one, or its successor under a new number. */
  readonly id: string;
  readonly number: string;
  readonly state: 'invalid' | 'exported' | 'queued';
  readonly renumbered: boolean;
}

/**
 * The admin corrects the buyer of an `invalid` or `rejected` document (409 otherwise), in one transaction:
 * - never sent (`invalid`), or rejected by the SdI at most 5 days ago: the same number and date in a new file (the
 *   rejected file is kept in the document's history), checked again, then sent;
 * - rejected more than 5 days ago: a new document under the next number, dated today; the rejected one becomes
 *   `replaced` (it stays in the series, naming its successor).
 */
export async function correctDocument(
  db: Db,
  settings: InvoiceSettings,
  id: string,
  buyer: BuyerCorrection,
  now = new Date(),
): Promise<CorrectedDocument> {
  return db.transaction().execute(async (trx) => {
    const current = await lockInvoice(trx, id);
    if (current === undefined) throw notFound(apiInvoiceMessages.notFound);
    if (!(CORRECTABLE_INVOICE_STATES as readonly string[]).includes(current.state)) throw new AppError('conflict', apiInvoiceMessages.notCorrectable);
    const credited = current.credited_invoice_id === null ? null : await findInvoiceById(trx, current.credited_invoice_id);
    const input: DocumentInput = {
      kind: current.kind,
      purchaseId: current.purchase_id,
      credited:
        credited === undefined || credited === null
          ? null
          : { id: credited.id, number: `${credited.number}/${credited.year}`, date: dayOf(credited.document_date) },
      buyer: { name: buyer.name, email: current.buyer.email, billing: buyer.billing },
      description: current.description,
      total: current.total,
    };
    const late = current.state === 'rejected' && now.getTime() - new Date(current.state_at).getTime() > RESEND_SAME_NUMBER_MS;
    if (late) {
      await replaceInvoice(trx, current.id);
      const issued = await issueDocument(trx, settings, now, input);
      await setReplacedBy(trx, current.id, issued.id);
      return { id: issued.id, number: issued.number, state: issued.state, renumbered: true };
    }
    const numbering = { year: current.year, number: current.number, date: dayOf(current.document_date) };
    const written = await writeDocument(trx, settings, now, input, numbering);
    await addInvoiceEvent(trx, { invoiceId: current.id, state: 'corrected', fileName: current.file_name, xml: current.xml });
    await rewriteInvoice(trx, current.id, { buyer: input.buyer, ...written });
    await addInvoiceEvent(trx, { invoiceId: current.id, state: written.state, problems: written.problems, fileName: written.fileName });
    if (written.state === 'queued') await queueSend(trx, current.id);
    const number = `${current.number}/${current.year}`;
    // A document that was never valid was never emailed: it gets its email now, with a link of its own (the token
    // drawn at its issue went nowhere). A rejected one keeps the link its email gave.
    if (current.state === 'invalid' && written.state !== 'invalid') {
      const { token, tokenHash } = newLinkToken();
      await setTokenHash(trx, current.id, tokenHash);
      await emailDocument(trx, settings, input, { id: current.id, number, token });
    }
    return { id: current.id, number, state: written.state, renumbered: false };
  });
}

/** The admin sends a `send_failed` document again, unchanged (409 for any other state). */
export async function resendDocument(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockInvoice(trx, id);
    if (current === undefined) throw notFound(apiInvoiceMessages.notFound);
    if (current.state !== 'send_failed') throw new AppError('conflict', apiInvoiceMessages.notResendable);
    await setInvoiceState(trx, id, 'queued');
    await addInvoiceEvent(trx, { invoiceId: id, state: 'queued', fileName: current.file_name });
    await queueSend(trx, id);
  });
}

/** Attempts to hand a document to the intermediary before it is `send_failed`: the send queue's retries and the first. */
export const SEND_ATTEMPTS = QUEUES['invoice-send'].options.retryLimit + 1;

/**
 * The send task: hands a queued document to the intermediary (idempotent by file name, so a retry after a lost
 * answer sends nothing twice) and records it `sent`. A failure is recorded and retried by the engine; the last one
 * makes the document `send_failed`, its reason shown to the admin, who sends it again.
 */
export function invoiceSendTask(db: Db, transmitter: InvoiceTransmitter): TaskHandler<InvoiceSendJob> {
  return async (job) => {
    const invoice = await findInvoiceById(db, job.data.invoiceId);
    if (invoice === undefined || invoice.state !== 'queued') return;
    let transmissionId: string;
    try {
      ({ transmissionId } = await transmitter.send({ fileName: invoice.file_name, xml: invoice.xml }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = await recordSendError(db, invoice.id, invoice.file_name, reason);
      if (attempts < SEND_ATTEMPTS) throw error;
      await db.transaction().execute(async (trx) => {
        const problems = [apiInvoiceMessages.sendFailed(attempts, reason)];
        await setInvoiceState(trx, invoice.id, 'send_failed', { problems });
        await addInvoiceEvent(trx, { invoiceId: invoice.id, state: 'send_failed', problems, fileName: invoice.file_name });
      });
      return;
    }
    await db.transaction().execute(async (trx) => {
      // The intermediary's notifications may arrive before this answer (its webhook): `sent` never overwrites them.
      await markSent(trx, invoice.id, transmissionId);
      await addInvoiceEvent(trx, { invoiceId: invoice.id, state: 'sent', fileName: invoice.file_name });
    });
  };
}

/** How far a transmission has gone: an outcome never takes a document back (notifications may come out of order). */
const PROGRESS: Record<string, number> = { queued: 0, send_failed: 0, sent: 1, delivered: 2, not_delivered: 2, rejected: 2, replaced: 3 };

/**
 * Records one SdI outcome: once per notification; the document's state moves to it when it is about the file last
 * sent (not an earlier, rejected one) and goes further than what is known.
 */
export async function recordOutcome(db: Db, outcome: SdiOutcome): Promise<boolean> {
  const found = await findInvoiceByTransmission(db, outcome.transmissionId, outcome.fileName);
  if (found === undefined) return false;
  const problems = outcome.errors.map((error) => `${error.code}: ${error.description}`);
  return db.transaction().execute(async (trx) => {
    // Locked and read again: the webhook, the polling task and the send task may all move this document at once.
    const invoice = (await lockInvoice(trx, found.id)) ?? found;
    const added = await addInvoiceEvent(trx, {
      invoiceId: invoice.id,
      state: outcome.state,
      problems: problems.length > 0 ? problems : null,
      fileName: outcome.fileName ?? invoice.file_name,
      notificationId: outcome.notificationId,
      at: outcome.at,
    });
    const aboutCurrentFile = (outcome.fileName ?? invoice.file_name) === invoice.file_name;
    if (added && aboutCurrentFile && (PROGRESS[outcome.state] ?? 0) >= (PROGRESS[invoice.state] ?? 0)) {
      await setInvoiceState(trx, invoice.id, outcome.state, { problems: problems.length > 0 ? problems : null, at: outcome.at });
    }
    return added;
  });
}

/** The polling task: every notification since the latest stored (the bound is inclusive: repeats are skipped). */
export function invoiceOutcomesTask(db: Db, transmitter: InvoiceTransmitter): TaskHandler {
  return async () => {
    const since = (await latestNotificationAt(db)) ?? new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    for (const outcome of await transmitter.outcomes(since)) await recordOutcome(db, outcome);
  };
}

/** The purchase an invoice is for (404 for an unknown invoice or a credit note: only an invoice is refunded). */
export async function purchaseOfInvoice(db: Db, invoiceId: string): Promise<string> {
  const invoice = await findInvoiceById(db, invoiceId);
  if (invoice === undefined || invoice.kind !== 'invoice') throw notFound(apiInvoiceMessages.notFound);
  return invoice.purchase_id;
}
