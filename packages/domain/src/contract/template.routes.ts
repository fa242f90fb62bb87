import { IdParamsSchema } from '../schemas/common.ts';
import {
  CreateTemplateBodySchema,
  SeedTemplatesResponseSchema,
  TemplateListSchema,
  TemplateSchema,
  TemplateTestEmailBodySchema,
  TemplateTestEmailResponseSchema,
  UpdateTemplateBodySchema,
} from '../schemas/template.ts';
import { defineRoute } from './define-route.ts';

export const adminListTemplates = defineRoute({
  method: 'GET',
  path: '/api/admin/templates',
  access: 'admin',
  tag: 'templates',
  summary: 'Every email and chat template',
  responses: { 200: TemplateListSchema },
});

export const adminCreateTemplate = defineRoute({
  method: 'POST',
  path: '/api/admin/templates',
  access: 'admin',
  tag: 'templates',
  summary: 'Create a template; variables are derived from its placeholders (only those its message is given)',
  body: CreateTemplateBodySchema,
  responses: { 201: TemplateSchema },
  errors: {
    400: 'Blank name or content, a subject on a chat template (`subject_not_allowed`), a placeholder its message is not given (`unknown_placeholder`), or a brace that is neither a placeholder nor doubled (`malformed_placeholder`); `field` and the message name it.',
    409: 'A template of this type has this name (`conflict`, field `name`).',
  },
});

export const adminUpdateTemplate = defineRoute({
  method: 'PATCH',
  path: '/api/admin/templates/:id',
  access: 'admin',
  tag: 'templates',
  summary: 'Edit name, subject, content or active flag (the type cannot change)',
  params: IdParamsSchema,
  body: UpdateTemplateBodySchema,
  responses: { 200: TemplateSchema },
  errors: {
    400: 'Blank name or content, a `type` (`type_immutable`), a new name for a template a message uses (`validation_error`, field `name`), a chat subject (`subject_not_allowed`), a placeholder its message is not given (`unknown_placeholder`), a stray brace (`malformed_placeholder`).',
    404: 'No template has this id (`not_found`).',
    409: 'A template of this type has this name (`conflict`, field `name`).',
  },
});

export const adminSeedTemplates = defineRoute({
  method: 'POST',
  path: '/api/admin/seed-templates',
  access: 'admin',
  tag: 'templates',
  summary: 'Create the default templates that are missing (idempotent)',
  responses: { 200: SeedTemplatesResponseSchema },
});

export const adminResetTemplate = defineRoute({
  method: 'POST',
  path: '/api/admin/templates/:id/reset',
  access: 'admin',
  tag: 'templates',
  summary: 'Put back the built-in subject and content of a template a message uses (the active flag stays)',
  params: IdParamsSchema,
  responses: { 200: TemplateSchema },
  errors: { 404: 'No template has this id, or no message uses it so it has no built-in text (`not_found`).' },
});

export const adminTestTemplateEmail = defineRoute({
  method: 'POST',
  path: '/api/admin/templates/test-email',
  access: 'admin',
  tag: 'templates',
  summary: 'Send the given email template text, filled with the sample values, to the signed-in admin (through the outbox)',
  body: TemplateTestEmailBodySchema,
  responses: { 200: TemplateTestEmailResponseSchema },
  errors: {
    400: 'A placeholder the message is not given (`unknown_placeholder`) or a stray brace (`malformed_placeholder`), as on save.',
    429: 'Too many test emails from this admin (`too_many_requests`); see `Retry-After`.',
  },
});
