import {
  LegalInfoSchema,
  PrivacyEmailQuerySchema,
  PrivacyErasePreviewQuerySchema,
  PrivacyErasePreviewSchema,
  PrivacyEraseBodySchema,
  PrivacyEraseResultSchema,
  PrivacyExportSchema,
  PrivacySelfEraseBodySchema,
  PrivacySelfEraseResponseSchema,
} from '../schemas/privacy.ts';
import { defineRoute } from './define-route.ts';

export const legalInfo = defineRoute({
  method: 'GET',
  path: '/api/legal',
  access: 'public',
  tag: 'privacy',
  summary: 'Who runs the service and how personal data is kept (privacy notice, terms); cacheable 5 minutes',
  responses: { 200: LegalInfoSchema },
});

export const adminPrivacyExport = defineRoute({
  method: 'GET',
  path: '/api/admin/privacy/export',
  access: 'admin',
  tag: 'privacy',
  summary: 'Everything kept about an email address: its leads (with deliveries and purchases), verifications and emails',
  query: PrivacyEmailQuerySchema,
  responses: { 200: PrivacyExportSchema },
});

export const adminPrivacyErase = defineRoute({
  method: 'POST',
  path: '/api/admin/privacy/erase',
  access: 'admin',
  tag: 'privacy',
  summary: 'Erase an email address: its leads anonymised (purchases kept), its verifications and emails deleted',
  body: PrivacyEraseBodySchema,
  responses: { 200: PrivacyEraseResultSchema },
});

export const privacyErasePreview = defineRoute({
  method: 'GET',
  path: '/api/privacy/erase',
  access: 'public',
  tag: 'privacy',
  summary: 'What the erase link of a confirmation email would erase (the address, masked, and its requests)',
  query: PrivacyErasePreviewQuerySchema,
  responses: { 200: PrivacyErasePreviewSchema },
  errors: {
    400: 'The token is not valid (`invalid_token`).',
    410: 'Nothing is left to erase for this address (`already_erased`).',
  },
});

export const privacyErase = defineRoute({
  method: 'POST',
  path: '/api/privacy/erase',
  access: 'public',
  tag: 'privacy',
  summary: "Erase, by the confirmation email's link, the personal data of that email address (rate limited per address)",
  body: PrivacySelfEraseBodySchema,
  responses: { 200: PrivacySelfEraseResponseSchema },
  errors: {
    400: 'The token is not valid (`invalid_token`).',
    410: 'Nothing is left to erase for this address (`already_erased`).',
    429: 'Too many erase requests from this address (`too_many_requests`); see `Retry-After`.',
  },
});
