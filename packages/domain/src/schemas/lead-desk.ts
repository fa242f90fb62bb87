import { Type, type Static } from 'typebox';
import { MoneySchema, Nullable, TimestampSchema, UuidSchema } from './common.ts';
import { QueueReasonSchema } from './dispatch.ts';
import { EmailStatusSchema } from './email.ts';
import { LeadClosedReasonSchema, LeadSchema } from './lead.ts';

/**
 * What can happen to a lead, as its timeline shows it:
 * - `created` / `verified`: the visitor completed the chat with a confirmed email;
 * - `approved`, `rejected`, `restored` (rejected → pending), `price_changed` (`fromPrice` → `toPrice`): the admin's decisions (`by`);
 * - `sent` (to `business`), `bought` (by `business`, `amount`), `refunded` (a payment given back, `amount`);
 * - `email`: a message about the lead, with its delivery status;
 * - `closed`: the lead reached its terminal state, for `reason` (by the admin `by`, when an admin closed it);
 * - issue 35: `auto_scheduled` (a rule, `rule`, will send it at `dueAt`), `auto_held` (it stayed in the manual queue
 *   for `reasons`), `auto_stopped` (by the admin `by`, or the rule switched off), `auto_sent` (approved and sent, or
 *   proposed to the customer, to `count` businesses by the rule `rule`), `wave_sent` (the next `count` ranked), `note`
 *   (the admin `by` wrote `note`).
 */
export const LEAD_EVENT_TYPES = [
  'created',
  'verified',
  'approved',
  'rejected',
  'restored',
  'price_changed',
  'sent',
  'bought',
  'refunded',
  'email',
  'closed',
  'auto_scheduled',
  'auto_held',
  'auto_stopped',
  'auto_sent',
  'wave_sent',
  'note',
] as const;
export const LeadEventTypeSchema = Type.Union([
  Type.Literal('created'),
  Type.Literal('verified'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('restored'),
  Type.Literal('price_changed'),
  Type.Literal('sent'),
  Type.Literal('bought'),
  Type.Literal('refunded'),
  Type.Literal('email'),
  Type.Literal('closed'),
  Type.Literal('auto_scheduled'),
  Type.Literal('auto_held'),
  Type.Literal('auto_stopped'),
  Type.Literal('auto_sent'),
  Type.Literal('wave_sent'),
  Type.Literal('note'),
]);
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** The business an event concerns; `id` null when it was removed or the purchase predates invitations. */
export const EventBusinessSchema = Type.Object({ id: Nullable(UuidSchema), name: Type.String() });

/** An email about a lead, as the outbox holds it. `sentAt` null while pending or after it failed. */
export const EventEmailSchema = Type.Object({
  purpose: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  status: EmailStatusSchema,
  sentAt: Nullable(TimestampSchema),
});

/** One event of a lead's timeline: `type`, when, and only the fields that event concerns. */
export const LeadEventSchema = Type.Object({
  type: LeadEventTypeSchema,
  at: TimestampSchema,
  /** The admin who decided (approved, rejected, restored, price_changed), when known. */
  by: Type.Optional(Type.String()),
  fromPrice: Type.Optional(MoneySchema),
  toPrice: Type.Optional(MoneySchema),
  business: Type.Optional(EventBusinessSchema),
  amount: Type.Optional(MoneySchema),
  email: Type.Optional(EventEmailSchema),
  /** `closed` only: why. */
  reason: Type.Optional(LeadClosedReasonSchema),
  /** `bought` and `refunded`: the purchase (the admin refunds it from the lead's detail). */
  purchaseId: Type.Optional(UuidSchema),
  /** `refunded`: why, in words (an admin's refund or an accepted guarantee report; issue 33); `note`: the admin's text. */
  note: Type.Optional(Type.String()),
  /** `auto_sent`, `wave_sent`: how many businesses. */
  count: Type.Optional(Type.Integer({ minimum: 0 })),
  /** `auto_scheduled`, `auto_sent`, `wave_sent`: the category whose rule acted. */
  rule: Type.Optional(Type.String()),
  /** `auto_held`: why the lead stayed in the manual queue. */
  reasons: Type.Optional(Type.Array(QueueReasonSchema)),
  /** `auto_scheduled`: when the automatic sending is due. */
  dueAt: Type.Optional(TimestampSchema),
  /** `auto_sent`: true when the businesses were proposed to the customer (CUSTOMER_CHOOSES) rather than offered the lead. */
  proposed: Type.Optional(Type.Boolean()),
});
export type LeadEvent = Static<typeof LeadEventSchema>;

/** `GET /api/admin/leads/:id`: the lead and its events, oldest first. */
export const AdminLeadDetailSchema = Type.Object({
  lead: LeadSchema,
  events: Type.Array(LeadEventSchema),
});
export type AdminLeadDetail = Static<typeof AdminLeadDetailSchema>;

/** The statuses an admin can set on many leads at once (the same transition rules as one by one). */
export const BulkLeadStatusBodySchema = Type.Object(
  {
    ids: Type.Array(UuidSchema, { minItems: 1, maxItems: 200, uniqueItems: true }),
    status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  },
  { additionalProperties: false },
);
export type BulkLeadStatusBody = Static<typeof BulkLeadStatusBodySchema>;

/** A lead the bulk change left as it was, and why: `not_found` or `invalid_transition` (its status does not allow it). */
export const BulkLeadStatusSkipSchema = Type.Object({
  id: UuidSchema,
  code: Type.Union([Type.Literal('not_found'), Type.Literal('invalid_transition')]),
  message: Type.String(),
});

export const BulkLeadStatusResponseSchema = Type.Object({
  updatedCount: Type.Integer({ minimum: 0 }),
  updatedIds: Type.Array(UuidSchema),
  notUpdated: Type.Array(BulkLeadStatusSkipSchema),
});
export type BulkLeadStatusResponse = Static<typeof BulkLeadStatusResponseSchema>;

/** One line of the overview's recent activity: a lead event with the lead it concerns. */
export const ActivityItemSchema = Type.Object({
  ...LeadEventSchema.properties,
  leadId: UuidSchema,
  category: Type.String(),
});
export type ActivityItem = Static<typeof ActivityItemSchema>;

export const RecentActivitySchema = Type.Object({ items: Type.Array(ActivityItemSchema) });
export type RecentActivity = Static<typeof RecentActivitySchema>;

/**
 * A CSV file for Italian Excel: UTF-8 with BOM, `;` between fields, decimal comma, dates dd/MM/yyyy HH:mm
 * (Europe/Rome). Declared with its media type; the API sends it as it is, never as JSON.
 */
export const CsvFileSchema = Type.String({ contentMediaType: 'text/csv' });
export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8';

/** `GET /api/admin/leads/categories`: the six services, then any other category stored leads have (A to Z). */
export const LeadCategoriesSchema = Type.Object({ categories: Type.Array(Type.String()) });
export type LeadCategories = Static<typeof LeadCategoriesSchema>;
