import { LeadDispatchSchema } from './dispatch.ts';
import { Type, type Static } from 'typebox';
import {
  CategorySchema,
  IsoDateSchema,
  MoneySchema,
  Nullable,
  PageInfoSchema,
  PageQuerySchema,
  PositiveMoneySchema,
  TimestampSchema,
  UuidSchema,
} from './common.ts';

/**
 * The lead statuses: the five of product §4 and `closed`, the one terminal state (with a `LeadClosedReason`):
 * nothing leaves it, nothing is offered or sold from it. Transitions live in rules/lead-status.ts.
 */
export const LEAD_STATUSES = ['pending', 'approved', 'approved_pending_companies', 'rejected', 'sent', 'closed'] as const;
export const LeadStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('approved_pending_companies'),
  Type.Literal('rejected'),
  Type.Literal('sent'),
  Type.Literal('closed'),
]);
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Why a lead was closed: `erased` — the person's data was erased (by the admin, their own link, or retention);
 * `customer_stop` — the customer asked for no more contacts; `admin` — the admin closed it.
 */
export const LEAD_CLOSED_REASONS = ['erased', 'customer_stop', 'admin'] as const;
export const LeadClosedReasonSchema = Type.Union([Type.Literal('erased'), Type.Literal('customer_stop'), Type.Literal('admin')]);
export type LeadClosedReason = (typeof LEAD_CLOSED_REASONS)[number];

/**
 * Where a need is: a comune of the ISTAT dataset. `province` is the province name.
 * The same shape wherever a lead's place appears (profile, admin lead, business view); null when unknown.
 */
export const LeadLocationSchema = Type.Object({
  municipality: Type.String(),
  province: Type.String(),
  istatCode: Type.String({ pattern: '^\\d{6}$' }),
});
export type LeadLocation = Static<typeof LeadLocationSchema>;

/** A lead as the admin sees it (product §3 "Lead (admin)" plus `userName`, `userPhone` and `createdAt`). */
export const LeadSchema = Type.Object({
  id: UuidSchema,
  userRequest: Type.String(),
  userEmail: Type.String(),
  userName: Type.String(),
  /** As normalised at completion («+39 333 123 4567»); null when the visitor gave none. */
  userPhone: Nullable(Type.String()),
  category: Type.String(),
  price: MoneySchema,
  status: LeadStatusSchema,
  /** Why the lead is closed; null unless `status` is `closed`. */
  closedReason: Nullable(LeadClosedReasonSchema),
  location: Nullable(LeadLocationSchema),
  createdAt: TimestampSchema,
  /** Issue 35: its automatic dispatch, the manual queue's reasons and a possible duplicate (the admin's API answers it always). */
  dispatch: Type.Optional(LeadDispatchSchema),
});
export type Lead = Static<typeof LeadSchema>;

/** The lead list's orders: newest first (the default), oldest first, highest or lowest price first (ties newest first). */
export const LEAD_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc'] as const;
export const LeadSortSchema = Type.Union([Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('price_desc'), Type.Literal('price_asc')]);
export type LeadSort = (typeof LEAD_SORTS)[number];

/** The list's filters, shared by the page and the CSV export. */
const leadFilters = {
  status: Type.Optional(LeadStatusSchema),
  category: Type.Optional(CategorySchema),
  /** Case- and accent-insensitive, anywhere in the request text, email, name, phone or comune name (blank: no search). */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(LeadSortSchema),
  /** Issue 35: created on or after this day (Rome's calendar, yyyy-MM-dd). */
  createdFrom: Type.Optional(IsoDateSchema),
  /** Created on or before this day (Rome's calendar, yyyy-MM-dd, inclusive). */
  createdTo: Type.Optional(IsoDateSchema),
};

/** `GET /api/admin/leads`: server-side filters, search and order, 50 a page by default. */
export const AdminLeadListQuerySchema = Type.Object({
  ...leadFilters,
  ...PageQuerySchema.properties,
});
export type AdminLeadListQuery = Static<typeof AdminLeadListQuerySchema>;

/** `GET /api/admin/leads/export.csv`: every lead the list's filters select, in its order. */
export const AdminLeadExportQuerySchema = Type.Object(leadFilters);
export type AdminLeadExportQuery = Static<typeof AdminLeadExportQuerySchema>;

export const AdminLeadListSchema = Type.Object({
  leads: Type.Array(LeadSchema),
  ...PageInfoSchema.properties,
});
export type AdminLeadList = Static<typeof AdminLeadListSchema>;

/** `PATCH /api/admin/leads/:id`: either a status change or a new price (> 0), nothing else. */
export const UpdateLeadBodySchema = Type.Object(
  {
    status: Type.Optional(LeadStatusSchema),
    price: Type.Optional(PositiveMoneySchema),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);
export type UpdateLeadBody = Static<typeof UpdateLeadBodySchema>;

export const SendLeadToBusinessesBodySchema = Type.Object(
  { selectedBusinessIds: Type.Array(UuidSchema, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type SendLeadToBusinessesBody = Static<typeof SendLeadToBusinessesBodySchema>;

export const SendLeadToBusinessesResponseSchema = Type.Object({ sentToCount: Type.Integer({ minimum: 0 }) });
export type SendLeadToBusinessesResponse = Static<typeof SendLeadToBusinessesResponseSchema>;
