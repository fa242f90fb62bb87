import { Type, type Static } from 'typebox';
import { EmailSchema, MoneySchema, Nullable, TextSchema, TimestampSchema, UuidSchema } from './common.ts';
import { PrivacyExportReviewSchema } from './reviews.ts';

/**
 * The version of the privacy notice the public site shows (`/privacy`). A lead stores the version its
 * person agreed to; change it whenever the notice's text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** `GET /api/legal`: who runs the service and how personal data is handled, for the notice and the terms. */
export const LegalInfoSchema = Type.Object({
  companyName: Type.String(),
  companyVat: Type.String(),
  companyAddress: Type.String(),
  privacyEmail: Type.String(),
  noticeVersion: Type.String(),
  /** Months after which a lead's personal data is anonymised. */
  leadRetentionMonths: Type.Integer({ minimum: 1 }),
  /** How many businesses may buy one lead (and so receive the person's contacts). */
  leadMaxBuyers: Type.Integer({ minimum: 1 }),
  /** How many businesses may be offered one request in all (LEAD_MAX_OFFERS): the consent box states it. */
  leadMaxOffers: Type.Integer({ minimum: 1 }),
  /** True when a request's offers go out only to the businesses the customer ticks (CUSTOMER_CHOOSES). */
  customerChooses: Type.Boolean(),
  /** True when requests are analysed by OpenAI (without emails and phone numbers). */
  usesOpenAi: Type.Boolean(),
  /** The terms for businesses: hours after which an unsold lead costs less (LEAD_DISCOUNT_AFTER_HOURS). */
  leadDiscountAfterHours: Type.Integer({ minimum: 1 }),
  /** The days of the «Garanzia contatto valido» after a purchase (GUARANTEE_DAYS). */
  guaranteeDays: Type.Integer({ minimum: 1 }),
  /** Where businesses send complaints (SUPPORT_EMAIL, else the privacy address). */
  complaintsEmail: Type.String(),
  /** Days after a purchase when its customer is asked for a review (REVIEW_REQUEST_DAYS). */
  reviewRequestDays: Type.Integer({ minimum: 1 }),
  /** Days a business has to reply to a review before the admin decides on it (REVIEW_REPLY_DAYS). */
  reviewReplyDays: Type.Integer({ minimum: 1 }),
});
export type LegalInfo = Static<typeof LegalInfoSchema>;

/** `?email=` of the admin's export. */
export const PrivacyEmailQuerySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type PrivacyEmailQuery = Static<typeof PrivacyEmailQuerySchema>;

export const PrivacyEraseBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type PrivacyEraseBody = Static<typeof PrivacyEraseBodySchema>;

export const PrivacyExportPurchaseSchema = Type.Object({
  businessName: Type.String(),
  businessEmail: Type.String(),
  amount: MoneySchema,
  status: Type.String(),
  createdAt: TimestampSchema,
  paidAt: Nullable(TimestampSchema),
});

export const PrivacyExportDeliverySchema = Type.Object({
  businessName: Type.String(),
  sentAt: TimestampSchema,
});

/** Every column of one lead of the person, with who received and who bought it. */
export const PrivacyExportLeadSchema = Type.Object({
  id: UuidSchema,
  userRequest: Type.String(),
  userEmail: Type.String(),
  userName: Type.String(),
  userPhone: Nullable(Type.String()),
  category: Type.String(),
  price: MoneySchema,
  status: Type.String(),
  istatCode: Nullable(Type.String()),
  landingPageId: Nullable(Type.String()),
  prefilledService: Nullable(Type.String()),
  prefilledLocation: Nullable(Type.String()),
  landingContext: Nullable(Type.String()),
  privacyConsentAt: Nullable(TimestampSchema),
  privacyNoticeVersion: Nullable(Type.String()),
  erasedAt: Nullable(TimestampSchema),
  /** Why and when the request was closed (the terminal state), null while open. */
  closedReason: Nullable(Type.String()),
  closedAt: Nullable(TimestampSchema),
  sentAt: Nullable(TimestampSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  purchases: Type.Array(PrivacyExportPurchaseSchema),
  deliveries: Type.Array(PrivacyExportDeliverySchema),
  /** The person's reviews of the businesses that bought the lead (anonymised ones too). */
  reviews: Type.Array(PrivacyExportReviewSchema),
  /** The admins' notes on the request (issue 35): deleted with the person's data. */
  notes: Type.Optional(Type.Array(Type.Object({ at: TimestampSchema, text: Type.String() }))),
});
export type PrivacyExportLead = Static<typeof PrivacyExportLeadSchema>;

export const PrivacyExportVerificationSchema = Type.Object({
  id: UuidSchema,
  email: Type.String(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  verifiedAt: Nullable(TimestampSchema),
  consumedAt: Nullable(TimestampSchema),
  attempts: Type.Integer(),
});

export const PrivacyExportEmailSchema = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  purpose: Type.String(),
  status: Type.String(),
  createdAt: TimestampSchema,
  /** The stored text; codes and links' tokens are masked. Empty once the retention cleared it. */
  text: Type.String(),
});

/** `GET /api/admin/privacy/export`: what the service keeps about one email address. */
export const PrivacyExportSchema = Type.Object({
  email: Type.String(),
  exportedAt: TimestampSchema,
  leads: Type.Array(PrivacyExportLeadSchema),
  verifications: Type.Array(PrivacyExportVerificationSchema),
  emails: Type.Array(PrivacyExportEmailSchema),
});
export type PrivacyExport = Static<typeof PrivacyExportSchema>;

/** What an erasure did. */
export const PrivacyEraseResultSchema = Type.Object({
  email: Type.String(),
  leadsAnonymised: Type.Integer({ minimum: 0 }),
  /** Requests of the person that were still open (or rejected) and are now closed: never offered or sold again. */
  leadsClosed: Type.Integer({ minimum: 0 }),
  verificationsDeleted: Type.Integer({ minimum: 0 }),
  emailsDeleted: Type.Integer({ minimum: 0 }),
});
export type PrivacyEraseResult = Static<typeof PrivacyEraseResultSchema>;

/** The self-erase link's token: `<leadId>.<base64url HMAC>`. */
export const PrivacyTokenSchema = TextSchema(200, 1);

export const PrivacyErasePreviewQuerySchema = Type.Object({ t: PrivacyTokenSchema }, { additionalProperties: false });
export type PrivacyErasePreviewQuery = Static<typeof PrivacyErasePreviewQuerySchema>;

export const PrivacyErasePreviewSchema = Type.Object({
  /** The address the erase applies to, partly hidden («m•••@example.it»). */
  maskedEmail: Type.String(),
  /** How many requests (leads) of that address still hold personal data. */
  requests: Type.Integer({ minimum: 0 }),
});
export type PrivacyErasePreview = Static<typeof PrivacyErasePreviewSchema>;

export const PrivacySelfEraseBodySchema = Type.Object({ token: PrivacyTokenSchema }, { additionalProperties: false });
export type PrivacySelfEraseBody = Static<typeof PrivacySelfEraseBodySchema>;

export const PrivacySelfEraseResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type PrivacySelfEraseResponse = Static<typeof PrivacySelfEraseResponseSchema>;
