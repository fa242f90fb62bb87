import { AdminLoginBodySchema, AdminSchema } from '../schemas/admin.ts';
import { SuccessSchema } from '../schemas/common.ts';
import { defineRoute } from './define-route.ts';

export const adminLogin = defineRoute({
  method: 'POST',
  path: '/api/admin/login',
  access: 'public',
  tag: 'admin-auth',
  summary: 'Sign in an admin with email and password; sets the session cookie',
  body: AdminLoginBodySchema,
  responses: { 200: AdminSchema },
  errors: {
    401: 'Wrong email or password (`invalid_credentials`).',
    429: 'Too many failed sign-ins for this browser, email or address (`too_many_attempts`); see `Retry-After`.',
  },
});

export const adminMe = defineRoute({
  method: 'GET',
  path: '/api/admin/me',
  access: 'admin',
  tag: 'admin-auth',
  summary: 'The signed-in admin',
  responses: { 200: AdminSchema },
});

export const adminLogout = defineRoute({
  method: 'POST',
  path: '/api/admin/logout',
  access: 'admin',
  tag: 'admin-auth',
  summary: 'End the admin session',
  responses: { 200: SuccessSchema },
});
