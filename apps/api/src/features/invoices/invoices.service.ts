import { apiInvoiceMessages, invoiceLineTexts } from '@trovapro/copy';
import { formatVatRate, romeDay, romeYear, splitVat, type BillingDetails } from '@trovapro/domain';
import type { Config, SellerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { jobsOf, type TaskHandler } from '../../jobs/job-engine.ts';
import { notFound } from '../../lib/app-error.ts';
import { newLinkToken } from '../../lib/link-token.ts';
import type { InvoiceBuyerCopy } from '../../db/rows.ts';
import type { InvoiceTransmitter, SdiOutcome } from '../../providers/invoicing/index.ts';
import { takeDocumentNumber } from '../receipts/receipts.service.ts';
import { buildFatturaPA, fatturaFileName, sdiChecks, validateAgainstSchema, type InvoiceDocument } from './fatturapa/index.ts';
import {
  addInvoiceEvent,
  findInvoiceById,
  findInvoiceByTransmission,
  findInvoiceOfPurchase,
  insertInvoice,
  latestNotificationAt,
  nextFileProgressive,
  setInvoiceState,
} from './invoices.repository.ts';

export interface InvoiceSettings {
  readonly seller: SellerConfig;
  /** VAT_RATE in hundredths of a percent. */
  readonly vatRate: number;
  /** INVOICING: `export` leaves every valid document to the accountant's monthly ZIP. */
  readonly mode: Config['invoicing']['mode'];
}

export function invoiceSettings(config: Pick<Config, 'seller' | 'vatRate' | 'invoicing'>): InvoiceSettings {
  return { seller: config.seller, vatRate: config.vatRate, mode: config.invoicing.mode };
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

async function issueDocument(trx: Db, settings: InvoiceSettings, now: Date, input: DocumentInput): Promise<IssuedInvoice> {
  const year = romeYear(now);
  const number = await takeDocumentNumber(trx, year);
  const progressive = await nextFileProgressive(trx);
  const { net, vat } = splitVat(input.total, settings.vatRate);
  const vatRate = formatVatRate(settings.vatRate);
  const { seller } = settings;
  const { billing } = input.buyer;
  const doc: InvoiceDocument = {
    kind: input.kind,
    number: `${number}/${year}`,
    date: romeDay(now),
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
  const { token, tokenHash } = newLinkToken();
  const id = await insertInvoice(trx, {
    kind: input.kind,
    purchaseId: input.purchaseId,
    creditedInvoiceId: input.credited?.id ?? null,
    year,
    number,
    documentDate: doc.date,
    tokenHash,
    seller,
    buyer: input.buyer,
    description: input.description,
    net,
    vatRate,
    vat,
    total: input.total,
    fileName,
    xml,
    state,
    problems: problems.length > 0 ? problems : null,
  });
  if (state === 'queued') await jobsOf(trx).add(trx, 'invoice-send', { invoiceId: id } satisfies InvoiceSendJob);
  return { id, number: doc.number, token, state };
}

/**
 * The send task: hands a queued document to the intermediary (idempotent by file name, so a retry after a lost
 * answer sends nothing twice) and records it `sent`. A failure is retried by the engine.
 */
export function invoiceSendTask(db: Db, transmitter: InvoiceTransmitter): TaskHandler<InvoiceSendJob> {
  return async (job) => {
    const invoice = await findInvoiceById(db, job.data.invoiceId);
    if (invoice === undefined || invoice.state !== 'queued') return;
    const { transmissionId } = await transmitter.send({ fileName: invoice.file_name, xml: invoice.xml });
    await db.transaction().execute(async (trx) => {
      await setInvoiceState(trx, invoice.id, 'sent', { transmissionId });
      await addInvoiceEvent(trx, { invoiceId: invoice.id, state: 'sent', fileName: invoice.file_name });
    });
  };
}

/** How far a transmission has gone: an outcome never takes a document back (notifications may come out of order). */
const PROGRESS: Record<string, number> = { queued: 0, sent: 1, delivered: 2, not_delivered: 2, rejected: 2 };

/**
 * Records one SdI outcome: once per notification; the document's state moves to it when it is about the file last
 * sent (not an earlier, rejected one) and goes further than what is known.
 */
export async function recordOutcome(db: Db, outcome: SdiOutcome): Promise<boolean> {
  const invoice = await findInvoiceByTransmission(db, outcome.transmissionId, outcome.fileName);
  if (invoice === undefined) return false;
  const problems = outcome.errors.map((error) => `${error.code}: ${error.description}`);
  return db.transaction().execute(async (trx) => {
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
