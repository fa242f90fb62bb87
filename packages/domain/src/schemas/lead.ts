import { Type, type Static } from 'typebox';
import {
  CategorySchema,
  MoneySchema,
  Nullable,
  PageInfoSchema,
  PageQuerySchema,
  PositiveMoneySchema,
  TimestampSchema,
  UuidSchema,
} from './common.ts';

/** The five lead statuses (spec §4). Transitions live in rules/lead-status.ts. */
export const LEAD_STATUSES = ['pending', 'approved', 'approved_pending_companies', 'rejected', 'sent'] as const;
export const LeadStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('approved_pending_companies'),
  Type.Literal('rejected'),
  Type.Literal('sent'),
]);
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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

/** A lead as the admin sees it (spec §3 "Lead (admin)" plus `userName` and `createdAt`). */
export const LeadSchema = Type.Object({
  id: UuidSchema,
  userRequest: Type.String(),
  userEmail: Type.String(),
  userName: Type.String(),
  category: Type.String(),
  price: MoneySchema,
  status: LeadStatusSchema,
  location: Nullable(LeadLocationSchema),
  createdAt: TimestampSchema,
});
export type Lead = Static<typeof LeadSchema>;

/** `GET /api/admin/leads`: server-side filters, 50 a page by default. */
export const AdminLeadListQuerySchema = Type.Object({
  status: Type.Optional(LeadStatusSchema),
  category: Type.Optional(CategorySchema),
  ...PageQuerySchema.properties,
});
export type AdminLeadListQuery = Static<typeof AdminLeadListQuerySchema>;

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
