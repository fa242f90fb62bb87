import { apiErrorMessages } from '@trovapro/copy';

/**
 * The one error type features throw. The error handler answers `{ code, message, field? }`
 * with `status`; `message` is Italian (from @trovapro/copy).
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field: string | undefined;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: string,
    status: number,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

export const unauthorized = () => new AppError('unauthorized', 401, apiErrorMessages.unauthorized);
export const notFound = () => new AppError('not_found', 404, apiErrorMessages.notFound);
