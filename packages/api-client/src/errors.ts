import { isErrorCode, type ErrorCode } from '@trovapro/domain';

interface ApiRequestErrorInit {
  status: number;
  statusText: string;
  body: string;
}

/** An error body `{ code, message, field? }`; `code` only when it is the API's (`ErrorCode`), so frontends compare known codes. */
interface ParsedError {
  code: ErrorCode | undefined;
  message: string;
  field?: string;
}

function parseApiError(body: string): ParsedError | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { code, message, field } = parsed as Record<string, unknown>;
    if (typeof code !== 'string' || typeof message !== 'string') return undefined;
    const known = isErrorCode(code) ? code : undefined;
    return typeof field === 'string' ? { code: known, message, field } : { code: known, message };
  } catch {
    return undefined;
  }
}

/**
 * Any non-2xx answer. `message` is product §8's generic form, "{status}: {body text}" (the status
 * text when the body is empty); when the body is the API's `{ code, message }`, `code` and
 * `serverMessage` (Italian, for the user) are exposed too.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly body: string;
  /** The API's error code; undefined for a code outside its vocabulary (e.g. the frontend server's `api_unavailable`). */
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  /** The invalid field, when the API names one (validation errors). */
  readonly field: string | undefined;

  constructor({ status, statusText, body }: ApiRequestErrorInit) {
    super(`${status}: ${body === '' ? statusText : body}`);
    this.status = status;
    this.body = body;
    const apiError = parseApiError(body);
    this.code = apiError?.code;
    this.serverMessage = apiError?.message;
    this.field = apiError?.field;
  }
}

/** The server's Italian message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
