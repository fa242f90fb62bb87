import { ComuniAttentionSchema, ComuniImportBodySchema, ComuniImportLogSchema, ComuniImportResultSchema } from '../schemas/comuni-import.ts';
import { defineRoute } from './define-route.ts';

export const adminComuniImport = defineRoute({
  method: 'POST',
  path: '/api/admin/comuni/import',
  access: 'admin',
  tag: 'comuni',
  summary:
    "Read ISTAT's list of comuni (and optionally its file of administrative changes), base64-encoded, and answer what would change; with `apply` true, apply it in one transaction (comuni added, renamed, moved, suppressed with their successor; landing pages, partners and open leads follow) and reload the comuni on every instance. The same file again changes and logs nothing",
  body: ComuniImportBodySchema,
  responses: { 200: ComuniImportResultSchema },
  errors: {
    400: 'A file cannot be read as the ISTAT file it should be (`validation_error` on `comuniFile` or `changesFile`, the message says why in Italian).',
  },
});

export const adminComuniImports = defineRoute({
  method: 'GET',
  path: '/api/admin/comuni/imports',
  access: 'admin',
  tag: 'comuni',
  summary: 'The applied ISTAT imports, newest first (the last 100): when, by whom, which file, the counts',
  responses: { 200: ComuniImportLogSchema },
});

export const adminComuniAttention = defineRoute({
  method: 'GET',
  path: '/api/admin/comuni/attention',
  access: 'admin',
  tag: 'comuni',
  summary:
    'Partners, open leads and landing pages of comuni ISTAT suppressed without a known successor, each with the reason in Italian: for the admin to settle by hand',
  responses: { 200: ComuniAttentionSchema },
});
