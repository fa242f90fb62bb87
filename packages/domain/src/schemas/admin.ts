import { Type, type Static } from 'typebox';
import { EmailSchema } from './common.ts';

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
