// Hand-written types that the generated types.ts names in its overrides (scripts/db-types.config.ts): the shapes
// of jsonb columns and the values of text columns whose check constraints the app's domain does not type itself.

/** What the admin decided about a lead, and when it was created and verified (0015). Sendings, purchases and emails live in their own tables. */
export type StoredLeadEventType =
  | 'created'
  | 'verified'
  | 'approved'
  | 'rejected'
  | 'restored'
  | 'price_changed'
  | 'closed'
  | 'auto_scheduled'
  | 'auto_held'
  | 'auto_stopped'
  | 'auto_sent'
  | 'wave_sent'
  | 'note';

export type PurchaseStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/** receipts.seller: jsonb copy of the seller's details when the receipt was issued. */
export interface ReceiptSeller {
  name: string;
  vatNumber: string;
  address: string;
  email: string;
}

/** Who a sign-in link signs in (sign_in_links.purpose, 0023, `business` 0028): the table's check lists the same. */
export type SignInLinkPurpose = 'admin' | 'business';

/** Where a tax document stands (invoices.state, 0025): the domain's states. */
export type { InvoiceState } from '@trovapro/domain';

/**
 * A line of a document's history (invoice_events.state, 0025/0027): a state it reached, or `corrected` (the admin
 * corrected it; the event keeps the file replaced) or `send_error` (one failed attempt to hand it to the intermediary).
 */
export type InvoiceEventState = import('@trovapro/domain').InvoiceState | 'corrected' | 'send_error';

/** The buyer as an invoice names it: a copy of the business and of its billing data when the document was issued. */
export interface InvoiceBuyerCopy {
  readonly name: string;
  readonly email: string;
  readonly billing: import('@trovapro/domain').BillingDetails;
}
