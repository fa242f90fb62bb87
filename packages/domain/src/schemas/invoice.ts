import { Type, type Static } from 'typebox';
import { IsoDateSchema, MoneySchema, Nullable, PageInfoSchema, PageQuerySchema, TextSchema, TimestampSchema, UuidSchema } from './common.ts';
import { BillingDetailsSchema, BillingInputSchema } from './partner.ts';

/**
 * Where an electronic invoice or credit note stands (issue 32): `invalid` failed the FatturaPA schema or the SdI's
 * checks and is never sent (`problems` say why), `exported` is left to the accountant's monthly ZIP (INVOICING=export),
 * `queued` waits to be sent, then the SdI's outcomes: `sent`, `delivered` (RC), `not_delivered` (MC: in the buyer's
 * cassetto fiscale), `rejected` (NS: `problems` are the SdI's error codes). `send_failed`: the intermediary refused or
 * did not answer every attempt (`problems` say why; the admin sends it again). `replaced`: rejected, then corrected
 * more than 5 days after the rejection, so issued again under a new number (kept in the series as the SdI refused it).
 */
export const INVOICE_STATES = ['invalid', 'exported', 'queued', 'sent', 'delivered', 'not_delivered', 'rejected', 'send_failed', 'replaced'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const InvoiceStateSchema = Type.Union([
  Type.Literal('invalid'),
  Type.Literal('exported'),
  Type.Literal('queued'),
  Type.Literal('sent'),
  Type.Literal('delivered'),
  Type.Literal('not_delivered'),
  Type.Literal('rejected'),
  Type.Literal('send_failed'),
  Type.Literal('replaced'),
]);

/** States the admin corrects the buyer's data of and sends again. */
export const CORRECTABLE_INVOICE_STATES: readonly InvoiceState[] = ['invalid', 'rejected'];

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const InvoiceKindSchema = Type.Union([Type.Literal('invoice'), Type.Literal('credit_note')]);

/** A calendar month, YYYY-MM (the accountant's period). */
export const MonthSchema = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', examples: ['2026-03'] });

/** One tax document as the admin's «Fatture» lists it. */
export const AdminInvoiceSchema = Type.Object({
  id: UuidSchema,
  kind: InvoiceKindSchema,
  /** «17/2026»: the progressive of the year's series, then the year. */
  number: Type.String(),
  /** The document's date (Rome), YYYY-MM-DD. */
  date: IsoDateSchema,
  buyerName: Type.String(),
  /** The buyer's partita IVA or codice fiscale. */
  buyerTaxId: Type.String(),
  /** Imponibile. */
  net: MoneySchema,
  vat: MoneySchema,
  total: MoneySchema,
  state: InvoiceStateSchema,
  /** When the document reached its state. */
  stateAt: TimestampSchema,
  /** Why it is invalid, or the SdI's rejection codes; empty otherwise. */
  problems: Type.Array(Type.String()),
  /** The FatturaPA file's name, e.g. «IT01234567890_0000A.xml». */
  fileName: Type.String(),
  /** A credit note's invoice number («17/2026»); null for an invoice. */
  creditedNumber: Nullable(Type.String()),
  /** The buyer's billing data as the document states it (what a correction starts from). */
  billing: BillingDetailsSchema,
  /** A `replaced` document's successor («18/2026»); null otherwise. */
  replacedByNumber: Nullable(Type.String()),
  /** An invoice whose sale may be given back now: its purchase is paid and it has no credit note. */
  refundable: Type.Boolean(),
});
export type AdminInvoice = Static<typeof AdminInvoiceSchema>;

/** `GET /api/admin/invoices`: filters by the document date's month, state and buyer (name or tax id). */
export const AdminInvoiceListQuerySchema = Type.Object({
  month: Type.Optional(MonthSchema),
  state: Type.Optional(InvoiceStateSchema),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...PageQuerySchema.properties,
});
export type AdminInvoiceListQuery = Static<typeof AdminInvoiceListQuerySchema>;

export const AdminInvoiceListSchema = Type.Object({
  invoices: Type.Array(AdminInvoiceSchema),
  ...PageInfoSchema.properties,
});
export type AdminInvoiceList = Static<typeof AdminInvoiceListSchema>;

/** The monthly exports (ZIP of the XML files, CSV): the month is required. */
export const InvoiceMonthQuerySchema = Type.Object({ month: MonthSchema });
export type InvoiceMonthQuery = Static<typeof InvoiceMonthQuerySchema>;

/** A FatturaPA document as stored, validated and sent. */
export const XmlFileSchema = Type.String({ contentMediaType: 'application/xml' });
export const XML_MEDIA_TYPE = 'application/xml; charset=utf-8';

/** A ZIP archive of files. */
export const ZipFileSchema = Type.String({ contentMediaType: 'application/zip' });
export const ZIP_MEDIA_TYPE = 'application/zip';

/** `POST /api/admin/invoices/:id/refund`: the credit note issued (null when the invoice had not been issued). */
export const AdminRefundSchema = Type.Object({
  creditNote: Nullable(Type.Object({ id: UuidSchema, number: Type.String(), state: InvoiceStateSchema })),
});
export type AdminRefund = Static<typeof AdminRefundSchema>;

/**
 * `POST /api/admin/invoices/:id/correction`: the buyer's name and billing data as they should read (checked as the
 * checkout checks them).
 */
export const InvoiceCorrectionInputSchema = Type.Object(
  { buyerName: TextSchema(200, 1), billing: BillingInputSchema },
  { additionalProperties: false },
);
export type InvoiceCorrectionInput = Static<typeof InvoiceCorrectionInputSchema>;

/**
 * The corrected document: the same one (same number and date) when corrected within 5 days of the SdI's rejection
 * or never sent (`invalid`), else a new one under the next number (`renumbered`), the rejected one then `replaced`.
 */
export const InvoiceCorrectionSchema = Type.Object({ invoice: AdminInvoiceSchema, renumbered: Type.Boolean() });
export type InvoiceCorrection = Static<typeof InvoiceCorrectionSchema>;
