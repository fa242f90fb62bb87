import { Type, type Static } from 'typebox';
import { EmailSchema, MoneySchema } from './common.ts';

export const AdminSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
});
export type Admin = Static<typeof AdminSchema>;

export const AdminLoginBodySchema = Type.Object({
  email: EmailSchema,
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type AdminLoginBody = Static<typeof AdminLoginBodySchema>;

/** `GET /api/admin/settings`: the server's rules the console says before asking (e.g. the price editor's maximum). */
export const AdminSettingsSchema = Type.Object({
  /** LEAD_MAX_PRICE: the highest price an admin may give a lead ("500.00"). */
  leadMaxPrice: MoneySchema,
});
export type AdminSettings = Static<typeof AdminSettingsSchema>;
