import { Type, type Static } from 'typebox';
import { IsoDateSchema, MoneySchema, Nullable, PageInfoSchema, PageQuerySchema, TimestampSchema, UuidSchema } from './common.ts';

/**
 * Where an electronic invoice or credit note stands (issue 32): `invalid` failed the FatturaPA schema or the SdI's
 * checks and is never sent (`problems` say why), `exported` is left to the accountant's monthly ZIP (INVOICING=export),
 * `queued` waits to be sent, then the SdI's outcomes: `sent`, `delivered` (RC), `not_delivered` (MC: in the buyer's
 * cassetto fiscale), `rejected` (NS: `problems` are the SdI's error codes).
 */
export const INVOICE_STATES = ['invalid', 'exported', 'queued', 'sent', 'delivered', 'not_delivered', 'rejected'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const InvoiceStateSchema = Type.Union([
  Type.Literal('invalid'),
  Type.Literal('exported'),
  Type.Literal('queued'),
  Type.Literal('sent'),
  Type.Literal('delivered'),
  Type.Literal('not_delivered'),
  Type.Literal('rejected'),
]);

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
