import { Type, type Static } from 'typebox';
import { CategorySchema, Nullable, TimestampSchema, UuidSchema } from './common.ts';

/**
 * Automatic dispatch (issue 35). Per category the admin sets a rule («Automazione»): off by default. With it on, a
 * verified lead that passes every check of `QUEUE_REASONS` is approved and offered to the top `topN` ranked businesses
 * whose preferences accept it (with CUSTOMER_CHOOSES they are proposed to the customer instead) `holdMinutes` after it
 * was verified; while fewer than LEAD_MAX_BUYERS bought, every `waveHours` the next ranked ones are offered, never past
 * LEAD_MAX_OFFERS in all.
 */
export const DISPATCH_LIMITS = {
  topN: { min: 1, max: 20 },
  holdMinutes: { min: 0, max: 1440 },
  waveHours: { min: 1, max: 168 },
} as const;

/** An integer within one of DISPATCH_LIMITS. */
const bounded = (limits: { readonly min: number; readonly max: number }) => Type.Integer({ minimum: limits.min, maximum: limits.max });

/** A category's rule as stored (or its defaults, `enabled` false, when the admin never set it). */
export const DISPATCH_DEFAULTS = { enabled: false, topN: 3, holdMinutes: 10, waveHours: 4 } as const;

export const DispatchRuleSchema = Type.Object({
  category: CategorySchema,
  enabled: Type.Boolean(),
  topN: bounded(DISPATCH_LIMITS.topN),
  holdMinutes: bounded(DISPATCH_LIMITS.holdMinutes),
  waveHours: bounded(DISPATCH_LIMITS.waveHours),
  /** Null for a rule never saved (its defaults). */
  updatedAt: Nullable(TimestampSchema),
  /** The admin who saved it last, when known. */
  updatedBy: Nullable(Type.String()),
});
export type DispatchRule = Static<typeof DispatchRuleSchema>;

/** `GET /api/admin/dispatch-rules`: the six categories' rules, and the limits every rule lives within. */
export const DispatchRulesSchema = Type.Object({
  rules: Type.Array(DispatchRuleSchema),
  /** LEAD_MAX_OFFERS: `topN` and the waves never offer a lead to more businesses in all. */
  maxOffers: Type.Integer({ minimum: 1 }),
  /** LEAD_MAX_BUYERS: the waves stop once this many bought. */
  maxBuyers: Type.Integer({ minimum: 1 }),
  /** CUSTOMER_CHOOSES: the candidates are proposed to the customer instead of offered. */
  customerChooses: Type.Boolean(),
});
export type DispatchRules = Static<typeof DispatchRulesSchema>;

/** `PUT /api/admin/dispatch-rules/:category`: the whole rule (`topN` at most LEAD_MAX_OFFERS, checked by the server). */
export const UpdateDispatchRuleBodySchema = Type.Object(
  {
    enabled: Type.Boolean(),
    topN: bounded(DISPATCH_LIMITS.topN),
    holdMinutes: bounded(DISPATCH_LIMITS.holdMinutes),
    waveHours: bounded(DISPATCH_LIMITS.waveHours),
  },
  { additionalProperties: false },
);
export type UpdateDispatchRuleBody = Static<typeof UpdateDispatchRuleBodySchema>;

export const CategoryParamsSchema = Type.Object({ category: CategorySchema });

/**
 * Why a verified lead stayed in the admin's queue instead of being sent automatically, in the order they are checked:
 * - `rule_off`: no rule is on for its category (not shown as a problem: the admin sends it as ever);
 * - `category_unclear`: the request alone does not name the category the chat confirmed (the analyzer asks);
 * - `place_ambiguous`: the place named fits several comuni («Reggio»), the visitor picked one;
 * - `place_unclear`: the request alone does not name the comune confirmed (none, or another one);
 * - `possible_duplicate`: the same email or phone asked for the same category in the 30 days before (`duplicateOf`);
 * - `contact_data`: the request holds contact data (a phone number, an email, an address, a link);
 * - `abuse`: the same email or phone sent more than 3 requests in the 24 hours before;
 * - `price_changed`: its price is not the category's default any more (the admin changed it);
 * - `no_candidates`: no business of its category accepts it now (reach, highest price, weekly cap, pause);
 * - `stopped`: an admin stopped its automatic sending during the hold (or switched the rule off).
 */
export const QUEUE_REASONS = [
  'rule_off',
  'category_unclear',
  'place_ambiguous',
  'place_unclear',
  'possible_duplicate',
  'contact_data',
  'abuse',
  'price_changed',
  'no_candidates',
  'stopped',
] as const;
export const QueueReasonCodeSchema = Type.Union([
  Type.Literal('rule_off'),
  Type.Literal('category_unclear'),
  Type.Literal('place_ambiguous'),
  Type.Literal('place_unclear'),
  Type.Literal('possible_duplicate'),
  Type.Literal('contact_data'),
  Type.Literal('abuse'),
  Type.Literal('price_changed'),
  Type.Literal('no_candidates'),
  Type.Literal('stopped'),
]);
export type QueueReasonCode = (typeof QUEUE_REASONS)[number];

/** A reason with its Italian text as the console shows it («possibile duplicato di una richiesta del 12/11/2026»). */
export const QueueReasonSchema = Type.Object({ code: QueueReasonCodeSchema, text: Type.String() });
export type QueueReason = Static<typeof QueueReasonSchema>;

/** What the console shows of a lead's dispatch, on every lead the admin reads. */
export const LeadDispatchSchema = Type.Object({
  /** While set (the lead pending), its automatic sending is due then: the console shows «Invio automatico tra …». */
  autoDispatchAt: Nullable(TimestampSchema),
  /** The category whose rule scheduled or sent it; null for a lead the admin handles. */
  rule: Nullable(Type.String()),
  /** Why it stayed in the manual queue (empty when it did not, or when no rule is on: `rule_off` is not listed). */
  reasons: Type.Array(QueueReasonSchema),
  /** The earlier lead of the same email or phone and category in the 30 days before, when there is one. */
  duplicateOf: Nullable(UuidSchema),
});
export type LeadDispatch = Static<typeof LeadDispatchSchema>;

/** `POST /api/admin/leads/:id/notes`: the admin's note, kept in the lead's timeline (erased with the lead's data). */
export const LeadNoteBodySchema = Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export type LeadNoteBody = Static<typeof LeadNoteBodySchema>;

/**
 * `POST /api/admin/leads/:id/approve-and-send`: a pending (or approved) lead approved and, in the same transaction,
 * offered to the selected businesses — with CUSTOMER_CHOOSES proposed to its customer instead.
 */
export const ApproveAndSendResponseSchema = Type.Object({
  sentToCount: Type.Integer({ minimum: 0 }),
  proposedCount: Type.Integer({ minimum: 0 }),
});
export type ApproveAndSendResponse = Static<typeof ApproveAndSendResponseSchema>;

/**
 * Why a candidate stands where it stands (issue 35), for the admin to read: its place in the ranking (1 the first),
 * whether automatic dispatch would pick it (`suggested`: the first `topN` of its category's rule that accept the
 * lead; the dialog ticks them in advance), its record (paid purchases in the last 180 days, the share of them
 * refunded) and the reasons in words («Stesso comune», «Accetta le preferenze», «12 acquisti, 1 rimborso», «★ 4,6 (12)»).
 */
export const CandidateRankingSchema = Type.Object({
  position: Type.Integer({ minimum: 1 }),
  suggested: Type.Boolean(),
  purchases: Type.Integer({ minimum: 0 }),
  refunds: Type.Integer({ minimum: 0 }),
  reasons: Type.Array(Type.String()),
});
export type CandidateRanking = Static<typeof CandidateRankingSchema>;
