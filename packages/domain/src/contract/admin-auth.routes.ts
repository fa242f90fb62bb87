import {
  AdminLoginBodySchema,
  AdminSchema,
  AdminSignInLinkRedeemBodySchema,
  AdminSignInLinkRequestBodySchema,
  AdminSignInLinkRequestResponseSchema,
} from '../schemas/admin.ts';
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

export const adminRequestSignInLink = defineRoute({
  method: 'POST',
  path: '/api/admin/sign-in-link',
  access: 'public',
  tag: 'admin-auth',
  summary:
    'Email a one-time sign-in link (15 minutes, single use) to an admin, e.g. one locked out by failed sign-ins; the same answer whether or not the address is an admin',
  body: AdminSignInLinkRequestBodySchema,
  responses: { 200: AdminSignInLinkRequestResponseSchema },
  errors: {
    429: 'Too many links asked for this email or from this address (`too_many_requests`); see `Retry-After`.',
  },
});

export const adminRedeemSignInLink = defineRoute({
  method: 'POST',
  path: '/api/admin/sign-in-link/redeem',
  access: 'public',
  tag: 'admin-auth',
  summary: "Sign in with an emailed link's token (once); sets the session cookie and the browser's device cookie",
  body: AdminSignInLinkRedeemBodySchema,
  responses: { 200: AdminSchema },
  errors: {
    400: 'No such link (`invalid_token`).',
    410: 'The link has expired (`link_expired`) or was used already (`link_already_used`).',
    429: 'Too many links tried from this address (`too_many_requests`); see `Retry-After`.',
  },
});
