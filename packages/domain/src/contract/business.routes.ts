import {
  AdminBusinessDetailSchema,
  AdminBusinessListQuerySchema,
  AdminBusinessListSchema,
  BusinessSchema,
  CreateBusinessBodySchema,
  UpdateBusinessBodySchema,
} from '../schemas/business.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import { defineRoute } from './define-route.ts';

export const adminListBusinesses = defineRoute({
  method: 'GET',
  path: '/api/admin/businesses',
  access: 'admin',
  tag: 'businesses',
  summary: 'Partner businesses filtered by category and searched (name, email, area), with the summary cards; 50 a page by default',
  query: AdminBusinessListQuerySchema,
  responses: { 200: AdminBusinessListSchema },
});

export const adminCreateBusiness = defineRoute({
  method: 'POST',
  path: '/api/admin/businesses',
  access: 'admin',
  tag: 'businesses',
  summary: 'Add a partner business (409 when the email is already used)',
  body: CreateBusinessBodySchema,
  responses: { 201: BusinessSchema },
  errors: {
    400: 'A required text is blank once trimmed, or the phone number is not valid.',
    409: 'Another business has this email (`conflict`, field `email`).',
  },
});

export const adminUpdateBusiness = defineRoute({
  method: 'PATCH',
  path: '/api/admin/businesses/:id',
  access: 'admin',
  tag: 'businesses',
  summary: 'Edit a partner business, or pause (`isActive: false`) and activate it',
  params: IdParamsSchema,
  body: UpdateBusinessBodySchema,
  responses: { 200: BusinessSchema },
  errors: {
    400: 'A required text is blank once trimmed, or the phone number is not valid.',
    404: 'No business has this id (`not_found`).',
    409: 'Another business has this email (`conflict`, field `email`).',
  },
});

export const adminBusinessDetail = defineRoute({
  method: 'GET',
  path: '/api/admin/businesses/:id',
  access: 'admin',
  tag: 'businesses',
  summary: 'A partner business and the leads it received, newest first, each with its purchase',
  params: IdParamsSchema,
  responses: { 200: AdminBusinessDetailSchema },
  errors: {
    404: 'No business has this id (`not_found`).',
  },
});
