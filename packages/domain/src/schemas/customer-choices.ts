import { Type, type Static } from 'typebox';
import { TimestampSchema, UuidSchema } from './common.ts';
import { PrivacyTokenSchema } from './privacy.ts';

/** One business proposed to a lead's customer (CUSTOMER_CHOOSES) and what the customer answered. */
export const LeadProposalSchema = Type.Object({
  businessId: UuidSchema,
  name: Type.String(),
  proposedAt: TimestampSchema,
  /** When the customer answered on their page; null while waiting. */
  answeredAt: Type.Union([TimestampSchema, Type.Null()]),
  /** Ticked by the customer (only an answered proposal can be). */
  chosen: Type.Boolean(),
});
export type LeadProposal = Static<typeof LeadProposalSchema>;

/**
 * `GET /api/admin/leads/:id/offer-places`: how many more businesses the lead may be offered (LEAD_MAX_OFFERS minus
 * those offered already) and, with CUSTOMER_CHOOSES, the businesses proposed to its customer.
 */
export const OfferPlacesSchema = Type.Object({
  maxOffers: Type.Integer({ minimum: 1 }),
  offered: Type.Integer({ minimum: 0 }),
  left: Type.Integer({ minimum: 0 }),
  customerChooses: Type.Boolean(),
  proposals: Type.Array(LeadProposalSchema),
});
export type OfferPlaces = Static<typeof OfferPlacesSchema>;

export const ProposeBusinessesResponseSchema = Type.Object({ proposedCount: Type.Integer({ minimum: 1 }) });
export type ProposeBusinessesResponse = Static<typeof ProposeBusinessesResponseSchema>;

/** `POST /api/customer/request/choices`: the businesses the customer ticks among those proposed (at least one). */
export const CustomerChoicesBodySchema = Type.Object(
  {
    token: PrivacyTokenSchema,
    businessIds: Type.Array(UuidSchema, { minItems: 1, maxItems: 50, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type CustomerChoicesBody = Static<typeof CustomerChoicesBodySchema>;

export const CustomerChoicesResponseSchema = Type.Object({ message: Type.String(), offeredCount: Type.Integer({ minimum: 1 }) });
export type CustomerChoicesResponse = Static<typeof CustomerChoicesResponseSchema>;
