import { Type, type Static } from 'typebox';
import { EmailSchema, IsoDateSchema, MoneySchema, Nullable, TextSchema, TimestampSchema, UuidSchema } from './common.ts';
import { MunicipalitySchema } from './municipality.ts';

/**
 * How far a partner works from its seat: its comune only, its province, or its region. A business
 * with a reach is a candidate only for leads inside it; one added by the admin (reach null) for any.
 */
export const SERVICE_REACHES = ['comune', 'province', 'region'] as const;
export const ServiceReachSchema = Type.Union([Type.Literal('comune'), Type.Literal('province'), Type.Literal('region')]);
export type ServiceReach = Static<typeof ServiceReachSchema>;

/** The six categories, as a partner picks them (a lead may have others; a partner may not). */
export const PartnerCategorySchema = Type.Union([
  Type.Literal('Idraulico'),
  Type.Literal('Elettricista'),
  Type.Literal('Imbianchino'),
  Type.Literal('Meccanico'),
  Type.Literal('Pulizie'),
  Type.Literal('Giardinaggio'),
]);

/**
 * `POST /api/partners/signup`: the «Diventa partner» form. `vatNumber` is checked by its check digit
 * (spaces and an «IT» prefix allowed), `phone` must be a valid number, `istatCode` a comune of the
 * gazetteer. `privacyAccepted` must be true. The answer's `signupId` goes with the emailed code.
 */
export const PartnerSignupBodySchema = Type.Object(
  {
    companyName: TextSchema(200, 1),
    email: EmailSchema,
    phone: TextSchema(40, 1),
    vatNumber: TextSchema(20, 1),
    category: PartnerCategorySchema,
    istatCode: Type.String({ pattern: '^\\d{6}$' }),
    serviceReach: ServiceReachSchema,
    privacyAccepted: Type.Literal(true),
    /** The terms for businesses (`/termini-aziende`): must be true, refused with its own Italian message otherwise. */
    termsAccepted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PartnerSignupBody = Static<typeof PartnerSignupBodySchema>;

export const PartnerSignupResponseSchema = Type.Object({ signupId: UuidSchema, message: Type.String() });
export type PartnerSignupResponse = Static<typeof PartnerSignupResponseSchema>;

/** `POST /api/partners/verify-code`: the 4-digit code emailed for `signupId`. */
export const PartnerVerifyCodeBodySchema = Type.Object(
  { signupId: UuidSchema, code: Type.String({ pattern: '^\\d{4}$' }) },
  { additionalProperties: false },
);
export type PartnerVerifyCodeBody = Static<typeof PartnerVerifyCodeBodySchema>;

export const PartnerVerifyCodeResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type PartnerVerifyCodeResponse = Static<typeof PartnerVerifyCodeResponseSchema>;

/** `GET /api/comuni?q=`: comuni whose name starts with (then contains) `q`, for a place picker. */
export const ComuneSearchQuerySchema = Type.Object({ q: Type.String({ minLength: 2, maxLength: 80 }) }, { additionalProperties: false });
export type ComuneSearchQuery = Static<typeof ComuneSearchQuerySchema>;

/** A comune as the picker lists it: the municipality without its postal codes and population. */
export const ComuneOptionSchema = Type.Pick(MunicipalitySchema, ['istatCode', 'name', 'province', 'provinceCode', 'region']);
export type ComuneOption = Static<typeof ComuneOptionSchema>;
export const ComuneSearchResponseSchema = Type.Object({ comuni: Type.Array(ComuneOptionSchema) });
export type ComuneSearchResponse = Static<typeof ComuneSearchResponseSchema>;

/** The one-click stop link of the offer emails: the business and its signed token. */
export const UnsubscribeQuerySchema = Type.Object(
  { b: UuidSchema, t: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type UnsubscribeQuery = Static<typeof UnsubscribeQuerySchema>;
export const UnsubscribeResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type UnsubscribeResponse = Static<typeof UnsubscribeResponseSchema>;

/**
 * Where a business's offers stand, as its stop link's page shows them: `active` (offers arrive), `stopped` by the
 * business itself since `stoppedAt` (it may resume them), `paused` by the admin, or the business is `pending`
 * approval or `refused` (only the support address can change those).
 */
export const OffersStateSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('stopped'),
  Type.Literal('paused'),
  Type.Literal('pending'),
  Type.Literal('refused'),
]);
export type OffersState = Static<typeof OffersStateSchema>;
export const OffersStatusSchema = Type.Object(
  { state: OffersStateSchema, stoppedAt: Nullable(TimestampSchema), supportEmail: EmailSchema },
  { additionalProperties: false },
);
export type OffersStatus = Static<typeof OffersStatusSchema>;

/**
 * What an invoice needs of the buyer, as it reaches the API: `taxId` a partita IVA or a codice fiscale
 * (checked), the address (street and number, CAP, comune, province sigla), and optionally the SDI code or
 * the PEC for the electronic invoice.
 */
export const BillingInputSchema = Type.Object(
  {
    taxId: TextSchema(24, 1),
    street: TextSchema(200, 1),
    postalCode: Type.String({ pattern: '^\\s*\\d{5}\\s*$' }),
    city: TextSchema(100, 1),
    province: Type.String({ pattern: '^\\s*[A-Za-z]{2}\\s*$' }),
    sdiCode: Type.Optional(TextSchema(7)),
    pec: Type.Optional(Type.Union([Type.Literal(''), EmailSchema])),
  },
  { additionalProperties: false },
);
export type BillingInput = Static<typeof BillingInputSchema>;

/** Billing data as stored and shown: compact tax id, upper-case sigla and SDI code, lower-case PEC, blanks null. */
export const BillingDetailsSchema = Type.Object({
  taxId: Type.String(),
  taxIdKind: Type.Union([Type.Literal('partita_iva'), Type.Literal('codice_fiscale')]),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  province: Type.String(),
  sdiCode: Nullable(Type.String()),
  pec: Nullable(Type.String()),
});
export type BillingDetails = Static<typeof BillingDetailsSchema>;

/** `GET /api/business/receipts/:id?t=`: 404 without the receipt link's token. */
export const ReceiptParamsSchema = Type.Object({ id: UuidSchema });
export const ReceiptQuerySchema = Type.Object({ t: Type.Optional(Type.String({ maxLength: 128 })) }, { additionalProperties: false });
export type ReceiptQuery = Static<typeof ReceiptQuerySchema>;

/** Which tax document a courtesy copy shows: a receipt (purchases paid before issue 32), an invoice, a credit note. */
export const FISCAL_DOCUMENT_KINDS = ['receipt', 'invoice', 'credit_note'] as const;
export const FiscalDocumentKindSchema = Type.Union([Type.Literal('receipt'), Type.Literal('invoice'), Type.Literal('credit_note')]);
export type FiscalDocumentKind = Static<typeof FiscalDocumentKindSchema>;

/**
 * Where an invoice or credit note stands at the SdI, as its buyer may know it: `sent` (handed to the SdI),
 * `delivered` (to the buyer's codice destinatario or PEC), `available` (not delivered, available in the buyer's
 * cassetto fiscale), `pending` (not sent yet: queued, left to the accountant, or being corrected).
 */
export const SDI_DELIVERIES = ['pending', 'sent', 'delivered', 'available'] as const;
export const SdiDeliverySchema = Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('delivered'), Type.Literal('available')]);
export type SdiDelivery = Static<typeof SdiDeliverySchema>;

/**
 * The courtesy copy of one tax document of a paid purchase: a numbered receipt (before issue 32), or an invoice or
 * credit note (whose legal copy is the one the SdI delivers). «17/2026» is the 17th of 2026 of the year's one series
 * (Rome time, no gaps). `date` is the document's date (Rome); `issuedAt` when it was written. Amounts: the price paid
 * is `total` (IVA included); `net` + `vat` = `total`, `vat` at `vatRate` %. Invoices and credit notes name the seller's
 * codice fiscale and REA data (when any), their line (`description`), the SdI state; a credit note the invoice it
 * credits. A receipt has null there (its seller has an email instead).
 */
export const ReceiptSchema = Type.Object({
  id: UuidSchema,
  document: FiscalDocumentKindSchema,
  number: Type.String({ pattern: '^\\d+/\\d{4}$' }),
  issuedAt: TimestampSchema,
  date: IsoDateSchema,
  seller: Type.Object({
    name: Type.String(),
    vatNumber: Type.String(),
    taxCode: Nullable(Type.String()),
    /** «Via dell’Arco 3, 61032 Fano (PU)». */
    address: Type.String(),
    email: Nullable(Type.String()),
    rea: Nullable(
      Type.Object({
        office: Type.String(),
        number: Type.String(),
        shareCapital: Nullable(MoneySchema),
        soleShareholder: Nullable(Type.Union([Type.Literal('SU'), Type.Literal('SM')])),
      }),
    ),
  }),
  buyer: Type.Object({ name: Type.String(), email: Type.String(), billing: Nullable(BillingDetailsSchema) }),
  lead: Type.Object({
    id: UuidSchema,
    category: Type.String(),
    location: Nullable(Type.Object({ municipality: Type.String(), province: Type.String() })),
  }),
  description: Nullable(Type.String()),
  net: MoneySchema,
  vatRate: Type.String({ pattern: '^\\d{1,2}(\\.\\d{1,2})?$' }),
  vat: MoneySchema,
  total: MoneySchema,
  credits: Nullable(Type.Object({ number: Type.String({ pattern: '^\\d+/\\d{4}$' }), date: IsoDateSchema })),
  sdi: Nullable(SdiDeliverySchema),
});
export type Receipt = Static<typeof ReceiptSchema>;

/** Where a partner stands: signed up and waiting, approved (the admin's own are), or refused. */
export const PARTNER_APPROVALS = ['pending', 'approved', 'refused'] as const;
export const PartnerApprovalSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('refused')]);
export type PartnerApproval = Static<typeof PartnerApprovalSchema>;

/**
 * Why offers to a business are paused: the admin paused it, the business used the email's stop link, or it paused
 * them from its area's «Preferenze» (`area`, issue 33).
 */
export const PausedReasonSchema = Type.Union([Type.Literal('admin'), Type.Literal('unsubscribed'), Type.Literal('area')]);
export type PausedReason = Static<typeof PausedReasonSchema>;

/** `POST /api/admin/businesses/:id/refuse`: an optional word for the business, written into its email. */
export const RefusePartnerBodySchema = Type.Object({ reason: Type.Optional(TextSchema(500)) }, { additionalProperties: false });
export type RefusePartnerBody = Static<typeof RefusePartnerBodySchema>;
