import { Type } from 'typebox';
import {
  ChatTemplateListSchema,
  CompleteLeadResponseSchema,
  LeadProfileRequestSchema,
  LeadProfileResponseSchema,
  LeadSubmissionSchema,
  SendVerificationBodySchema,
  VerificationResponseSchema,
  VerifyCodeBodySchema,
  VerifyCodeResponseSchema,
} from '../schemas/chat.ts';
import { defineRoute } from './define-route.ts';

export const publicTemplates = defineRoute({
  method: 'GET',
  path: '/api/templates/public',
  access: 'public',
  tag: 'chat',
  summary: 'Active chat templates; answers an ETag, and 304 to a matching If-None-Match',
  responses: {
    200: ChatTemplateListSchema,
    304: Type.Null({ description: 'Not modified: `If-None-Match` names the current ETag; no body.' }),
  },
});

export const leadProfile = defineRoute({
  method: 'POST',
  path: '/api/leads/profile',
  access: 'public',
  tag: 'chat',
  summary: 'Analyse a request: category, comune, and clarification questions when needed',
  body: LeadProfileRequestSchema,
  responses: { 200: LeadProfileResponseSchema },
  errors: {
    429: 'Too many analyses from this address (`too_many_requests`); see `Retry-After`.',
  },
});

export const sendVerification = defineRoute({
  method: 'POST',
  path: '/api/send-verification',
  access: 'public',
  tag: 'chat',
  summary:
    'Email a 4-digit verification code (one a minute per email, rate limited per email and client address); a code that `replacesLeadId` names stops counting',
  body: SendVerificationBodySchema,
  responses: { 200: VerificationResponseSchema },
  errors: {
    429: 'A code was sent to this email less than a minute ago (`resend_too_soon`), or too many codes to this email or from this address (`too_many_requests`); see `Retry-After`.',
  },
});

export const verifyCode = defineRoute({
  method: 'POST',
  path: '/api/verify-code',
  access: 'public',
  tag: 'chat',
  summary: 'Check a verification code (15-minute expiry, at most 5 wrong tries)',
  body: VerifyCodeBodySchema,
  responses: { 200: VerifyCodeResponseSchema },
  errors: {
    400: 'Wrong or expired code (`invalid_code`).',
    429: 'Too many checks from this address (`too_many_requests`, see `Retry-After`), or the code has no tries left (`verification_blocked`).',
  },
});

export const completeLead = defineRoute({
  method: 'POST',
  path: '/api/leads/complete',
  access: 'public',
  tag: 'chat',
  summary:
    "Create the lead for an email verified in the last 30 minutes: the category and comune the visitor confirmed, else derived from the request; the price is the server's",
  body: LeadSubmissionSchema,
  responses: { 201: CompleteLeadResponseSchema },
  errors: {
    400: 'The request describes no job (`request_describes_no_job`), its service is not one of the six (`service_not_offered`), the comune (`istatCode`) or the phone number is not valid.',
    403: 'No unused verification of this email in the last 30 minutes for this `leadId` (`email_not_verified`).',
    429: 'Too many leads from this address (`too_many_requests`); see `Retry-After`.',
  },
});
