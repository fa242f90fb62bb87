import { Type, type Static } from 'typebox';
import { EmailSchema, IsoDateSchema, MoneySchema, Nullable, PageInfoSchema, PageQuerySchema, TimestampSchema, UuidSchema } from './common.ts';
import { FiscalDocumentKindSchema } from './partner.ts';
import { PurchaseGuaranteeSchema } from './guarantee.ts';

/**
 * «Area aziende» (issue 33): a business's own pages on the checkout host, opened with an emailed one-time link (no
 * password) and kept by a session of its own (cookie `trovapro_business`, scoped to `/api/business/area`).
 */

/** `POST /api/business/area/link`: the business's email. */
export const BusinessLinkRequestBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type BusinessLinkRequestBody = Static<typeof BusinessLinkRequestBodySchema>;

/** The same answer whether or not the email belongs to a business that may sign in. */
export const BusinessLinkRequestResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type BusinessLinkRequestResponse = Static<typeof BusinessLinkRequestResponseSchema>;

/** `POST /api/business/area/session`: the token of the emailed link (the part after `#`). */
export const BusinessSessionBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type BusinessSessionBody = Static<typeof BusinessSessionBodySchema>;

/** The signed-in business, as its area's header shows it. */
export const BusinessAccountSchema = Type.Object({
  id: UuidSchema,
  name: Type.String(),
  email: Type.String(),
  /** Offers stopped (by the business's stop link or the admin): it can still sign in and see what it bought. */
  paused: Type.Boolean(),
});
export type BusinessAccount = Static<typeof BusinessAccountSchema>;

/** `GET /api/business/area/purchases`: a search in the request, category, comune or customer's name; newest first. */
export const BusinessPurchasesQuerySchema = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 200 })), ...PageQuerySchema.properties },
  { additionalProperties: false },
);
export type BusinessPurchasesQuery = Static<typeof BusinessPurchasesQuerySchema>;

/** A tax document of a purchase, opened in the area (`GET /api/business/area/documents/:id`). */
export const BusinessDocumentLinkSchema = Type.Object({
  id: UuidSchema,
  kind: FiscalDocumentKindSchema,
  /** «17/2026». */
  number: Type.String(),
  /** YYYY-MM-DD (Rome). */
  date: IsoDateSchema,
});
export type BusinessDocumentLink = Static<typeof BusinessDocumentLinkSchema>;

/**
 * The customer's contacts: only for a purchase that is paid (a refunded one gave them back) and whose customer did not
 * erase their data (then null and `contactsErased`).
 */
export const BusinessPurchaseContactsSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
});

export const BusinessPurchaseSchema = Type.Object({
  id: UuidSchema,
  leadId: UuidSchema,
  status: Type.Union([Type.Literal('paid'), Type.Literal('refunded')]),
  paidAt: TimestampSchema,
  refundedAt: Nullable(TimestampSchema),
  /** IVA included. */
  amount: MoneySchema,
  category: Type.String(),
  /** «Fano (Pesaro e Urbino)», or null when unknown. */
  place: Nullable(Type.String()),
  /** The customer's request as bought (null when the customer erased their data). */
  request: Nullable(Type.String()),
  contacts: Nullable(BusinessPurchaseContactsSchema),
  /** The customer erased their data after the purchase. */
  contactsErased: Type.Boolean(),
  /** Its invoice, credit notes or receipt, oldest first (a replaced invoice is not listed). */
  documents: Type.Array(BusinessDocumentLinkSchema),
  /** «Garanzia contatto valido»: until when a problem may be reported, and the report once made. */
  guarantee: PurchaseGuaranteeSchema,
});
export type BusinessPurchase = Static<typeof BusinessPurchaseSchema>;

export const BusinessPurchaseListSchema = Type.Object({
  purchases: Type.Array(BusinessPurchaseSchema),
  ...PageInfoSchema.properties,
});
export type BusinessPurchaseList = Static<typeof BusinessPurchaseListSchema>;
