import { IdParamsSchema } from '../schemas/common.ts';
import {
  CustomerChoicesBodySchema,
  CustomerChoicesResponseSchema,
  OfferPlacesSchema,
  ProposeBusinessesResponseSchema,
} from '../schemas/customer-choices.ts';
import { SendLeadToBusinessesBodySchema } from '../schemas/lead.ts';
import { defineRoute } from './define-route.ts';

export const adminOfferPlaces = defineRoute({
  method: 'GET',
  path: '/api/admin/leads/:id/offer-places',
  access: 'admin',
  tag: 'leads',
  summary: 'How many more businesses the lead may be offered (LEAD_MAX_OFFERS in all) and, with CUSTOMER_CHOOSES, who was proposed to its customer',
  params: IdParamsSchema,
  responses: { 200: OfferPlacesSchema },
  errors: { 404: 'No lead has this id (`not_found`).' },
});

export const adminProposeBusinesses = defineRoute({
  method: 'POST',
  path: '/api/admin/leads/:id/propose-businesses',
  access: 'admin',
  tag: 'leads',
  summary: 'CUSTOMER_CHOOSES: propose businesses to the customer, who is emailed a link to choose which of them are offered the lead',
  params: IdParamsSchema,
  body: SendLeadToBusinessesBodySchema,
  responses: { 200: ProposeBusinessesResponseSchema },
  errors: {
    400: 'A selected business does not exist (`unknown_business`).',
    404: 'No lead has this id (`not_found`).',
    409: 'The customer does not choose (`customer_choice_off`), the lead is not sendable (`invalid_transition`), a business is paused (`business_inactive`), has it already (`already_sent`, `already_proposed`), its «Preferenze» refuse it (`preferences_not_met`), or too many are proposed (`too_many_proposals`).',
  },
});

export const customerChooseBusinesses = defineRoute({
  method: 'POST',
  path: '/api/customer/request/choices',
  access: 'public',
  tag: 'customer',
  summary:
    "The customer's choice among the businesses proposed for their request (signed link of their page); the chosen ones are offered it at once",
  body: CustomerChoicesBodySchema,
  responses: { 200: CustomerChoicesResponseSchema },
  errors: {
    400: 'The link is not valid (`invalid_token`), a business was not proposed (`unknown_choice`) or too many are chosen (`too_many_choices`).',
    409: 'Nothing is waiting for a choice (`nothing_to_choose`) or a chosen business can no longer be offered it (`business_unavailable`).',
    410: 'The request is closed (`lead_unavailable`) or its data erased (`already_erased`).',
    429: 'Too many attempts from this address (`too_many_requests`).',
  },
});
