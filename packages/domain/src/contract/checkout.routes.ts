import {
  BusinessLeadViewSchema,
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
});

export const businessPurchase = defineRoute({
  method: 'POST',
  path: '/api/business/purchase/:leadId',
  access: 'public',
  tag: 'checkout',
  summary: "Create a payment for the lead's current price, bought by the invited business of the link's token (404 without a valid one), and say which card form to show",
  params: LeadIdParamsSchema,
  query: PurchaseTokenQuerySchema,
  body: PurchaseBodySchema,
  responses: { 200: PurchaseResponseSchema },
});

export const testGatewayConfirm = defineRoute({
  method: 'POST',
  path: '/api/business/test-gateway/confirm',
  access: 'public',
  tag: 'checkout',
  summary: 'Built-in test gateway (no Stripe keys): 4242… succeeds, 4000 0000 0000 0002 is declined (402)',
  body: TestGatewayConfirmBodySchema,
  responses: { 200: TestGatewayConfirmResponseSchema },
});

/** The body is Stripe's raw JSON, verified by signature: deliberately no body schema here. */
export const stripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/stripe',
  access: 'public',
  tag: 'checkout',
  summary: 'Stripe events (raw body, Stripe-Signature verified; 400 on a bad signature)',
  responses: { 200: StripeWebhookResponseSchema },
});
