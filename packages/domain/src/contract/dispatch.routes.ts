import { Type } from 'typebox';
import { IdParamsSchema } from '../schemas/common.ts';
import {
  ApproveAndSendResponseSchema,
  CategoryParamsSchema,
  DispatchRuleSchema,
  DispatchRulesSchema,
  LeadNoteBodySchema,
  UpdateDispatchRuleBodySchema,
} from '../schemas/dispatch.ts';
import { LeadEventSchema } from '../schemas/lead-desk.ts';
import { LeadSchema, SendLeadToBusinessesBodySchema } from '../schemas/lead.ts';
import { defineRoute } from './define-route.ts';

export const adminDispatchRules = defineRoute({
  method: 'GET',
  path: '/api/admin/dispatch-rules',
  access: 'admin',
  tag: 'leads',
  summary: "Automatic dispatch («Automazione»): each of the six categories' rule (off by default) and the limits every rule lives within",
  responses: { 200: DispatchRulesSchema },
});

export const adminUpdateDispatchRule = defineRoute({
  method: 'PUT',
  path: '/api/admin/dispatch-rules/:category',
  access: 'admin',
  tag: 'leads',
  summary:
    "Set a category's rule: on or off (at once: switching it off stops the leads waiting for their automatic sending), how many businesses, the hold before sending, the hours between waves",
  params: CategoryParamsSchema,
  body: UpdateDispatchRuleBodySchema,
  responses: { 200: DispatchRuleSchema },
  errors: {
    400: 'Not one of the six categories (`service_not_offered`), or more businesses than LEAD_MAX_OFFERS (`validation_error` on `topN`).',
  },
});

export const adminStopAutoDispatch = defineRoute({
  method: 'POST',
  path: '/api/admin/leads/:id/stop-auto-dispatch',
  access: 'admin',
  tag: 'leads',
  summary: 'Stop the automatic sending of a lead during its hold: it stays in the manual queue («fermato»)',
  params: IdParamsSchema,
  body: Type.Object({}, { additionalProperties: false }),
  responses: { 200: LeadSchema },
  errors: {
    404: 'No lead has this id (`not_found`).',
    409: 'No automatic sending is waiting for this lead (`not_scheduled`): it was sent, stopped or never scheduled.',
  },
});

export const adminAddLeadNote = defineRoute({
  method: 'POST',
  path: '/api/admin/leads/:id/notes',
  access: 'admin',
  tag: 'leads',
  summary: "Add a note to a lead's timeline (by the signed-in admin); erased with the lead's personal data",
  params: IdParamsSchema,
  body: LeadNoteBodySchema,
  responses: { 201: LeadEventSchema },
  errors: {
    404: 'No lead has this id (`not_found`).',
    410: "The lead's personal data was erased (`already_erased`): nothing more is written about it.",
  },
});

export const adminApproveAndSend = defineRoute({
  method: 'POST',
  path: '/api/admin/leads/:id/approve-and-send',
  access: 'admin',
  tag: 'leads',
  summary:
    'Approve a pending lead and offer it to the selected businesses in one step (with CUSTOMER_CHOOSES: propose them to the customer); the same checks as each step alone',
  params: IdParamsSchema,
  body: SendLeadToBusinessesBodySchema,
  responses: { 200: ApproveAndSendResponseSchema },
  errors: {
    400: 'A selected business does not exist (`unknown_business`).',
    404: 'No lead has this id (`not_found`).',
    409: 'The lead is neither pending nor approved (`invalid_transition`), or a business may not be offered it (`business_inactive`, `already_sent`, `preferences_not_met`, `too_many_offers`, `too_many_proposals`).',
  },
});
