import { AdminEmailListQuerySchema, AdminEmailListSchema } from '../schemas/email.ts';
import { defineRoute } from './define-route.ts';

export const adminListEmails = defineRoute({
  method: 'GET',
  path: '/api/admin/emails',
  access: 'admin',
  tag: 'emails',
  summary: 'The email outbox log, newest first, filtered by status; 50 a page by default',
  query: AdminEmailListQuerySchema,
  responses: { 200: AdminEmailListSchema },
});
