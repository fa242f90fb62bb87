import {
  BusinessLeadViewSchema,
  BusinessPurchaseViewSchema,
  LeadIdParamsSchema,
  PurchaseBodySchema,
  PurchaseResponseSchema,
  PurchaseTokenQuerySchema,
  StripeWebhookResponseSchema,
  TestGatewayConfirmBodySchema,
  TestGatewayConfirmResponseSchema,
} from '../schemas/business.ts';
import { defineRoute } from './define-route.ts';

export const businessLead = defineRoute({
  method: 'GET',
  path: '/api/business/lead/:leadId',
  access: 'public',
  tag: 'checkout',
  summary:
    "A sent lead as the invited business of the link's token sees it, without visitor contacts (404 unknown lead or token, 410 no longer available)",
  params: LeadIdParamsSchema,
  query: PurchaseTokenQuerySchema,
  responses: { 200: BusinessLeadViewSchema },
  errors: {
    404: "No such lead, or the link's token is missing, wrong or of a paused business (`not_found`).",
    409: 'This business has bought the lead already (`already_purchased`): its purchase is at `businessLeadPurchase`.',
    410: 'The lead is not on sale: never sent, rejected, closed, or every place is taken (`lead_unavailable`).',
  },
});

export const businessLeadPurchase = defineRoute({
  method: 'GET',
  path: '/api/business/lead/:leadId/purchase',
  access: 'public',
  tag: 'checkout',
  summary:
    "What the business of the link's token bought: the customer's contacts and request (null once erased), the amount, the date and its receipt (404 without a paid purchase)",
  params: LeadIdParamsSchema,
  query: PurchaseTokenQuerySchema,
  responses: { 200: BusinessPurchaseViewSchema },
  errors: {
    404: "No such lead, the link's token is missing or wrong, or its business has not paid for this lead (`not_found`).",
  },
});

export const businessPurchase = defineRoute({
  method: 'POST',
  path: '/api/business/purchase/:leadId',
  access: 'public',
  tag: 'checkout',
  summary:
    "Create a payment for the lead's current price, bought by the invited business of the link's token (404 without a valid one), and say which card form to show",
  params: LeadIdParamsSchema,
  query: PurchaseTokenQuerySchema,
  body: PurchaseBodySchema,
  responses: { 200: PurchaseResponseSchema },
  errors: {
    404: "No such lead, or the link's token is missing, wrong or of a paused business (`not_found`).",
    409: 'This business has bought the lead already (`already_purchased`).',
    410: 'The lead is not on sale: never sent, rejected, closed, or every place is taken (`lead_unavailable`).',
    429: 'Too many purchases from this address (`too_many_requests`); see `Retry-After`.',
    502: 'The payment provider could not create the payment (`payment_provider_unavailable`).',
  },
});

export const testGatewayConfirm = defineRoute({
  method: 'POST',
  path: '/api/business/test-gateway/confirm',
  access: 'public',
  tag: 'checkout',
  summary: 'Built-in test gateway (no Stripe keys): 4242… succeeds, 4000 0000 0000 0002 is declined (402)',
  body: TestGatewayConfirmBodySchema,
  responses: { 200: TestGatewayConfirmResponseSchema },
  errors: {
    400: 'The expiry is not a valid month (`invalid_expiry`) or is past (`card_expired`).',
    402: 'The card is refused: `card_declined`, `card_expired`, `incorrect_cvc`, `insufficient_funds` or `processing_error`.',
    404: 'Stripe is configured (no test gateway), or no purchase has this client secret (`not_found`).',
    409: 'This business has bought the lead already (`already_purchased`).',
    410: 'The lead was sold out or closed meanwhile; the payment is refunded if taken (`lead_unavailable`).',
    429: 'Too many confirmations from this address (`too_many_requests`); see `Retry-After`.',
  },
});

/** The body is Stripe's raw JSON, verified by signature: deliberately no body schema here. */
export const stripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/stripe',
  access: 'public',
  tag: 'checkout',
  summary: 'Stripe events (raw body, Stripe-Signature verified; 400 on a bad signature)',
  responses: { 200: StripeWebhookResponseSchema },
  errors: {
    400: 'The `Stripe-Signature` is missing or does not match the body (`invalid_signature`).',
    404: 'Stripe is not configured (`not_found`).',
  },
});

export const invoicingWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/invoicing',
  access: 'public',
  tag: 'checkout',
  summary: "The SdI intermediary's signed notifications (raw body, Invoicetronic-Signature verified): the outcomes of the invoices sent",
  responses: { 200: StripeWebhookResponseSchema },
  errors: {
    400: 'The signature is missing, wrong or too old (`invalid_signature`).',
    404: 'No intermediary with a webhook secret is configured (`not_found`).',
  },
});
