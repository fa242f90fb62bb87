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

/** `POST /api/admin/sign-in-link`: the address a one-time sign-in link is asked for. */
export const AdminSignInLinkRequestBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type AdminSignInLinkRequestBody = Static<typeof AdminSignInLinkRequestBodySchema>;

/** The same answer for every address, known or not. */
export const AdminSignInLinkRequestResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type AdminSignInLinkRequestResponse = Static<typeof AdminSignInLinkRequestResponseSchema>;

/** `POST /api/admin/sign-in-link/redeem`: the token of the emailed link (the part after `#`). */
export const AdminSignInLinkRedeemBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type AdminSignInLinkRedeemBody = Static<typeof AdminSignInLinkRedeemBodySchema>;

/** `GET /api/admin/settings`: the server's rules the console says before asking (e.g. the price editor's maximum). */
export const AdminSettingsSchema = Type.Object({
  /** LEAD_MAX_PRICE: the highest price an admin may give a lead ("500.00"). */
  leadMaxPrice: MoneySchema,
});
export type AdminSettings = Static<typeof AdminSettingsSchema>;
