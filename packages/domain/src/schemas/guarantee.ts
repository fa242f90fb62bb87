import { Type, type Static } from 'typebox';
import { MoneySchema, Nullable, PageInfoSchema, PageQuerySchema, TimestampSchema, UuidSchema } from './common.ts';

/**
 * «Garanzia contatto valido» (issue 33): within GUARANTEE_DAYS of paying a lead, a business may report a problem with
 * it. Decided automatically when the product knows (the customer's email bounced; a duplicate of a lead it bought in
 * the 30 days before), otherwise by the admin («Contestazioni»). Accepted: the purchase is refunded (provider, credit
 * note, totals, timeline, email); refused: an email with the reason.
 */

export const LEAD_REPORT_REASONS = ['phone_or_email_invalid', 'unreachable', 'duplicate', 'wrong_category_or_place', 'never_asked'] as const;
export const LeadReportReasonSchema = Type.Union([
  Type.Literal('phone_or_email_invalid'),
  Type.Literal('unreachable'),
  Type.Literal('duplicate'),
  Type.Literal('wrong_category_or_place'),
  Type.Literal('never_asked'),
]);
export type LeadReportReason = (typeof LEAD_REPORT_REASONS)[number];

export const LEAD_REPORT_STATES = ['pending', 'accepted', 'refused'] as const;
export const LeadReportStateSchema = Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('refused')]);
export type LeadReportState = (typeof LEAD_REPORT_STATES)[number];

/** The longest note a business may add to its report, and the longest reason an admin may give. */
export const LEAD_REPORT_NOTE_MAX = 1000;
export const DECISION_REASON_MAX = 1000;

/** Who decided: an automatic rule, or an admin. */
export const REPORT_DECIDERS = ['auto:bounce', 'auto:duplicate', 'admin'] as const;
export type ReportDecider = (typeof REPORT_DECIDERS)[number];
export const ReportDeciderSchema = Type.Union([Type.Literal('auto:bounce'), Type.Literal('auto:duplicate'), Type.Literal('admin')]);

/** `POST /api/business/area/purchases/:id/report`. */
export const LeadReportBodySchema = Type.Object(
  {
    reason: LeadReportReasonSchema,
    note: Type.Optional(Type.String({ maxLength: LEAD_REPORT_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type LeadReportBody = Static<typeof LeadReportBodySchema>;

/** A report as its business sees it. `decisionReason`: why it was refused (or the admin's words on an acceptance). */
export const BusinessLeadReportSchema = Type.Object({
  id: UuidSchema,
  reason: LeadReportReasonSchema,
  note: Nullable(Type.String()),
  state: LeadReportStateSchema,
  createdAt: TimestampSchema,
  decidedAt: Nullable(TimestampSchema),
  decisionReason: Nullable(Type.String()),
});
export type BusinessLeadReport = Static<typeof BusinessLeadReportSchema>;

/**
 * The guarantee of one purchase in the area: until when a problem may be reported (`open` while it may: paid, within
 * the window, not reported yet), and its report once made.
 */
export const PurchaseGuaranteeSchema = Type.Object({
  until: TimestampSchema,
  open: Type.Boolean(),
  report: Nullable(BusinessLeadReportSchema),
});
export type PurchaseGuarantee = Static<typeof PurchaseGuaranteeSchema>;

/** Refunded purchases over purchases paid (paid or refunded after), all time and this calendar month (Rome). */
export const RefundFigureSchema = Type.Object({
  refunded: Type.Integer({ minimum: 0 }),
  purchases: Type.Integer({ minimum: 0 }),
  /** refunded / purchases, 0 when there is none. */
  rate: Type.Number({ minimum: 0, maximum: 1 }),
});
export type RefundFigure = Static<typeof RefundFigureSchema>;
export const RefundRateSchema = Type.Object({ allTime: RefundFigureSchema, month: RefundFigureSchema });
export type RefundRate = Static<typeof RefundRateSchema>;

/** `GET /api/admin/reports`: by state (all when absent), oldest pending first, else newest first. */
export const AdminReportsQuerySchema = Type.Object(
  { state: Type.Optional(LeadReportStateSchema), ...PageQuerySchema.properties },
  { additionalProperties: false },
);
export type AdminReportsQuery = Static<typeof AdminReportsQuerySchema>;

/** A report in the admin's «Contestazioni», with what deciding it needs. */
export const AdminLeadReportSchema = Type.Object({
  ...BusinessLeadReportSchema.properties,
  decidedBy: Nullable(ReportDeciderSchema),
  /** The admin who decided, by name (when an admin did and still exists). */
  decidedByAdmin: Nullable(Type.String()),
  purchase: Type.Object({
    id: UuidSchema,
    amount: MoneySchema,
    paidAt: TimestampSchema,
    status: Type.Union([Type.Literal('paid'), Type.Literal('refunded')]),
    refundedAt: Nullable(TimestampSchema),
  }),
  lead: Type.Object({ id: UuidSchema, category: Type.String(), place: Nullable(Type.String()) }),
  business: Type.Object({ id: UuidSchema, name: Type.String(), email: Type.String() }),
  refundRate: RefundRateSchema,
  /** Reports of this business accepted this calendar month (Rome): above GUARANTEE_MONTHLY_AUTO the rules stop deciding. */
  acceptedThisMonth: Type.Integer({ minimum: 0 }),
  monthlyAutoLimit: Type.Integer({ minimum: 0 }),
});
export type AdminLeadReport = Static<typeof AdminLeadReportSchema>;

export const AdminLeadReportListSchema = Type.Object({ reports: Type.Array(AdminLeadReportSchema), ...PageInfoSchema.properties });
export type AdminLeadReportList = Static<typeof AdminLeadReportListSchema>;

/** `POST /api/admin/reports/:id/refuse` and `POST /api/admin/purchases/:id/refund`: the reason, required. */
export const DecisionReasonBodySchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: DECISION_REASON_MAX }) },
  { additionalProperties: false },
);
export type DecisionReasonBody = Static<typeof DecisionReasonBodySchema>;

/** `POST /api/admin/reports/:id/accept`: the admin's words are optional on an acceptance. */
export const AcceptReportBodySchema = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: DECISION_REASON_MAX })) },
  { additionalProperties: false },
);
export type AcceptReportBody = Static<typeof AcceptReportBodySchema>;

/** A report in a partner's detail. */
export const PartnerReportSchema = Type.Object({
  ...BusinessLeadReportSchema.properties,
  decidedBy: Nullable(ReportDeciderSchema),
  purchaseId: UuidSchema,
  leadId: UuidSchema,
  category: Type.String(),
  amount: MoneySchema,
});
export type PartnerReport = Static<typeof PartnerReportSchema>;

/** `POST /api/webhooks/postmark/bounce`: Postmark's bounce webhook (only the fields read; the others are let through). */
export const PostmarkBounceSchema = Type.Object(
  {
    RecordType: Type.Optional(Type.String()),
    ID: Type.Union([Type.Integer(), Type.String({ minLength: 1, maxLength: 100 })]),
    Type: Type.String({ maxLength: 100 }),
    MessageID: Type.Optional(Type.String({ maxLength: 200 })),
    Email: Type.String({ minLength: 1, maxLength: 320 }),
    BouncedAt: Type.String({ minLength: 1, maxLength: 60 }),
  },
  { additionalProperties: true },
);
export type PostmarkBounce = Static<typeof PostmarkBounceSchema>;

export const BounceReceivedSchema = Type.Object({ received: Type.Literal(true) });
