import { apiErrorMessages } from '@trovapro/copy';
import { ERROR_STATUS, type AlternativeStatus, type ErrorCode, type ErrorStatus } from '@trovapro/domain';

export interface AppErrorOptions<C extends ErrorCode> {
  /** The field the error is about: the invalid one, or the one whose value is taken. */
  field?: string;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Only for the codes the domain's `ALSO_ANSWERED_WITH` lets answer another status than their own. */
  status?: AlternativeStatus<C>;
}

/**
 * The one error type features throw. The error handler answers `{ code, message, field? }` with the
 * code's status (`ERROR_STATUS` of @trovapro/domain); `message` is Italian (from @trovapro/copy).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: ErrorStatus;
  readonly field: string | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: C, message: string, options: AppErrorOptions<C> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

export const unauthorized = () => new AppError('unauthorized', apiErrorMessages.unauthorized);

/** 404 `not_found`, with what was not found when the caller can say it. */
export const notFound = (message: string = apiErrorMessages.notFound) => new AppError('not_found', message);

/** 409 `conflict`: the value of `field` is taken (an email, a name, a slug…). */
export const conflict = (field: string, message: string) => new AppError('conflict', message, { field });

/** 400 `validation_error` on one field, with a message of the feature's own. */
export const invalidField = (field: string, message: string) => new AppError('validation_error', message, { field });

/** 400 `validation_error`: the field is missing or blank (the message names it as the schema's refusals do). */
export const requiredField = (field: string) => invalidField(field, apiErrorMessages.validationRequiredField.replace('{field}', field));
