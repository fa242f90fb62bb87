import { IdParamsSchema } from '../schemas/common.ts';
import {
  CreateTemplateBodySchema,
  SeedTemplatesResponseSchema,
  TemplateListSchema,
  TemplateSchema,
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
  summary: 'Create a template; variables are derived from its placeholders (unknown ones answer 400)',
  body: CreateTemplateBodySchema,
  responses: { 201: TemplateSchema },
  errors: {
    400: 'Blank name or content, a subject on a chat template (`subject_not_allowed`), or an unknown placeholder (`unknown_placeholder`).',
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
    400: 'Blank name or content, a `type` (`type_immutable`), a chat subject (`subject_not_allowed`), an unknown placeholder (`unknown_placeholder`).',
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
