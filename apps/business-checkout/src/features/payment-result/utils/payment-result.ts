/** The query parameters Stripe's redirect (and the test gateway) put on the success page. */
const RESULT_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/**
 * Product §2 Payment-complete, exactly: success when none of the three parameters is present, when
 * `redirect_status` is 'succeeded', or when a `payment_intent` exists; otherwise not completed.
 */
export function isPaymentSuccessful(query: URLSearchParams): boolean {
  if (RESULT_PARAMS.every((name) => !query.has(name))) return true;
  if (query.get('redirect_status') === 'succeeded') return true;
  return Boolean(query.get('payment_intent'));
}
