import { Type, type Static } from 'typebox';
import { Nullable, TextSchema, UuidSchema } from './common.ts';

export const TEMPLATE_TYPES = ['email', 'chat'] as const;
export const TemplateTypeSchema = Type.Union([Type.Literal('email'), Type.Literal('chat')]);
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/**
 * A message template (product §3). `type` is fixed after creation; `subject` exists for email only;
 * `variables` are the `{placeholders}` found in subject and content (derived by the server).
 */
export const TemplateSchema = Type.Object({
  id: UuidSchema,
  type: TemplateTypeSchema,
  name: Type.String(),
  subject: Nullable(Type.String()),
  content: Type.String(),
  variables: Type.Array(Type.String()),
  isActive: Type.Boolean(),
});
export type Template = Static<typeof TemplateSchema>;
export const TemplateListSchema = Type.Array(TemplateSchema);

/** `variables` may be sent (product §7) but the server derives them from the text. */
export const CreateTemplateBodySchema = Type.Object(
  {
    type: TemplateTypeSchema,
    name: TextSchema(120, 1),
    subject: Type.Optional(Nullable(TextSchema(300))),
    content: TextSchema(20000, 1),
    variables: Type.Optional(Type.Array(TextSchema(40), { maxItems: 50 })),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateTemplateBody = Static<typeof CreateTemplateBodySchema>;

/** No `type`: a template's type cannot change (a body carrying it is refused with 400). */
export const UpdateTemplateBodySchema = Type.Object(
  {
    name: Type.Optional(TextSchema(120, 1)),
    subject: Type.Optional(Nullable(TextSchema(300))),
    content: Type.Optional(TextSchema(20000, 1)),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateTemplateBody = Static<typeof UpdateTemplateBodySchema>;

export const SeedTemplatesResponseSchema = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({ minimum: 0 }),
});
export type SeedTemplatesResponse = Static<typeof SeedTemplatesResponseSchema>;

/**
 * «Invia una prova»: the text being edited (saved or not) of an email template, by the name that decides its
 * placeholders; it goes to the signed-in admin only, filled with the sample values.
 */
export const TemplateTestEmailBodySchema = Type.Object(
  {
    name: TextSchema(120, 1),
    subject: TextSchema(300, 1),
    content: TextSchema(20000, 1),
  },
  { additionalProperties: false },
);
export type TemplateTestEmailBody = Static<typeof TemplateTestEmailBodySchema>;

/** Where the test email went: the signed-in admin's own address. */
export const TemplateTestEmailResponseSchema = Type.Object({ sentTo: Type.String() });
export type TemplateTestEmailResponse = Static<typeof TemplateTestEmailResponseSchema>;
