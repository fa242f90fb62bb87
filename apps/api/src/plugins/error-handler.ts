import { apiErrorMessages, apiHardeningMessages } from '@trovapro/copy';
import type { ApiError, ErrorCode } from '@trovapro/domain';
import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { App } from '../app-types.ts';
import { AppError } from '../lib/app-error.ts';
import type { InputRefusal } from '../lib/contract-route.ts';

/** Seconds a client is asked to wait when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The one error handler (features install none): every non-2xx answer is `{ code, message, field? }`.
 * Validation → 400 naming the field, or the route's own wording (`contractRoute`'s `invalidInput`);
 * unknown routes → 404; text PostgreSQL cannot store → 400; database unreachable → 503 with Retry-After;
 * 5xx details are logged, never sent.
 */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const sendAppError = (appError: AppError) => {
      if (appError.status >= 500) request.log.error({ err: appError }, 'request failed');
      return reply
        .code(appError.status)
        .headers(appError.headers)
        .send(toBody(appError.code, appError.message, appError.field));
    };
    if (error instanceof AppError) return sendAppError(error);
    if (error.validation !== undefined) {
      const refusal = routeInputRefusal(request, error.validation, error.validationContext);
      return refusal === undefined ? reply.code(400).send(validationBody(error.validation)) : sendAppError(refusal);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(clientErrorBody(status));
    }
    if (isUnstorableText(error)) {
      return reply.code(400).send(toBody('invalid_characters', apiHardeningMessages.invalidCharacters));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(toBody('service_unavailable', apiHardeningMessages.serviceUnavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(toBody('internal_error', apiErrorMessages.internalError));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(toBody('not_found', apiErrorMessages.notFound)));
}

/** The route's own answer to a schema refusal, when it words one. */
function routeInputRefusal(request: FastifyRequest, ...refused: Parameters<InputRefusal>): AppError | undefined {
  const invalidInput: InputRefusal | undefined = request.routeOptions.config.invalidInput;
  return invalidInput?.(...refused);
}

function toBody(code: ErrorCode, message: string, field?: string): ApiError {
  return field === undefined ? { code, message } : { code, message, field };
}

/** The first problem, as a dotted field path (`items.0.name`) and an Italian message naming it. */
function validationBody(errors: readonly FastifySchemaValidationError[]): ApiError {
  const first = errors[0];
  if (first === undefined) return toBody('validation_error', apiErrorMessages.invalidRequest);
  const segments = first.instancePath.split('/').filter((segment) => segment !== '');
  const missing = missingProperty(first);
  if (missing !== undefined) segments.push(missing);
  if (segments.length === 0) return toBody('validation_error', apiErrorMessages.invalidRequest);

  const field = segments.map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~')).join('.');
  const template = missing !== undefined ? apiErrorMessages.validationRequiredField : apiErrorMessages.validationInvalidField;
  return toBody('validation_error', template.replace('{field}', field), field);
}

/** TypeBox reports `requiredProperties`, Ajv `missingProperty`. */
function missingProperty(error: FastifySchemaValidationError): string | undefined {
  if (error.keyword !== 'required') return undefined;
  const params = error.params as { requiredProperties?: unknown; missingProperty?: unknown };
  if (Array.isArray(params.requiredProperties) && typeof params.requiredProperties[0] === 'string') {
    return params.requiredProperties[0];
  }
  return typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
}

function clientErrorBody(status: number): ApiError {
  switch (status) {
    case 404:
      return toBody('not_found', apiErrorMessages.notFound);
    case 413:
      return toBody('payload_too_large', apiErrorMessages.payloadTooLarge);
    case 415:
      return toBody('unsupported_media_type', apiErrorMessages.unsupportedMediaType);
    default:
      return toBody('bad_request', apiErrorMessages.invalidRequest);
  }
}

/** Socket-level failures: the server is down, restarting or unreachable. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What pg, pg-pool, Kysely and PGlite throw when the connection is gone (they set no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'driver has already been destroyed',
  'Postgres connection has been discarded',
  'PGlite is closed',
  'PGlite is closing',
  'PGlite instance is already closed',
];

/**
 * True when the error (or its cause, or one of an AggregateError's errors) says the database
 * cannot be reached, as opposed to a query it refused. Such requests may succeed once it returns.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}

/**
 * PostgreSQL refuses some characters a valid JSON string may hold (NUL, `\u0000`): SQLSTATE 22021
 * character_not_in_repertoire, 22P05 untranslatable_character. That is the client's input, not a
 * fault of ours, wherever the string ends up in a query.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
