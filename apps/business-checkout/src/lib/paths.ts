/** The checkout's pages. The success page is also Stripe's `return_url`. */
export const paths = {
  lead: '/business/lead/:leadId',
  leadWithoutId: '/business/lead',
  paymentSuccess: '/business/success',
  /** A purchase's receipt, the link of the receipt email: `?t=<token>`. */
  receipt: '/business/receipt/:receiptId',
  /** The offer emails' stop link: `?b=<businessId>&t=<token>`. */
  unsubscribe: '/business/unsubscribe',
  /** «Area aziende» (issue 33): the request of a sign-in link. */
  area: '/area',
  /** The emailed sign-in link: `#<token>` (a fragment never reaches a server's logs). */
  areaAccess: '/area/accesso',
  /** The signed-in business's purchases: `?q=&page=`. */
  areaPurchases: '/area/acquisti',
  /** Its «Preferenze»: which leads it wants, pause, contacts and billing data. */
  areaPreferences: '/area/preferenze',
  /** The courtesy copy of one of its documents. */
  areaDocument: '/area/documenti/:documentId',
  /** The leads offered to it now, bought from there: `?page=`. */
  areaOffers: '/area/offerte',
  /** Its customers' reviews and its reply to each (issue 34): `?page=`. */
  areaReviews: '/area/recensioni',
} as const;

/** A lead the business bought, in its area: its purchases searched by the lead's id (which finds that purchase only). */
export function areaPurchaseOfLeadPath(leadId: string): string {
  return `${paths.areaPurchases}?${new URLSearchParams({ q: leadId }).toString()}`;
}

/** A document of the signed-in business, in its area. */
export function areaDocumentPath(documentId: string): string {
  return paths.areaDocument.replace(':documentId', encodeURIComponent(documentId));
}

/** Where a confirmed payment lands, with the query Stripe's own redirect would carry. */
export function paymentSuccessPath(paymentIntentId: string): string {
  const query = new URLSearchParams({ payment_intent: paymentIntentId, redirect_status: 'succeeded' });
  return `${paths.paymentSuccess}?${query.toString()}`;
}
