import { Type, type Static } from 'typebox';
import { EmailSchema, Nullable, TimestampSchema, UuidSchema } from './common.ts';
import { PrivacyTokenSchema } from './privacy.ts';

/**
 * «La mia richiesta» (issue 34): the customer's page of their request, reached by a signed link (purpose `request`)
 * from the confirmation email, the email of each purchase, or a fresh one asked by email.
 */

/** `POST /api/customer/request-link`: the address the customer wrote their requests with. */
export const CustomerRequestLinkBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type CustomerRequestLinkBody = Static<typeof CustomerRequestLinkBodySchema>;

/** The same answer whether or not the address has requests. */
export const CustomerRequestLinkResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type CustomerRequestLinkResponse = Static<typeof CustomerRequestLinkResponseSchema>;

/** `GET /api/customer/request?t=`: the token of the request's signed link. */
export const CustomerRequestQuerySchema = Type.Object({ t: PrivacyTokenSchema }, { additionalProperties: false });
export type CustomerRequestQuery = Static<typeof CustomerRequestQuerySchema>;

/** `POST /api/customer/request/stop`: the same token. */
export const CustomerRequestStopBodySchema = Type.Object({ token: PrivacyTokenSchema }, { additionalProperties: false });
export type CustomerRequestStopBody = Static<typeof CustomerRequestStopBodySchema>;

/**
 * Where the request stands, in the order a request goes: `pending` (in verifica), `approved`, `awaiting_choice` (the
 * customer has businesses to choose from, CUSTOMER_CHOOSES), `sent` (offered to businesses), `bought` (at least one
 * paid purchase not refunded), `rejected` (non accettata), `closed` (terminal, with `closedReason`).
 */
export const CUSTOMER_REQUEST_STATES = ['pending', 'approved', 'awaiting_choice', 'sent', 'bought', 'rejected', 'closed'] as const;
export const CustomerRequestStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('awaiting_choice'),
  Type.Literal('sent'),
  Type.Literal('bought'),
  Type.Literal('rejected'),
  Type.Literal('closed'),
]);
export type CustomerRequestState = (typeof CUSTOMER_REQUEST_STATES)[number];

/** Why a request the customer sees was closed: by the customer («Non voglio altri contatti») or by the admin. */
export const CustomerClosedReasonSchema = Type.Union([Type.Literal('customer_stop'), Type.Literal('admin')]);
export type CustomerClosedReason = Static<typeof CustomerClosedReasonSchema>;

/**
 * One dated step of the request's timeline, oldest first: `received` (written and verified: in verifica),
 * `approved`, `rejected`, `restored` (in verifica again), `awaiting_choice` (businesses proposed), `chosen`
 * (`businesses`: how many the customer ticked), `sent` (`businesses`: how many have been offered it so far),
 * `bought` (`businessName`), `closed` (`reason`).
 */
export const CUSTOMER_REQUEST_STEPS = [
  'received',
  'approved',
  'rejected',
  'restored',
  'awaiting_choice',
  'chosen',
  'sent',
  'bought',
  'closed',
] as const;
export const CustomerRequestStepTypeSchema = Type.Union([
  Type.Literal('received'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('restored'),
  Type.Literal('awaiting_choice'),
  Type.Literal('chosen'),
  Type.Literal('sent'),
  Type.Literal('bought'),
  Type.Literal('closed'),
]);
export type CustomerRequestStepType = (typeof CUSTOMER_REQUEST_STEPS)[number];

export const CustomerRequestStepSchema = Type.Object({
  type: CustomerRequestStepTypeSchema,
  at: TimestampSchema,
  businesses: Type.Optional(Type.Integer({ minimum: 0 })),
  businessName: Type.Optional(Type.String()),
  reason: Type.Optional(CustomerClosedReasonSchema),
});
export type CustomerRequestStep = Static<typeof CustomerRequestStepSchema>;

/** A business's published reviews: their average (one decimal) and how many. */
export const BusinessRatingSchema = Type.Object({
  average: Type.Number({ minimum: 1, maximum: 5 }),
  count: Type.Integer({ minimum: 1 }),
});
export type BusinessRating = Static<typeof BusinessRatingSchema>;

/** A published review as the public reads it: `authorName` null once its author's data was erased. */
export const PublishedReviewSchema = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Nullable(Type.String()),
  authorName: Nullable(Type.String()),
  createdAt: TimestampSchema,
  reply: Nullable(Type.String()),
  repliedAt: Nullable(TimestampSchema),
});
export type PublishedReview = Static<typeof PublishedReviewSchema>;

/**
 * A business that bought the request (paid, not refunded): its contacts and its published reviews, newest first.
 * `businessId` null when the business was removed since (the purchase keeps its name and email).
 */
export const CustomerRequestBuyerSchema = Type.Object({
  businessId: Nullable(UuidSchema),
  name: Type.String(),
  vatNumber: Nullable(Type.String()),
  municipality: Nullable(Type.String()),
  province: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Type.String(),
  boughtAt: TimestampSchema,
  rating: Nullable(BusinessRatingSchema),
  reviews: Type.Array(PublishedReviewSchema),
});
export type CustomerRequestBuyer = Static<typeof CustomerRequestBuyerSchema>;

/** A business proposed for the request (CUSTOMER_CHOOSES): no contacts, only who and where it is and its rating. */
export const CustomerProposalSchema = Type.Object({
  businessId: UuidSchema,
  name: Type.String(),
  municipality: Nullable(Type.String()),
  province: Nullable(Type.String()),
  rating: Nullable(BusinessRatingSchema),
  chosen: Type.Boolean(),
});
export type CustomerProposal = Static<typeof CustomerProposalSchema>;

/**
 * The customer's choice, when businesses were proposed for the request: whether they answered already, at most how
 * many they may tick (LEAD_MAX_OFFERS minus the businesses already offered it), and the proposals.
 */
export const CustomerChoiceSchema = Type.Object({
  answered: Type.Boolean(),
  max: Type.Integer({ minimum: 0 }),
  proposals: Type.Array(CustomerProposalSchema),
});
export type CustomerChoice = Static<typeof CustomerChoiceSchema>;

/** `GET /api/customer/request`: the request as its customer wrote it, where it stands, who bought it. */
export const CustomerRequestSchema = Type.Object({
  request: Type.Object({
    userRequest: Type.String(),
    category: Type.String(),
    /** The comune with its province («Fano (Pesaro e Urbino)»), or what the customer wrote, or null. */
    location: Nullable(Type.String()),
    userName: Type.String(),
    userEmail: Type.String(),
    userPhone: Nullable(Type.String()),
    createdAt: TimestampSchema,
  }),
  state: CustomerRequestStateSchema,
  /** `closed` only: why. */
  closedReason: Nullable(CustomerClosedReasonSchema),
  /** How many businesses have been offered the request (each counted once). */
  offeredTo: Type.Integer({ minimum: 0 }),
  timeline: Type.Array(CustomerRequestStepSchema),
  buyers: Type.Array(CustomerRequestBuyerSchema),
  choice: Nullable(CustomerChoiceSchema),
  /** The customer's self-erase link (`/privacy/cancella?t=`). */
  eraseUrl: Type.String(),
});
export type CustomerRequest = Static<typeof CustomerRequestSchema>;

/** `POST /api/customer/request/stop`: the request is closed (now, or it was already: `alreadyClosed`). */
export const CustomerRequestStopResponseSchema = Type.Object({
  success: Type.Literal(true),
  alreadyClosed: Type.Boolean(),
  message: Type.String(),
});
export type CustomerRequestStopResponse = Static<typeof CustomerRequestStopResponseSchema>;
