import { AdminSettingsSchema } from '../schemas/admin.ts';
import { defineRoute } from './define-route.ts';

export const adminSettings = defineRoute({
  method: 'GET',
  path: '/api/admin/settings',
  access: 'admin',
  tag: 'admin-auth',
  summary: "The server's rules the console states before asking: the highest price of a lead (`LEAD_MAX_PRICE`)",
  responses: { 200: AdminSettingsSchema },
});
