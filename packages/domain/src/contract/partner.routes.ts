import { BusinessSchema } from '../schemas/business.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import {
  ComuneSearchQuerySchema,
  ComuneSearchResponseSchema,
  PartnerSignupBodySchema,
  PartnerSignupResponseSchema,
  PartnerVerifyCodeBodySchema,
  PartnerVerifyCodeResponseSchema,
  ReceiptParamsSchema,
  ReceiptQuerySchema,
  ReceiptSchema,
  RefusePartnerBodySchema,
  OffersStatusSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '../schemas/partner.ts';
import { defineRoute } from './define-route.ts';

export const comuneSearch = defineRoute({
  method: 'GET',
  path: '/api/comuni',
  access: 'public',
  tag: 'partners',
  summary: 'Up to 10 comuni whose name starts with (else contains) `q`, largest first: the sign-up form picks its seat here',
  query: ComuneSearchQuerySchema,
  responses: { 200: ComuneSearchResponseSchema },
});

export const partnerSignup = defineRoute({
  method: 'POST',
  path: '/api/partners/signup',
  access: 'public',
  tag: 'partners',
  summary:
    '«Diventa partner»: check the company data and email a 4-digit code (15 minutes) to confirm the address; an address a partner has already gets the same answer, and its owner an email saying someone tried',
  body: PartnerSignupBodySchema,
  responses: { 200: PartnerSignupResponseSchema },
  errors: {
    400: "A field is not valid (`validation_error`, field named): the partita IVA's check digit (`vatNumber`), the phone, the comune.",
    429: 'Too many sign-ups from this address or for this email (`too_many_requests`); see `Retry-After`.',
  },
});

export const partnerVerifyCode = defineRoute({
  method: 'POST',
  path: '/api/partners/verify-code',
  access: 'public',
  tag: 'partners',
  summary: 'Confirm the sign-up with the emailed code: the business is created, not active until the admin approves it',
  body: PartnerVerifyCodeBodySchema,
  responses: { 200: PartnerVerifyCodeResponseSchema },
  errors: {
    400: 'Wrong or expired code, or unknown sign-up (`invalid_code`).',
    409: 'A partner with this email was created meanwhile (`conflict`, field `email`).',
    429: 'Five wrong codes (`verification_blocked`), or too many checks from this address (`too_many_requests`).',
  },
});

export const partnerUnsubscribe = defineRoute({
  method: 'POST',
  path: '/api/partners/unsubscribe',
  access: 'public',
  tag: 'partners',
  summary:
    "Stop the offer emails of a business (its offers are paused at once, reason «unsubscribed»): the offer email's link and its List-Unsubscribe one-click POST",
  query: UnsubscribeQuerySchema,
  responses: { 200: UnsubscribeResponseSchema },
  errors: { 404: 'The business or its token is not valid (`not_found`).' },
});

export const partnerOffersStatus = defineRoute({
  method: 'GET',
  path: '/api/partners/offers',
  access: 'public',
  tag: 'partners',
  summary: "Where the offers of the business a stop link names stand (the stop page's state); reading changes nothing",
  query: UnsubscribeQuerySchema,
  responses: { 200: OffersStatusSchema },
  errors: { 404: 'The business or its token is not valid (`not_found`).' },
});

export const partnerResumeOffers = defineRoute({
  method: 'POST',
  path: '/api/partners/resume-offers',
  access: 'public',
  tag: 'partners',
  summary: 'Resume the offers of a business that stopped them itself through its stop link (not one the admin paused or refused)',
  query: UnsubscribeQuerySchema,
  responses: { 200: OffersStatusSchema },
  errors: {
    404: 'The business or its token is not valid (`not_found`).',
    409: 'The offers were paused by TrovaPro, or the business is not approved (`invalid_transition`): only the support can change that.',
  },
});

export const businessReceipt = defineRoute({
  method: 'GET',
  path: '/api/business/receipts/:id',
  access: 'public',
  tag: 'checkout',
  summary:
    "The courtesy copy of a purchase's tax document (an invoice, a credit note, or the receipt of a purchase paid before invoices), for the holder of its link token (404 otherwise)",
  params: ReceiptParamsSchema,
  query: ReceiptQuerySchema,
  responses: { 200: ReceiptSchema },
  errors: { 404: 'No such document, or the token is missing or wrong (`not_found`).' },
});

export const adminApprovePartner = defineRoute({
  method: 'POST',
  path: '/api/admin/businesses/:id/approve',
  access: 'admin',
  tag: 'businesses',
  summary: 'Approve a signed-up business: it becomes active (a candidate for leads) and is told by email',
  params: IdParamsSchema,
  responses: { 200: BusinessSchema },
  errors: {
    404: 'No business has this id (`not_found`).',
    409: 'The business is not waiting for approval (`invalid_transition`).',
  },
});

export const adminRefusePartner = defineRoute({
  method: 'POST',
  path: '/api/admin/businesses/:id/refuse',
  access: 'admin',
  tag: 'businesses',
  summary: 'Refuse a signed-up business: it stays inactive, is told by email (with the reason, when given)',
  params: IdParamsSchema,
  body: RefusePartnerBodySchema,
  responses: { 200: BusinessSchema },
  errors: {
    404: 'No business has this id (`not_found`).',
    409: 'The business is not waiting for approval (`invalid_transition`).',
  },
});
