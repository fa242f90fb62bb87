import { apiPartnerMessages, formatEuro } from '@trovapro/copy';
import { EMAIL_TEMPLATE_NAMES, formatVatRate, parseVatRate, splitVat, type BillingDetails, type Receipt, romeYear } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { ReceiptSeller } from '../../db/rows.ts';
import { notFound } from '../../lib/app-error.ts';
import { hashLinkToken, newLinkToken } from '../../lib/link-token.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { renderEmailTemplate } from '../templates/templates.service.ts';
import { findReceipt, findReceiptOfPurchase, insertReceipt, takeReceiptNumber, type ReceiptRow } from './receipts.repository.ts';

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

  const secrets = new OutboxSecrets();
  const numberText = receiptNumberText(number, year);
  const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.purchaseReceipt, {
    businessName: purchase.businessName,
    businessEmail: purchase.businessEmail,
    category: purchase.category,
    location: purchase.place,
    receiptNumber: numberText,
    receiptUrl: secrets.hide(`${settings.checkoutUrl}/business/receipt/${id}?t=${token}`),
    netAmount: formatEuro(net),
    vatRate: `${formatVatRate(settings.vatRate).replace('.', ',')}%`,
    vatAmount: formatEuro(vat),
    price: formatEuro(purchase.amount),
    leadId: purchase.leadId,
  });
  await enqueueEmail(trx, {
    dedupeKey: `purchase-receipt:${purchase.id}`,
    leadId: purchase.leadId,
    purpose: 'purchase-receipt',
    to: purchase.businessEmail,
    ...message,
    secrets,
  });
  return { id, number: numberText };
}

/** `GET /api/business/receipts/:id?t=`: the receipt for the holder of its link's token; 404 for anything else. */
export async function getReceipt(db: Db, id: string, token: string | undefined): Promise<Receipt> {
  const row = token === undefined || token === '' ? undefined : await findReceipt(db, id, hashLinkToken(token));
  if (row === undefined) throw notFound(apiPartnerMessages.receiptNotFound);
  return toReceipt(row);
}

/** The receipt of a paid purchase, for its buyer's own pages; null for a purchase paid before receipts existed. */
export async function receiptOfPurchase(db: Db, purchaseId: string): Promise<Receipt | null> {
  const row = await findReceiptOfPurchase(db, purchaseId);
  return row === undefined ? null : toReceipt(row);
}

function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    number: receiptNumberText(row.number, row.year),
    issuedAt: row.issued_at.toISOString(),
    seller: row.seller,
    buyer: { name: row.buyer_name, email: row.buyer_email, billing: row.billing },
    lead: {
      id: row.lead_id,
      category: row.category,
      location: row.municipality === null || row.province === null ? null : { municipality: row.municipality, province: row.province },
    },
    net: row.net,
    vatRate: formatVatRate(parseVatRate(row.vat_rate) ?? 0),
    vat: row.vat,
    total: row.total,
  };
}
