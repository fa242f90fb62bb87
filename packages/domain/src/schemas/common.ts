import { Type, type Static } from 'typebox';

/** Every non-2xx answer of the API. `message` is Italian where a person reads it. */
export const ApiErrorSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiErrorSchema>;

/** Money as a decimal string with two decimals, e.g. "15.00" — never a float. */
export const MoneySchema = Type.String({ pattern: '^\\d{1,8}\\.\\d{2}$', examples: ['15.00'] });
export type Money = Static<typeof MoneySchema>;

export const UuidSchema = Type.String({ format: 'uuid' });
export const IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Deliberately simple (text@text.text), as the spec's client check; trimmed by clients. */
export const EmailSchema = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });

/** A calendar day, YYYY-MM-DD. */
export const IsoDateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** An instant, ISO 8601 with time zone. */
export const TimestampSchema = Type.String({ format: 'date-time' });

export const SuccessSchema = Type.Object({ success: Type.Boolean() });

export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
