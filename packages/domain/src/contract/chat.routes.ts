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
  responses: { 200: ChatTemplateListSchema },
});

export const leadProfile = defineRoute({
  method: 'POST',
  path: '/api/leads/profile',
  access: 'public',
  tag: 'chat',
  summary: 'Analyse a request: category, comune, and clarification questions when needed',
  body: LeadProfileRequestSchema,
  responses: { 200: LeadProfileResponseSchema },
});

export const sendVerification = defineRoute({
  method: 'POST',
  path: '/api/send-verification',
  access: 'public',
  tag: 'chat',
  summary: 'Email a 4-digit verification code (rate limited per email and client address)',
  body: SendVerificationBodySchema,
  responses: { 200: VerificationResponseSchema },
});

export const verifyCode = defineRoute({
  method: 'POST',
  path: '/api/verify-code',
  access: 'public',
  tag: 'chat',
  summary: 'Check a verification code (15-minute expiry, at most 5 wrong tries)',
  body: VerifyCodeBodySchema,
  responses: { 200: VerifyCodeResponseSchema },
});

export const completeLead = defineRoute({
  method: 'POST',
  path: '/api/leads/complete',
  access: 'public',
  tag: 'chat',
  summary: 'Create the lead for an email verified in the last 30 minutes; the server sets category, place and price',
  body: LeadSubmissionSchema,
  responses: { 201: CompleteLeadResponseSchema },
});
