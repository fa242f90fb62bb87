import { CandidateRankingSchema } from './dispatch.ts';
import { Type, type Static } from 'typebox';
import {
  CategorySchema,
  EmailSchema,
  MoneySchema,
  Nullable,
  PageInfoSchema,
  PageQuerySchema,
  TextSchema,
  TimestampSchema,
  UuidSchema,
} from './common.ts';
import { BusinessTermsAcceptanceSchema, TermsToAcceptSchema } from './business-terms.ts';
import { ReceiptSchema } from './partner.ts';
import { BillingDetailsSchema, BillingInputSchema, PartnerApprovalSchema, PausedReasonSchema } from './partner.ts';
import { BusinessReachSchema, PreferenceCheckSchema, PreferencesSummarySchema } from './business-preferences.ts';
import { PartnerReportSchema, RefundRateSchema } from './guarantee.ts';
import { ReviewRatingSummarySchema } from './business-reviews.ts';

/** An http(s) address, or empty (the form's optional website field). */
const WebsiteSchema = Type.String({ maxLength: 500, pattern: '^(https?://\\S+)?$' });

/**
 * A partner business (product §3). `location` is the area it serves, as typed ("Zona"). Additive:
 * `approval` (a self sign-up is `pending` until the admin approves it), why it is paused
 * (`pausedReason`, `pausedAt`; null while active), its partita IVA and reach when it signed up
 * itself, and the billing data of its last purchase.
 */
export const BusinessSchema = Type.Object({
  id: UuidSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  category: Type.String(),
  location: Type.String(),
  website: Nullable(Type.String()),
  isActive: Type.Boolean(),
  totalPurchases: Type.Integer({ minimum: 0 }),
  totalSpent: MoneySchema,
  approval: PartnerApprovalSchema,
  pausedReason: Nullable(PausedReasonSchema),
  pausedAt: Nullable(TimestampSchema),
  vatNumber: Nullable(Type.String()),
  /** Its reach (issue 33: also `comuni`, a list chosen in its area's «Preferenze»). */
  serviceReach: Nullable(BusinessReachSchema),
  billing: Nullable(BillingDetailsSchema),
  createdAt: TimestampSchema,
});
export type Business = Static<typeof BusinessSchema>;

/** Where a candidate business is, seen from the lead's comune: the ranking of the candidate list. */
export const PLACE_RELATIONS = ['same_comune', 'same_province', 'same_region', 'elsewhere'] as const;
export const PlaceRelationSchema = Type.Union([
  Type.Literal('same_comune'),
  Type.Literal('same_province'),
  Type.Literal('same_region'),
  Type.Literal('elsewhere'),
]);
export type PlaceRelation = Static<typeof PlaceRelationSchema>;

/**
 * A candidate of a lead: the business, where it is relative to the lead (additive to product §3), whether its
 * preferences accept the lead (issue 33: if not, why; such a business cannot be sent the lead), and its rating
 * (issue 34: its published reviews, null for none; within a place group the better score ranks first).
 */
export const CandidateBusinessSchema = Type.Object({
  ...BusinessSchema.properties,
  placeRelation: PlaceRelationSchema,
  preferenceCheck: PreferenceCheckSchema,
  rating: Nullable(ReviewRatingSummarySchema),
  /** Issue 35: why it stands where it stands, and whether the dialog ticks it in advance. */
  ranking: Type.Optional(CandidateRankingSchema),
});
export type CandidateBusiness = Static<typeof CandidateBusinessSchema>;

const businessFields = {
  name: TextSchema(200, 1),
  email: EmailSchema,
  phone: Type.Optional(TextSchema(40)),
  category: CategorySchema,
  location: TextSchema(200, 1),
  website: Type.Optional(WebsiteSchema),
};

/** `POST /api/admin/businesses`: name, email, category and location required. */
export const CreateBusinessBodySchema = Type.Object(businessFields, { additionalProperties: false });
export type CreateBusinessBody = Static<typeof CreateBusinessBodySchema>;

/** `PATCH /api/admin/businesses/:id`: only the edited fields. */
export const UpdateBusinessBodySchema = Type.Object(
  {
    name: Type.Optional(businessFields.name),
    email: Type.Optional(businessFields.email),
    phone: Type.Optional(TextSchema(40)),
    category: Type.Optional(businessFields.category),
    location: Type.Optional(businessFields.location),
    website: Type.Optional(WebsiteSchema),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBusinessBody = Static<typeof UpdateBusinessBodySchema>;

export const AdminBusinessListQuerySchema = Type.Object({
  category: Type.Optional(CategorySchema),
  /** «Da approvare» is `pending`; without it every business but the refused ones. */
  approval: Type.Optional(PartnerApprovalSchema),
  /** Case-insensitive, anywhere in the name, the email or the area («Zona», which holds the comune). */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ...PageQuerySchema.properties,
});
export type AdminBusinessListQuery = Static<typeof AdminBusinessListQuerySchema>;

/**
 * The partner screen's four cards, computed by the server over every business matching the filter
 * (not only the current page), with product §9's formulas: `totalRevenue` the sum of totalSpent,
 * `averagePurchases` the mean of totalPurchases with 1 decimal ("0" when there are none).
 */
export const BusinessSummarySchema = Type.Object({
  /** Sign-ups waiting for approval, whatever the filter (the «Da approvare» badge). */
  pendingApproval: Type.Integer({ minimum: 0 }),
  totalBusinesses: Type.Integer({ minimum: 0 }),
  activeBusinesses: Type.Integer({ minimum: 0 }),
  totalRevenue: MoneySchema,
  averagePurchases: Type.String({ pattern: '^\\d+(\\.\\d)?$' }),
});
export type BusinessSummary = Static<typeof BusinessSummarySchema>;

export const AdminBusinessListSchema = Type.Object({
  businesses: Type.Array(BusinessSchema),
  ...PageInfoSchema.properties,
  summary: BusinessSummarySchema,
});
export type AdminBusinessList = Static<typeof AdminBusinessListSchema>;

/** A lead a partner received: when, and whether it bought it (`boughtAt`, `amount`) or was refunded. */
export const ReceivedLeadSchema = Type.Object({
  leadId: UuidSchema,
  category: Type.String(),
  location: Nullable(Type.Object({ municipality: Type.String(), province: Type.String() })),
  sentAt: TimestampSchema,
  purchase: Nullable(
    Type.Object({
      /** The purchase (the admin refunds it from the partner's detail). */
      id: UuidSchema,
      status: Type.Union([Type.Literal('paid'), Type.Literal('refunded')]),
      amount: MoneySchema,
      at: TimestampSchema,
    }),
  ),
});
export type ReceivedLead = Static<typeof ReceivedLeadSchema>;

/**
 * `GET /api/admin/businesses/:id`: the partner, and the leads it received, newest first (at most
 * `RECEIVED_LEADS_SHOWN`; `receivedCount` and `boughtCount` count them all).
 */
export const AdminBusinessDetailSchema = Type.Object({
  business: BusinessSchema,
  receivedCount: Type.Integer({ minimum: 0 }),
  boughtCount: Type.Integer({ minimum: 0 }),
  received: Type.Array(ReceivedLeadSchema),
  /** The latest version of the terms for businesses it accepted, when and where; null: none yet. */
  terms: BusinessTermsAcceptanceSchema,
  /** Its «Preferenze» (issue 33), as its area shows them. */
  preferences: PreferencesSummarySchema,
  /** Its guarantee reports, newest first, and its refund rate (issue 33). */
  reports: Type.Array(PartnerReportSchema),
  refundRate: RefundRateSchema,
});
export type AdminBusinessDetail = Static<typeof AdminBusinessDetailSchema>;
export const RECEIVED_LEADS_SHOWN = 100;

export const LeadIdParamsSchema = Type.Object({ leadId: UuidSchema });
export type LeadIdParams = Static<typeof LeadIdParamsSchema>;

/**
 * `t`: the token of the purchase link the lead-offer email gave one invited business. It names the
 * buyer; without a valid one the lead is not found (404). Optional here so that a missing token is
 * answered like a wrong one.
 */
export const PurchaseTokenQuerySchema = Type.Object({ t: Type.Optional(Type.String({ maxLength: 128 })) }, { additionalProperties: false });
export type PurchaseTokenQuery = Static<typeof PurchaseTokenQuerySchema>;

/**
 * A lead as shown to a business: never a contact detail of the visitor (`description` is the request
 * with emails, phone numbers and links replaced by a placeholder). `originalPrice` equals `price` when
 * not discounted; `placesLeft` is how many more businesses can still buy it. `invitedBusiness` is the
 * business the link's token names, to prefill the company form (with its billing data when known).
 * Prices are IVA included.
 */
export const BusinessLeadViewSchema = Type.Object({
  id: UuidSchema,
  category: Type.String(),
  description: Type.String(),
  location: Nullable(Type.Object({ municipality: Type.String(), province: Type.String() })),
  price: MoneySchema,
  isDiscounted: Type.Boolean(),
  originalPrice: MoneySchema,
  placesLeft: Type.Integer({ minimum: 0 }),
  invitedBusiness: Type.Object({ name: Type.String(), email: Type.String(), billing: Nullable(BillingDetailsSchema) }),
  /** The version of the terms for businesses this business must accept to buy (first purchase, or a new version), or null. */
  termsToAccept: TermsToAcceptSchema,
  /** GUARANTEE_DAYS: the days after the payment within which a problem may be reported («Garanzia contatto valido»). */
  guaranteeDays: Type.Integer({ minimum: 1 }),
});
export type BusinessLeadView = Static<typeof BusinessLeadViewSchema>;

/**
 * What the business of a purchase link bought, when it opens the link again: the request as the customer
 * wrote it and the customer's contacts — both null once the person erased their data — with the price paid,
 * when, the email the contacts went to, and its receipt (null for a purchase paid before receipts existed).
 */
export const BusinessPurchaseViewSchema = Type.Object({
  leadId: UuidSchema,
  category: Type.String(),
  location: Nullable(Type.Object({ municipality: Type.String(), province: Type.String() })),
  request: Nullable(Type.String()),
  customer: Nullable(Type.Object({ name: Type.String(), email: Type.String(), phone: Nullable(Type.String()) })),
  amount: MoneySchema,
  paidAt: TimestampSchema,
  businessName: Type.String(),
  businessEmail: Type.String(),
  receipt: Nullable(ReceiptSchema),
});
export type BusinessPurchaseView = Static<typeof BusinessPurchaseViewSchema>;

/** The company step: name and email (product §5), and the billing data for the receipt. */
export const PurchaseBodySchema = Type.Object(
  {
    businessEmail: EmailSchema,
    businessName: TextSchema(200, 1),
    billing: BillingInputSchema,
    /** True when the business accepts the terms the lead view's `termsToAccept` names (required then: 400 `acceptTerms`). */
    acceptTerms: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PurchaseBody = Static<typeof PurchaseBodySchema>;

export const PAYMENT_FORMS = ['stripe', 'test-gateway'] as const;
export type PaymentForm = (typeof PAYMENT_FORMS)[number];

/** Which card form to show: Stripe's Payment Element (with `publishableKey`) or the built-in test gateway. */
export const PurchaseResponseSchema = Type.Object({
  clientSecret: Type.String(),
  paymentForm: Type.Union([Type.Literal('stripe'), Type.Literal('test-gateway')]),
  publishableKey: Type.Optional(Type.String()),
});
export type PurchaseResponse = Static<typeof PurchaseResponseSchema>;

/** The built-in test gateway's card form. Numbers may contain spaces ("4242 4242 4242 4242"). */
export const TestGatewayConfirmBodySchema = Type.Object(
  {
    clientSecret: TextSchema(200, 1),
    cardNumber: Type.String({ pattern: '^[\\d ]{12,23}$' }),
    expiry: Type.String({ pattern: '^\\d{2} ?/ ?\\d{2}$' }),
    cvc: Type.String({ pattern: '^\\d{3,4}$' }),
  },
  { additionalProperties: false },
);
export type TestGatewayConfirmBody = Static<typeof TestGatewayConfirmBodySchema>;

/** The page then goes to `/business/success?payment_intent={paymentIntentId}&redirect_status={status}`. */
export const TestGatewayConfirmResponseSchema = Type.Object({
  paymentIntentId: Type.String(),
  status: Type.Literal('succeeded'),
});
export type TestGatewayConfirmResponse = Static<typeof TestGatewayConfirmResponseSchema>;

export const StripeWebhookResponseSchema = Type.Object({ received: Type.Boolean() });
