import { adminRefundEmailTemplate, creditNoteEmailTemplate, formatEuro } from '@trovapro/copy';
import { formatLocation, formatVatRate, splitVat } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { courtesyCopyUrl, enqueueCourtesyEmail } from '../receipts/receipts.service.ts';
import { renderEmail } from '../templates/templates.service.ts';

/** What the emails of tax documents need: the IVA rate the amounts are split at, and the checkout's address. */
export interface DocumentEmailSettings {
  /** VAT_RATE in hundredths of a percent. */
  readonly vatRate: number;
  readonly checkoutUrl: string;
}

/** The purchase a document is for, as its emails name it. */
async function purchaseOfDocument(db: Db, purchaseId: string) {
  const row = await db
    .selectFrom('purchases')
    .innerJoin('leads', 'leads.id', 'purchases.lead_id')
    .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
    .select([
      'purchases.id',
      'purchases.amount',
      'purchases.business_name',
      'purchases.business_email',
      'leads.id as lead_id',
      'leads.category',
      'leads.prefilled_location',
      'municipalities.name as municipality',
      'municipalities.province',
    ])
    .where('purchases.id', '=', purchaseId)
    .executeTakeFirstOrThrow();
  const place =
    row.municipality !== null && row.province !== null
      ? formatLocation({ municipality: row.municipality, province: row.province })
      : row.prefilled_location;
  return {
    id: row.id,
    amount: row.amount,
    businessName: row.business_name,
    businessEmail: row.business_email,
    leadId: row.lead_id,
    category: row.category,
    place,
  };
}

/** A document that just became valid (never when it is `invalid`: nothing is promised before it can be sent). */
export interface ValidDocument {
  readonly id: string;
  readonly kind: 'invoice' | 'credit_note';
  readonly purchaseId: string;
  /** «17/2026». */
  readonly number: string;
  /** Its courtesy link's token (only its hash is stored). */
  readonly token: string;
}

/**
 * The document's email to its buyer, in the caller's transaction, once per document: an invoice's is the purchase
 * email (the editable template, with the courtesy copy's link); a credit note's tells of the refund and links its
 * courtesy copy.
 */
export async function enqueueDocumentEmail(trx: Db, settings: DocumentEmailSettings, document: ValidDocument): Promise<void> {
  const purchase = await purchaseOfDocument(trx, document.purchaseId);
  if (document.kind === 'invoice') {
    await enqueueCourtesyEmail(trx, settings, {
      purchase,
      documentId: document.id,
      number: document.number,
      token: document.token,
      dedupeKey: `document-email:${document.id}`,
    });
    return;
  }
  const { net, vat } = splitVat(purchase.amount, settings.vatRate);
  const secrets = new OutboxSecrets();
  const message = renderEmail(creditNoteEmailTemplate, {
    businessName: purchase.businessName,
    category: purchase.category,
    location: purchase.place,
    receiptNumber: document.number,
    netAmount: formatEuro(net),
    vatRate: `${formatVatRate(settings.vatRate).replace('.', ',')}%`,
    vatAmount: formatEuro(vat),
    price: formatEuro(purchase.amount),
    receiptUrl: secrets.hide(courtesyCopyUrl(settings.checkoutUrl, document.id, document.token)),
    leadId: purchase.leadId,
  });
  await enqueueEmail(trx, {
    dedupeKey: `document-email:${document.id}`,
    leadId: purchase.leadId,
    purpose: 'credit-note',
    to: purchase.businessEmail,
    ...message,
    secrets,
  });
}

/** To the business of a sale the admin gave back without a credit note yet (none needed, or awaiting correction). */
export async function enqueueAdminRefundEmail(trx: Db, purchaseId: string): Promise<void> {
  const purchase = await purchaseOfDocument(trx, purchaseId);
  const message = renderEmail(adminRefundEmailTemplate, {
    businessName: purchase.businessName,
    category: purchase.category,
    location: purchase.place,
    price: formatEuro(purchase.amount),
    leadId: purchase.leadId,
  });
  await enqueueEmail(trx, {
    dedupeKey: `admin-refund:${purchaseId}`,
    leadId: purchase.leadId,
    purpose: 'admin-refund',
    to: purchase.businessEmail,
    ...message,
  });
}
