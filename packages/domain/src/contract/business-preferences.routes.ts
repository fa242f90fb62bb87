import { BusinessPreferencesSchema, UpdateBusinessPreferencesBodySchema } from '../schemas/business-preferences.ts';
import { defineRoute } from './define-route.ts';

export const businessGetPreferences = defineRoute({
  method: 'GET',
  path: '/api/business/area/preferences',
  access: 'business',
  tag: 'business-area',
  summary:
    "The signed-in business's «Preferenze»: categories, reach, highest price, weekly cap and what it spent this week (from Monday 00:00 Europe/Rome), paused or not, contacts and billing data",
  responses: { 200: BusinessPreferencesSchema },
});

export const businessUpdatePreferences = defineRoute({
  method: 'PUT',
  path: '/api/business/area/preferences',
  access: 'business',
  tag: 'business-area',
  summary:
    "Replaces the signed-in business's preferences (the admin's candidate list and sending follow them at once); pausing stops its offers, resuming restarts them unless the admin paused it",
  body: UpdateBusinessPreferencesBodySchema,
  responses: { 200: BusinessPreferencesSchema },
  errors: {
    400: 'A field is not valid (`validation_error`, with `field`: `categories`, `reach`, `comuni`, `maxPrice`, `weeklyCap`, `phone`, `website`, `billing.*`).',
    409: 'Resuming offers the admin paused (`paused_by_admin`): only the support can.',
  },
});
