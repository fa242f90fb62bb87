import {
  BusinessAccountSchema,
  BusinessLinkRequestBodySchema,
  BusinessLinkRequestResponseSchema,
  BusinessPurchaseListSchema,
  BusinessPurchasesQuerySchema,
  BusinessSessionBodySchema,
} from '../schemas/business-area.ts';
import { IdParamsSchema, SuccessSchema } from '../schemas/common.ts';
import { ReceiptSchema } from '../schemas/partner.ts';
import { defineRoute } from './define-route.ts';

export const businessRequestLink = defineRoute({
  method: 'POST',
  path: '/api/business/area/link',
  access: 'public',
  tag: 'business-area',
  summary:
    'Emails a one-time sign-in link to the «Area aziende» (15 minutes, single use) to a business ever offered a lead and not refused; the same answer for any email',
  body: BusinessLinkRequestBodySchema,
  responses: { 200: BusinessLinkRequestResponseSchema },
  errors: { 429: 'Too many links asked for this email or from this address (`too_many_requests`); see `Retry-After`.' },
});

export const businessOpenSession = defineRoute({
  method: 'POST',
  path: '/api/business/area/session',
  access: 'public',
  tag: 'business-area',
  summary: "Signs the business in with its emailed link's token (once): sets the area's session cookie",
  body: BusinessSessionBodySchema,
  responses: { 200: BusinessAccountSchema },
  errors: {
    400: 'No such link (`invalid_token`).',
    410: 'The link has expired (`link_expired`) or was used already (`link_already_used`).',
    429: 'Too many links tried from this address (`too_many_requests`); see `Retry-After`.',
  },
});

export const businessMe = defineRoute({
  method: 'GET',
  path: '/api/business/area/me',
  access: 'business',
  tag: 'business-area',
  summary: 'The signed-in business',
  responses: { 200: BusinessAccountSchema },
});

export const businessSignOut = defineRoute({
  method: 'POST',
  path: '/api/business/area/sign-out',
  access: 'business',
  tag: 'business-area',
  summary: "Ends the business's session (the cookie cleared, the session deleted)",
  responses: { 200: SuccessSchema },
});

export const businessListPurchases = defineRoute({
  method: 'GET',
  path: '/api/business/area/purchases',
  access: 'business',
  tag: 'business-area',
  summary:
    "The signed-in business's purchases, newest first, 20 a page: the request, the customer's contacts (paid and not erased), price, date, its invoice and credit notes; `q` searches request, category, comune and customer's name (case and accents ignored)",
  query: BusinessPurchasesQuerySchema,
  responses: { 200: BusinessPurchaseListSchema },
});

export const businessDocument = defineRoute({
  method: 'GET',
  path: '/api/business/area/documents/:id',
  access: 'business',
  tag: 'business-area',
  summary: "A courtesy copy of one of the signed-in business's invoices, credit notes or receipts",
  params: IdParamsSchema,
  responses: { 200: ReceiptSchema },
  errors: { 404: 'No document of this business has this id (`not_found`): the same for another business’s' },
});
