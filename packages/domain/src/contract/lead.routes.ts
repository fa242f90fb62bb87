import { Type } from 'typebox';
import { CandidateBusinessSchema, CreateBusinessBodySchema } from '../schemas/business.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import {
  AdminLeadDetailSchema,
  BulkLeadStatusBodySchema,
  BulkLeadStatusResponseSchema,
  CsvFileSchema,
  LeadCategoriesSchema,
} from '../schemas/lead-desk.ts';
import {
  AdminLeadExportQuerySchema,
  AdminLeadListQuerySchema,
  AdminLeadListSchema,
  LeadSchema,
  SendLeadToBusinessesBodySchema,
  SendLeadToBusinessesResponseSchema,
  UpdateLeadBodySchema,
} from '../schemas/lead.ts';
import { defineRoute } from './define-route.ts';

export const adminListLeads = defineRoute({
  method: 'GET',
  path: '/api/admin/leads',
  access: 'admin',
  tag: 'leads',
  summary:
    'Leads filtered by status and category, searched (request, email, name, phone, comune; accents ignored) and sorted (newest, oldest, price either way); 50 a page by default',
  query: AdminLeadListQuerySchema,
  responses: { 200: AdminLeadListSchema },
});

export const adminUpdateLead = defineRoute({
  method: 'PATCH',
  path: '/api/admin/leads/:id',
  access: 'admin',
  tag: 'leads',
  summary: 'Change a lead status (allowed transitions only, else 409) or its price',
  params: IdParamsSchema,
  body: UpdateLeadBodySchema,
  responses: { 200: LeadSchema },
  errors: {
    400: 'The price is above `LEAD_MAX_PRICE`.',
    404: 'No lead has this id (`not_found`).',
    409: 'The status cannot change to the one asked (`invalid_transition`).',
  },
});

export const adminCandidateBusinesses = defineRoute({
  method: 'GET',
  path: '/api/admin/leads/:id/candidate-businesses',
  access: 'admin',
  tag: 'leads',
  summary: "Active businesses of the lead's category that have not received it, nearest first",
  params: IdParamsSchema,
  responses: { 200: Type.Array(CandidateBusinessSchema) },
  errors: {
    404: 'No lead has this id (`not_found`).',
  },
});

export const adminSendLeadToBusinesses = defineRoute({
  method: 'POST',
  path: '/api/admin/leads/:id/send-to-businesses',
  access: 'admin',
  tag: 'leads',
  summary: 'Email the purchase link to the selected businesses; the lead becomes sent',
  params: IdParamsSchema,
  body: SendLeadToBusinessesBodySchema,
  responses: { 200: SendLeadToBusinessesResponseSchema },
  errors: {
    400: 'A selected business does not exist (`unknown_business`).',
    404: 'No lead has this id (`not_found`).',
    409: 'Not sendable in its status (`invalid_transition`), a business is paused (`business_inactive`) or has it already (`already_sent`), its «Preferenze» do not accept the lead (`preferences_not_met`, the business and why named), more businesses than LEAD_MAX_OFFERS in all (`too_many_offers`), or with CUSTOMER_CHOOSES a business the customer did not choose (`not_chosen_by_customer`).',
  },
});

export const adminLeadDetail = defineRoute({
  method: 'GET',
  path: '/api/admin/leads/:id',
  access: 'admin',
  tag: 'leads',
  summary: 'A lead and its events, oldest first: created, verified, decisions, sendings, purchases, refunds, emails',
  params: IdParamsSchema,
  responses: { 200: AdminLeadDetailSchema },
  errors: {
    404: 'No lead has this id (`not_found`).',
  },
});

export const adminBulkLeadStatus = defineRoute({
  method: 'POST',
  path: '/api/admin/leads/bulk-status',
  access: 'admin',
  tag: 'leads',
  summary: 'Approve or reject many leads at once (same transitions as one by one); says which changed and which did not',
  body: BulkLeadStatusBodySchema,
  responses: { 200: BulkLeadStatusResponseSchema },
});

export const adminExportLeads = defineRoute({
  method: 'GET',
  path: '/api/admin/leads/export.csv',
  access: 'admin',
  tag: 'leads',
  summary: "Every lead the list's filters select, as a CSV for Italian Excel (BOM, `;`, decimal comma, dd/MM/yyyy HH:mm)",
  query: AdminLeadExportQuerySchema,
  responses: { 200: CsvFileSchema },
});

export const adminExportPurchases = defineRoute({
  method: 'GET',
  path: '/api/admin/purchases/export.csv',
  access: 'admin',
  tag: 'purchases',
  summary: 'Every paid or refunded purchase, newest first, as a CSV for Italian Excel: date, lead, business, amount, payment reference, refunded',
  responses: { 200: CsvFileSchema },
});

export const adminLeadCategories = defineRoute({
  method: 'GET',
  path: '/api/admin/leads/categories',
  access: 'admin',
  tag: 'leads',
  summary: "Every category a lead can have, for the list's filter: the six services, then any other found on stored leads (A to Z)",
  responses: { 200: LeadCategoriesSchema },
});

export const adminAddCandidateBusiness = defineRoute({
  method: 'POST',
  path: '/api/admin/leads/:id/candidate-businesses',
  access: 'admin',
  tag: 'leads',
  summary:
    "Add a partner business by hand while choosing this lead's businesses: created as by `adminCreateBusiness`, answered with where it is from the lead",
  params: IdParamsSchema,
  body: CreateBusinessBodySchema,
  responses: { 201: CandidateBusinessSchema },
  errors: {
    400: 'A required text is blank once trimmed, or the phone number is not valid.',
    404: 'No lead has this id (`not_found`); no business is created.',
    409: 'Another business has this email (`conflict`, field `email`).',
  },
});
