import { IdParamsSchema } from '../schemas/common.ts';
import {
  AcceptReportBodySchema,
  AdminLeadReportListSchema,
  AdminLeadReportSchema,
  AdminReportsQuerySchema,
  BounceReceivedSchema,
  BusinessLeadReportSchema,
  DecisionReasonBodySchema,
  LeadReportBodySchema,
  PostmarkBounceSchema,
} from '../schemas/guarantee.ts';
import { AdminRefundSchema } from '../schemas/invoice.ts';
import { defineRoute } from './define-route.ts';

/** «Garanzia contatto valido» (issue 33): reports, their decisions, refunds with a reason, the bounce webhook. */

export const businessReportPurchase = defineRoute({
  method: 'POST',
  path: '/api/business/area/purchases/:id/report',
  access: 'business',
  tag: 'business-area',
  summary:
    "Reports a problem with one of the signed-in business's paid purchases, within GUARANTEE_DAYS of its payment: decided at once when a rule knows (the customer's email bounced, a duplicate), else left to the admin",
  params: IdParamsSchema,
  body: LeadReportBodySchema,
  responses: { 200: BusinessLeadReportSchema },
  errors: {
    404: 'No paid purchase of this business has this id (`not_found`): the same for another business’s.',
    409: 'Reported already, refunded, or the guarantee’s days are over (`conflict`).',
    429: 'Too many reports from this business (`too_many_requests`); see `Retry-After`.',
  },
});

export const postmarkBounceWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/postmark/bounce',
  access: 'public',
  tag: 'guarantee',
  summary:
    "Postmark's bounce webhook, authenticated by the HTTP basic credentials in its URL (POSTMARK_WEBHOOK_USER / POSTMARK_WEBHOOK_PASSWORD): stores the bounce once and decides the reports it proves",
  body: PostmarkBounceSchema,
  responses: { 200: BounceReceivedSchema },
  errors: { 401: 'Missing or wrong credentials, or no credentials configured (`unauthorized`).' },
});

export const adminListReports = defineRoute({
  method: 'GET',
  path: '/api/admin/reports',
  access: 'admin',
  tag: 'guarantee',
  summary:
    "The businesses' reports («Contestazioni»), by state: pending oldest first, others newest first; each with its purchase, lead, business, the business's refund rate and reports accepted this month",
  query: AdminReportsQuerySchema,
  responses: { 200: AdminLeadReportListSchema },
});

export const adminAcceptReport = defineRoute({
  method: 'POST',
  path: '/api/admin/reports/:id/accept',
  access: 'admin',
  tag: 'guarantee',
  summary: 'Accepts a pending report: the purchase is refunded (provider, credit note, totals, timeline, email to the business)',
  params: IdParamsSchema,
  body: AcceptReportBodySchema,
  responses: { 200: AdminLeadReportSchema },
  errors: { 404: 'No report has this id (`not_found`).', 409: 'The report was decided already, or its purchase is not paid (`conflict`).' },
});

export const adminRefuseReport = defineRoute({
  method: 'POST',
  path: '/api/admin/reports/:id/refuse',
  access: 'admin',
  tag: 'guarantee',
  summary: 'Refuses a pending report with a reason, emailed to the business',
  params: IdParamsSchema,
  body: DecisionReasonBodySchema,
  responses: { 200: AdminLeadReportSchema },
  errors: { 404: 'No report has this id (`not_found`).', 409: 'The report was decided already (`conflict`).' },
});

export const adminRefundPurchase = defineRoute({
  method: 'POST',
  path: '/api/admin/purchases/:id/refund',
  access: 'admin',
  tag: 'guarantee',
  summary:
    "Refunds a paid purchase with a reason, by the one refund path: the provider's refund, the credit note, the business's totals, the lead's timeline, the email",
  params: IdParamsSchema,
  body: DecisionReasonBodySchema,
  responses: { 200: AdminRefundSchema },
  errors: { 404: 'No purchase has this id (`not_found`).', 409: 'The purchase is not paid (`conflict`).' },
});
