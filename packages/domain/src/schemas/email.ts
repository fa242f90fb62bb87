import { Type, type Static } from 'typebox';
import { Nullable, PageInfoSchema, PageQuerySchema, TimestampSchema, UuidSchema } from './common.ts';

/** An outbox message waits (`pending`), is delivered (`sent`), or gave up after its retries (`failed`). */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const EmailStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]);
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** One outbox message as the admin's email log lists it. `purpose` names why it was sent (e.g. "lead-offer"). */
export const OutboxEmailSchema = Type.Object({
  id: UuidSchema,
  to: Type.String(),
  subject: Type.String(),
  purpose: Type.String(),
  text: Type.String(),
  status: EmailStatusSchema,
  attempts: Type.Integer({ minimum: 0 }),
  lastError: Nullable(Type.String()),
  createdAt: TimestampSchema,
  sentAt: Nullable(TimestampSchema),
});
export type OutboxEmail = Static<typeof OutboxEmailSchema>;

export const AdminEmailListQuerySchema = Type.Object({
  status: Type.Optional(EmailStatusSchema),
  ...PageQuerySchema.properties,
});
export type AdminEmailListQuery = Static<typeof AdminEmailListQuerySchema>;

export const AdminEmailListSchema = Type.Object({
  emails: Type.Array(OutboxEmailSchema),
  ...PageInfoSchema.properties,
});
export type AdminEmailList = Static<typeof AdminEmailListSchema>;
