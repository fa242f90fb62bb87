/** The checkout's pages. The success page is also Stripe's `return_url`. */
export const paths = {
  lead: '/business/lead/:leadId',
  leadWithoutId: '/business/lead',
  paymentSuccess: '/business/success',
  /** A purchase's receipt, the link of the receipt email: `?t=<token>`. */
  receipt: '/business/receipt/:receiptId',
  /** The offer emails' stop link: `?b=<businessId>&t=<token>`. */
  unsubscribe: '/business/unsubscribe',
} as const;

/** Where a confirmed payment lands, with the query Stripe's own redirect would carry. */
export function paymentSuccessPath(paymentIntentId: string): string {
  const query = new URLSearchParams({ payment_intent: paymentIntentId, redirect_status: 'succeeded' });
  return `${paths.paymentSuccess}?${query.toString()}`;
}
