import { apiPartnerMessages, formatEuro, purchaseReceiptOnlyEmailTemplate } from '@trovapro/copy';
import {
  EMAIL_TEMPLATE_NAMES,
  formatVatRate,
  parseVatRate,
  splitVat,
  type BillingDetails,
  type Receipt,
  romeDay,
  romeYear,
  type SdiDelivery,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { InvoiceState, ReceiptSeller } from '../../db/rows.ts';
import { notFound } from '../../lib/app-error.ts';
import { hashLinkToken, newLinkToken } from '../../lib/link-token.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { type EmailValues, type RenderedEmail, renderEmail, renderEmailTemplate } from '../templates/templates.service.ts';
import {
  findInvoiceCopy,
  findInvoiceOfBusiness,
  findInvoiceOfPurchase,
  findReceipt,
  findReceiptOfBusiness,
  findReceiptOfPurchase,
  insertReceipt,
  takeReceiptNumber,
  type InvoiceCopyRow,
  type ReceiptRow,
} from './receipts.repository.ts';

export interface ReceiptSettings {
  /** VAT_RATE in hundredths of a percent. */
  readonly vatRate: number;
  /** COMPANY_NAME, COMPANY_VAT, COMPANY_ADDRESS and SUPPORT_EMAIL, copied into each receipt. */
  readonly seller: ReceiptSeller;
  readonly checkoutUrl: string;
}

/** The paid purchase a receipt is for. */
export interface ReceiptPurchase {
  readonly id: string;
  readonly amount: string;
  readonly businessName: string;
  readonly businessEmail: string;
  readonly billing: BillingDetails | null;
  readonly leadId: string;
  readonly category: string;
  /** «Fano (Pesaro e Urbino)», or null when unknown. */
  readonly place: string | null;
}

/**
 * The next number of the year's one series of tax documents (receipts before issue 32, invoices and credit notes
 * since), taken in the caller's transaction: no gaps, no repeats (see takeReceiptNumber).
 */
export const takeDocumentNumber = takeReceiptNumber;

/** «17/2026». */
export const receiptNumberText = (number: number, year: number) => `${number}/${year}`;

/**
 * Issues the receipt of a purchase that was just paid, in the payment's transaction: the next number of
 * the year (Rome time), the amount split into net and IVA at VAT_RATE, a copy of seller and buyer, and the
 * receipt email with the link to its page (the link's token only in the email, its hash stored).
 */
export async function issueReceipt(trx: Db, settings: ReceiptSettings, purchase: ReceiptPurchase): Promise<{ id: string; number: string }> {
  const issuedAt = new Date();
  const year = romeYear(issuedAt);
  const number = await takeReceiptNumber(trx, year);
  const { net, vat } = splitVat(purchase.amount, settings.vatRate);
  const { token, tokenHash } = newLinkToken();
  const id = await insertReceipt(trx, {
    purchaseId: purchase.id,
    year,
    number,
    issuedAt,
    tokenHash,
    seller: settings.seller,
    buyerName: purchase.businessName,
    buyerEmail: purchase.businessEmail,
    billing: purchase.billing,
    net,
    vatRate: formatVatRate(settings.vatRate),
    vat,
    total: purchase.amount,
  });

  const numberText = receiptNumberText(number, year);
  // Not the editable purchase email, which speaks of the invoice: a receipt's own fixed text.
  await enqueuePurchaseDocumentEmail(trx, settings, { purchase, documentId: id, number: numberText, token }, async (values) =>
    renderEmail(purchaseReceiptOnlyEmailTemplate, values),
  );
  return { id, number: numberText };
}

/** What the purchase email needs of the purchase (a `ReceiptPurchase` or the lead's invoiced purchase with its place). */
export type CourtesyEmailPurchase = Pick<ReceiptPurchase, 'id' | 'amount' | 'businessName' | 'businessEmail' | 'leadId' | 'category' | 'place'>;

/** The document the purchase email links: its id, «17/2026», and its courtesy link's token (only its hash is stored). */
export interface CourtesyEmailDocument {
  readonly purchase: CourtesyEmailPurchase;
  readonly documentId: string;
  readonly number: string;
  readonly token: string;
  /** Once per purchase unless said (`purchase-receipt:<purchase id>`); a document's own email names its document. */
  readonly dedupeKey?: string;
}

/**
 * The purchase email (template `purchase_receipt_email`), in the caller's transaction: the amounts split at
 * VAT_RATE, `{receiptNumber}` the document's number and `{receiptUrl}` its courtesy copy's link (hidden in the stored
 * email: the token goes out only in the sent message). Once per purchase (`purchase-receipt:<purchase id>`). The lead
 * calls it with issueInvoice's result; issueReceipt with the receipt's.
 */
export async function enqueueCourtesyEmail(
  trx: Db,
  settings: Pick<ReceiptSettings, 'vatRate' | 'checkoutUrl'>,
  document: CourtesyEmailDocument,
): Promise<void> {
  await enqueuePurchaseDocumentEmail(trx, settings, document, (values) => renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.purchaseReceipt, values));
}

type PurchaseEmailValues = EmailValues<typeof EMAIL_TEMPLATE_NAMES.purchaseReceipt>;

/** The purchase email of a document, its text from `render` (the editable template, or a receipt's fixed text). */
async function enqueuePurchaseDocumentEmail(
  trx: Db,
  settings: Pick<ReceiptSettings, 'vatRate' | 'checkoutUrl'>,
  { purchase, documentId, number, token, dedupeKey }: CourtesyEmailDocument,
  render: (values: PurchaseEmailValues) => Promise<RenderedEmail>,
): Promise<void> {
  const { net, vat } = splitVat(purchase.amount, settings.vatRate);
  const secrets = new OutboxSecrets();
  const message = await render({
    businessName: purchase.businessName,
    businessEmail: purchase.businessEmail,
    category: purchase.category,
    location: purchase.place,
    receiptNumber: number,
    receiptUrl: secrets.hide(courtesyCopyUrl(settings.checkoutUrl, documentId, token)),
    netAmount: formatEuro(net),
    vatRate: `${formatVatRate(settings.vatRate).replace('.', ',')}%`,
    vatAmount: formatEuro(vat),
    price: formatEuro(purchase.amount),
    leadId: purchase.leadId,
  });
  await enqueueEmail(trx, {
    dedupeKey: dedupeKey ?? `purchase-receipt:${purchase.id}`,
    leadId: purchase.leadId,
    purpose: 'purchase-receipt',
    to: purchase.businessEmail,
    ...message,
    secrets,
  });
}

/** The checkout's page of a document's courtesy copy (receipts, invoices and credit notes alike). */
export function courtesyCopyUrl(checkoutUrl: string, documentId: string, token: string): string {
  return `${checkoutUrl}/business/receipt/${documentId}?t=${token}`;
}

/**
 * `GET /api/business/receipts/:id?t=`: the courtesy copy of the invoice, credit note or receipt `id` for the holder
 * of its link's token; 404 for anything else (the same answer whether the id or the token is wrong).
 */
export async function getReceipt(db: Db, id: string, token: string | undefined): Promise<Receipt> {
  if (token === undefined || token === '') throw notFound(apiPartnerMessages.receiptNotFound);
  const tokenHash = hashLinkToken(token);
  const invoice = await findInvoiceCopy(db, id, tokenHash);
  if (invoice !== undefined) return toInvoiceCopy(invoice);
  const receipt = await findReceipt(db, id, tokenHash);
  if (receipt === undefined) throw notFound(apiPartnerMessages.receiptNotFound);
  return toReceipt(receipt);
}

/**
 * `GET /api/business/area/documents/:id`: the courtesy copy of the invoice, credit note or receipt `id` when its
 * purchase is the signed-in business's; 404 otherwise, the same whether the id is unknown or another business's.
 */
export async function getBusinessDocument(db: Db, id: string, businessId: string): Promise<Receipt> {
  const invoice = await findInvoiceOfBusiness(db, id, businessId);
  if (invoice !== undefined) return toInvoiceCopy(invoice);
  const receipt = await findReceiptOfBusiness(db, id, businessId);
  if (receipt === undefined) throw notFound(apiPartnerMessages.receiptNotFound);
  return toReceipt(receipt);
}

/**
 * The courtesy copy of a paid purchase, for its buyer's own pages: its invoice when it has one, else the receipt of
 * a purchase paid before invoices; null for one paid before receipts existed.
 */
export async function courtesyCopyOfPurchase(db: Db, purchaseId: string): Promise<Receipt | null> {
  const invoice = await findInvoiceOfPurchase(db, purchaseId);
  if (invoice !== undefined) return toInvoiceCopy(invoice);
  const receipt = await findReceiptOfPurchase(db, purchaseId);
  return receipt === undefined ? null : toReceipt(receipt);
}

/** What the buyer may know of the SdI: sent, delivered, in its cassetto fiscale, or not sent yet. */
export function sdiDelivery(state: InvoiceState): SdiDelivery {
  switch (state) {
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'not_delivered':
      return 'available';
    default:
      // invalid, exported (the accountant sends it), queued, rejected (the admin corrects it and sends it again)
      return 'pending';
  }
}

function toInvoiceCopy(row: InvoiceCopyRow): Receipt {
  const { seller, buyer } = row;
  const { address } = seller;
  return {
    id: row.id,
    document: row.kind,
    number: receiptNumberText(row.number, row.year),
    issuedAt: row.created_at.toISOString(),
    date: row.document_date,
    seller: {
      name: seller.name,
      vatNumber: seller.vatNumber,
      taxCode: seller.taxCode,
      address: `${address.street}, ${address.postalCode} ${address.city} (${address.province})`,
      email: null,
      rea:
        seller.rea === null
          ? null
          : {
              office: seller.rea.office,
              number: seller.rea.number,
              shareCapital: seller.rea.shareCapital,
              soleShareholder: seller.rea.soleShareholder,
            },
    },
    buyer: { name: buyer.name, email: buyer.email, billing: buyer.billing },
    lead: leadOf(row),
    description: row.description,
    net: row.net,
    vatRate: formatVatRate(parseVatRate(row.vat_rate) ?? 0),
    vat: row.vat,
    total: row.total,
    credits:
      row.kind === 'credit_note' && row.credited_number !== null && row.credited_year !== null && row.credited_date !== null
        ? { number: receiptNumberText(row.credited_number, row.credited_year), date: row.credited_date }
        : null,
    sdi: sdiDelivery(row.state),
  };
}

function leadOf(row: { lead_id: string; category: string; municipality: string | null; province: string | null }): Receipt['lead'] {
  return {
    id: row.lead_id,
    category: row.category,
    location: row.municipality === null || row.province === null ? null : { municipality: row.municipality, province: row.province },
  };
}

function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    document: 'receipt',
    number: receiptNumberText(row.number, row.year),
    issuedAt: row.issued_at.toISOString(),
    date: romeDay(row.issued_at),
    seller: {
      name: row.seller.name,
      vatNumber: row.seller.vatNumber,
      taxCode: null,
      address: row.seller.address,
      email: row.seller.email,
      rea: null,
    },
    buyer: { name: row.buyer_name, email: row.buyer_email, billing: row.billing },
    lead: leadOf(row),
    description: null,
    net: row.net,
    vatRate: formatVatRate(parseVatRate(row.vat_rate) ?? 0),
    vat: row.vat,
    total: row.total,
    credits: null,
    sdi: null,
  };
}
