import { Type, type Static, type TSchema } from 'typebox';
import { EMAIL_PATTERN } from '../rules/email.ts';
import { ERROR_CODES } from '../rules/error-codes.ts';

/** Every non-2xx answer of the API. `code` is one of `ERROR_STATUS`'s; `message` is Italian where a person reads it. */
export const ApiErrorSchema = Type.Object({
  code: Type.Enum(ERROR_CODES),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiErrorSchema>;

/** Money as a decimal string with two decimals, e.g. "15.00" — never a float (numeric(10,2) in the database). */
export const MoneySchema = Type.String({ pattern: '^\\d{1,8}\\.\\d{2}$', examples: ['15.00'] });
export type Money = Static<typeof MoneySchema>;

/** Money strictly greater than zero, e.g. a lead's price ("0.00" is refused). */
export const PositiveMoneySchema = Type.String({ pattern: '^(?!0+\\.00$)\\d{1,8}\\.\\d{2}$', examples: ['25.00'] });

/** Every entity id (leads, businesses, templates, landing pages, blog posts, emails) is a UUID. */
export const UuidSchema = Type.String({ format: 'uuid' });
export const IdParamsSchema = Type.Object({ id: UuidSchema });
export type IdParams = Static<typeof IdParamsSchema>;

/** Deliberately simple (text@text.text), as the product's client check; trimmed by clients. */
export const EmailSchema = Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN.source });

/** A calendar day, YYYY-MM-DD. */
export const IsoDateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2025-01-31'] });
/** An instant, ISO 8601 with time zone. */
export const TimestampSchema = Type.String({ format: 'date-time' });

export const SuccessSchema = Type.Object({ success: Type.Boolean() });
export type Success = Static<typeof SuccessSchema>;

/** A lead category: one of the six known ones or any other need (which gets the generic icon). */
export const CategorySchema = Type.String({ minLength: 1, maxLength: 80 });

/** A bounded string (every text field has a maximum length). */
export function TextSchema(maxLength: number, minLength = 0) {
  return Type.String({ minLength, maxLength });
}

/** `T | null` — for fields that exist on every row but may be empty (database NULL). */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/**
 * Query of every paginated list. `limit` is capped at 100 everywhere; each list has its own default
 * page size (see PAGE_SIZES in rules/pagination.ts).
 */
export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type PageQuery = Static<typeof PageQuerySchema>;

/** Paging figures of every list response: `{ <plural entity name>: [...], total, totalPages }`. */
export const PageInfoSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
});
