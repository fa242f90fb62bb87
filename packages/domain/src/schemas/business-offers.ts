import { Type, type Static } from 'typebox';
import { MoneySchema, Nullable, PageInfoSchema, PageQuerySchema, TimestampSchema, UuidSchema } from './common.ts';

/**
 * «Offerte» of the «Area aziende» (issue 33): the leads offered to the signed-in business that it can still buy, as its
 * offer email shows them — never a contact of the customer — and a fresh purchase link to buy one from the area.
 */

/** `GET /api/business/area/offers`: newest offer first. */
export const BusinessOffersQuerySchema = Type.Object({ ...PageQuerySchema.properties }, { additionalProperties: false });
export type BusinessOffersQuery = Static<typeof BusinessOffersQuerySchema>;

export const BusinessOfferSchema = Type.Object({
  leadId: UuidSchema,
  category: Type.String(),
  /** «Fano (Pesaro e Urbino)», the place the landing page gave, or null. */
  place: Nullable(Type.String()),
  /** The request as the checkout shows it before payment: the customer's name, addresses and contacts hidden. */
  request: Type.String(),
  /** IVA included, after the 48-hour discount when it applies (the checkout's price). */
  price: MoneySchema,
  originalPrice: MoneySchema,
  isDiscounted: Type.Boolean(),
  placesLeft: Type.Integer({ minimum: 1 }),
  /** When the lead was offered to this business. */
  offeredAt: TimestampSchema,
});
export type BusinessOffer = Static<typeof BusinessOfferSchema>;

export const BusinessOfferListSchema = Type.Object({
  offers: Type.Array(BusinessOfferSchema),
  ...PageInfoSchema.properties,
});
export type BusinessOfferList = Static<typeof BusinessOfferListSchema>;

export const BusinessOfferParamsSchema = Type.Object({ leadId: UuidSchema }, { additionalProperties: false });
export type BusinessOfferParams = Static<typeof BusinessOfferParamsSchema>;

/** A fresh purchase link of the offer (the checkout's lead page), replacing the area's previous one. */
export const BusinessOfferLinkSchema = Type.Object({ url: Type.String() });
export type BusinessOfferLink = Static<typeof BusinessOfferLinkSchema>;
