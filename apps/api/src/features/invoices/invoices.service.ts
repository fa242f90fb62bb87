import { formatVatRate, romeDay, romeYear, splitVat, type BillingDetails } from '@trovapro/domain';
import type { Config, SellerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { jobsOf, type TaskHandler } from '../../jobs/job-engine.ts';
import { newLinkToken } from '../../lib/link-token.ts';
import type { InvoiceTransmitter, SdiOutcome } from '../../providers/invoicing/index.ts';
import { takeDocumentNumber } from '../receipts/receipts.service.ts';
import { buildFatturaPA, fatturaFileName, sdiChecks, validateAgainstSchema, type InvoiceDocument } from './fatturapa/index.ts';
import {
  addInvoiceEvent,
  findInvoiceById,
  findInvoiceByTransmission,
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
  const place = purchase.municipality === null ? '' : ` a ${purchase.municipality}`;
  return `Richiesta di preventivo: ${purchase.category}${place}, codice ${purchase.leadId.slice(0, 8).toUpperCase()}`;
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
export async function issueInvoice(trx: Db, settings: InvoiceSettings, purchase: InvoicedPurchase, now = new Date()): Promise<IssuedInvoice> {
  const year = romeYear(now);
  const number = await takeDocumentNumber(trx, year);
  const progressive = await nextFileProgressive(trx);
  const { net, vat } = splitVat(purchase.amount, settings.vatRate);
  const vatRate = formatVatRate(settings.vatRate);
  const description = invoiceDescription(purchase);
  const { seller } = settings;
  const doc: InvoiceDocument = {
    kind: 'invoice',
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
      name: purchase.businessName,
      taxId: purchase.billing.taxId,
      taxIdKind: purchase.billing.taxIdKind,
      address: {
        street: purchase.billing.street,
        postalCode: purchase.billing.postalCode,
        city: purchase.billing.city,
        province: purchase.billing.province,
      },
      sdiCode: purchase.billing.sdiCode,
      pec: purchase.billing.pec,
    },
    line: { description, net, vatRate },
    totals: { net, vat, total: purchase.amount },
  };
  const xml = buildFatturaPA(doc);
  const schema = await validateAgainstSchema(xml);
  const problems = [...(schema.valid ? [] : schema.errors), ...sdiChecks(doc, now)];
  const fileName = sdiFileName(seller.taxCode, progressive, problems);
  const state = problems.length > 0 ? 'invalid' : settings.mode === 'export' ? 'exported' : 'queued';
  const { token, tokenHash } = newLinkToken();
  const id = await insertInvoice(trx, {
    kind: 'invoice',
    purchaseId: purchase.id,
    creditedInvoiceId: null,
    year,
    number,
    documentDate: doc.date,
    tokenHash,
    seller,
    buyer: { name: purchase.businessName, email: purchase.businessEmail, billing: purchase.billing },
    description,
    net,
    vatRate,
    vat,
    total: purchase.amount,
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
