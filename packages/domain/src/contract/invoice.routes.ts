import { CsvFileSchema } from '../schemas/lead-desk.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import {
  AdminInvoiceListQuerySchema,
  AdminInvoiceListSchema,
  AdminInvoiceSchema,
  AdminRefundSchema,
  InvoiceCorrectionInputSchema,
  InvoiceCorrectionSchema,
  InvoiceMonthQuerySchema,
  XmlFileSchema,
  ZipFileSchema,
} from '../schemas/invoice.ts';
import { defineRoute } from './define-route.ts';

export const adminListInvoices = defineRoute({
  method: 'GET',
  path: '/api/admin/invoices',
  access: 'admin',
  tag: 'invoices',
  summary:
    'Invoices and credit notes, newest first, filtered by month of their date, SdI state and buyer (name or partita IVA / codice fiscale, case and accents ignored); 50 a page by default',
  query: AdminInvoiceListQuerySchema,
  responses: { 200: AdminInvoiceListSchema },
});

export const adminInvoiceXml = defineRoute({
  method: 'GET',
  path: '/api/admin/invoices/:id/xml',
  access: 'admin',
  tag: 'invoices',
  summary: "A document's FatturaPA XML exactly as stored, as a download named after its file",
  params: IdParamsSchema,
  responses: { 200: XmlFileSchema },
  errors: { 404: 'No invoice or credit note has this id' },
});

export const adminExportInvoicesZip = defineRoute({
  method: 'GET',
  path: '/api/admin/invoices/export.zip',
  access: 'admin',
  tag: 'invoices',
  summary: "One ZIP of the month's FatturaPA files, for the accountant: every invoice and credit note dated in it but the invalid ones",
  query: InvoiceMonthQuerySchema,
  responses: { 200: ZipFileSchema },
});

export const adminExportInvoicesCsv = defineRoute({
  method: 'GET',
  path: '/api/admin/invoices/export.csv',
  access: 'admin',
  tag: 'invoices',
  summary: "The month's invoices and credit notes as a CSV for Italian Excel: number, date, kind, buyer, tax id, net, VAT, total, state, reason",
  query: InvoiceMonthQuerySchema,
  responses: { 200: CsvFileSchema },
});

export const adminRefundInvoice = defineRoute({
  method: 'POST',
  path: '/api/admin/invoices/:id/refund',
  access: 'admin',
  tag: 'invoices',
  summary:
    "Gives the invoiced sale back: the purchase refunded through the payment provider, and the invoice's credit note (TD04, linked to it) issued and sent",
  params: IdParamsSchema,
  responses: { 200: AdminRefundSchema },
  errors: { 404: 'No invoice has this id', 409: 'The purchase is not paid: refunded already (`conflict`)' },
});

export const adminCorrectInvoice = defineRoute({
  method: 'POST',
  path: '/api/admin/invoices/:id/correction',
  access: 'admin',
  tag: 'invoices',
  summary:
    "Corrects the buyer's data of an invalid or SdI-rejected document and sends it again: same number and date within 5 days of the rejection (or when it was never sent), a new number and today's date after that (the Agenzia delle Entrate's rule)",
  params: IdParamsSchema,
  body: InvoiceCorrectionInputSchema,
  responses: { 200: InvoiceCorrectionSchema },
  errors: {
    400: 'A field cannot make a valid invoice (`validation_error`, naming it in `field`: `buyerName`, `billing.taxId`, …)',
    404: 'No invoice or credit note has this id',
    409: 'The document is neither invalid nor rejected (`conflict`)',
  },
});

export const adminResendInvoice = defineRoute({
  method: 'POST',
  path: '/api/admin/invoices/:id/send',
  access: 'admin',
  tag: 'invoices',
  summary: 'Sends again, unchanged, a document whose every attempt to reach the intermediary failed (`send_failed`)',
  params: IdParamsSchema,
  responses: { 200: AdminInvoiceSchema },
  errors: { 404: 'No invoice or credit note has this id', 409: 'The document did not fail to be sent (`conflict`)' },
});
