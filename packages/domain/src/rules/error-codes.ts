import type { ErrorStatus } from '../contract/define-route.ts';

/**
 * Every `code` the API answers in `{ code, message, field? }`, with its HTTP status: the one vocabulary of
 * the API's errors and of the frontends that tell them apart. A conflict with existing data is always
 * `conflict`, its `field` naming what is taken ('email', 'name', 'slug', 'keyword').
 */
export const ERROR_STATUS = {
  // Input
  bad_request: 400,
  validation_error: 400,
  invalid_characters: 400,
  request_describes_no_job: 400,
  invalid_code: 400,
  invalid_date_range: 400,
  type_immutable: 400,
  subject_not_allowed: 400,
  unknown_placeholder: 400,
  malformed_placeholder: 400,
  unknown_business: 400,
  invalid_expiry: 400,
  invalid_signature: 400,
  privacy_consent_required: 400,
  service_not_offered: 400,
  invalid_token: 400,
  /** Issue 34: the customer chose a business that was not proposed, or more than the request may reach. */
  unknown_choice: 400,
  too_many_choices: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // Access
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden_origin: 403,
  email_not_verified: 403,
  // Existence and state
  not_found: 404,
  unknown_province: 404,
  conflict: 409,
  invalid_transition: 409,
  already_published: 409,
  already_sent: 409,
  /** Issue 33: a business's «Preferenze» refuse the lead (category, reach, price, weekly cap, paused). */
  preferences_not_met: 409,
  /** Issue 33: the area cannot resume offers the admin paused. */
  paused_by_admin: 409,
  business_inactive: 409,
  /** Issue 34: LEAD_MAX_OFFERS reached; with CUSTOMER_CHOOSES, a business the customer did not choose, or proposals. */
  too_many_offers: 409,
  not_chosen_by_customer: 409,
  customer_choice_off: 409,
  already_proposed: 409,
  too_many_proposals: 409,
  not_scheduled: 409,
  nothing_to_choose: 409,
  business_unavailable: 409,
  already_purchased: 409,
  lead_unavailable: 410,
  link_expired: 410,
  link_already_used: 410,
  already_erased: 410,
  // Card refusals (Stripe's reasons)
  card_declined: 402,
  card_expired: 402,
  incorrect_cvc: 402,
  insufficient_funds: 402,
  processing_error: 402,
  // Limits
  too_many_requests: 429,
  too_many_attempts: 429,
  verification_blocked: 429,
  resend_too_soon: 429,
  // Failures
  internal_error: 500,
  payment_provider_unavailable: 502,
  service_unavailable: 503,
} as const satisfies Record<string, ErrorStatus>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one code answered with a second status: an expiry date already past is refused before any charge, on
 * the form's `expiry` field (400), while the gateway's own expired-card refusal is a card refusal (402).
 */
export const ALSO_ANSWERED_WITH = {
  card_expired: [400],
} as const satisfies { readonly [C in ErrorCode]?: readonly ErrorStatus[] };

/** The other statuses code C may answer with (`never` for all but `ALSO_ANSWERED_WITH`'s). */
export type AlternativeStatus<C extends ErrorCode> = C extends keyof typeof ALSO_ANSWERED_WITH ? (typeof ALSO_ANSWERED_WITH)[C][number] : never;

/** The codes answered with status S, e.g. `ErrorCodeWithStatus<429>` for a rate limit. */
export type ErrorCodeWithStatus<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never;
}[ErrorCode];

/** Every code, in the order above (the OpenAPI document lists them so). */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
