import { Type, type Static } from 'typebox';
import { MoneySchema, Nullable, TextSchema, TimestampSchema } from './common.ts';
import { BillingDetailsSchema, BillingInputSchema, ComuneOptionSchema, PartnerCategorySchema, PausedReasonSchema } from './partner.ts';

/**
 * The «Preferenze» of the business area (issue 33): which leads a business wants to be offered. The admin's
 * candidate list and the sending follow them (one rule, the API's features/businesses/business-preferences).
 */

/**
 * How far a business works: the comune of its seat, a list of comuni (`comuni`, ISTAT codes), its province or its
 * region. A business without a reach (one the admin added) is offered leads from anywhere.
 */
export const BUSINESS_REACHES = ['comune', 'comuni', 'province', 'region'] as const;
export const BusinessReachSchema = Type.Union([Type.Literal('comune'), Type.Literal('comuni'), Type.Literal('province'), Type.Literal('region')]);
export type BusinessReach = Static<typeof BusinessReachSchema>;

/** Why a business's preferences refuse a lead: not one of its categories, outside its reach, above its highest price, over its weekly cap, paused. */
export const PREFERENCE_MISMATCHES = ['category', 'reach', 'price', 'cap', 'paused'] as const;
export const PreferenceMismatchSchema = Type.Union([
  Type.Literal('category'),
  Type.Literal('reach'),
  Type.Literal('price'),
  Type.Literal('cap'),
  Type.Literal('paused'),
]);
export type PreferenceMismatch = Static<typeof PreferenceMismatchSchema>;

/** A comune of the list, as the page and the admin's detail show it. */
export const PreferenceComuneSchema = ComuneOptionSchema;

/**
 * What a business's preferences are, and what it spent this week: paid purchases (refunds not counted) from Monday
 * 00:00 Europe/Rome (`weekStartedAt`). `paused`: no offers go out (`pausedReason` says who paused them).
 */
export const PreferencesSummarySchema = Type.Object({
  categories: Type.Array(Type.String()),
  reach: Nullable(BusinessReachSchema),
  comuni: Type.Array(PreferenceComuneSchema),
  maxPrice: Nullable(MoneySchema),
  weeklyCap: Nullable(MoneySchema),
  spentThisWeek: MoneySchema,
  weekStartedAt: TimestampSchema,
  paused: Type.Boolean(),
  pausedReason: Nullable(PausedReasonSchema),
});
export type PreferencesSummary = Static<typeof PreferencesSummarySchema>;

/**
 * `GET /api/business/area/preferences`: the summary, the seat the reach is measured from (its comune when known,
 * else the province and region its «Zona» names), whether the business itself can resume (not when the admin
 * paused it), its email (the sign-in identity, not editable here), phone, website and billing data.
 */
export const BusinessPreferencesSchema = Type.Object({
  ...PreferencesSummarySchema.properties,
  seat: Type.Object({
    comune: Nullable(PreferenceComuneSchema),
    provinceCode: Nullable(Type.String()),
    region: Nullable(Type.String()),
  }),
  canPause: Type.Boolean(),
  canResume: Type.Boolean(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  billing: Nullable(BillingDetailsSchema),
});
export type BusinessPreferences = Static<typeof BusinessPreferencesSchema>;

/**
 * `PUT /api/business/area/preferences`: every preference at once. `comuni` only with the reach `comuni` (1 to 100
 * ISTAT codes); `maxPrice`, `weeklyCap`: an amount as typed («22,5»), empty or null for no limit; `phone` a valid
 * number or empty; `website` an http(s) address or empty; `billing` as at the checkout, or null to keep none.
 */
export const UpdateBusinessPreferencesBodySchema = Type.Object(
  {
    categories: Type.Array(PartnerCategorySchema, { minItems: 1, maxItems: 6 }),
    reach: Nullable(BusinessReachSchema),
    comuni: Type.Array(Type.String({ pattern: '^\\d{6}$' }), { maxItems: 100 }),
    maxPrice: Nullable(TextSchema(20)),
    weeklyCap: Nullable(TextSchema(20)),
    paused: Type.Boolean(),
    phone: TextSchema(40),
    website: TextSchema(500),
    billing: Nullable(BillingInputSchema),
  },
  { additionalProperties: false },
);
export type UpdateBusinessPreferencesBody = Static<typeof UpdateBusinessPreferencesBodySchema>;

/** How a business's preferences meet one lead: `accepts` when `mismatches` is empty. */
export const PreferenceCheckSchema = Type.Object({
  accepts: Type.Boolean(),
  mismatches: Type.Array(PreferenceMismatchSchema),
  maxPrice: Nullable(MoneySchema),
  weeklyCap: Nullable(MoneySchema),
  spentThisWeek: MoneySchema,
});
export type PreferenceCheck = Static<typeof PreferenceCheckSchema>;
