import { apiErrorMessages } from '@trovapro/copy';
import type { ApiError } from '@trovapro/domain';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import type { App } from '../app-types.ts';
import { AppError } from './app-error.ts';

/**
 * The one error handler: every non-2xx answer is `{ code, message, field? }`.
 * Validation → 400 naming the field; unknown routes → 404; 5xx details are logged, never sent.
 */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(error.status).headers(error.headers).send(toBody(error.code, error.message, error.field));
    }
    if (error.validation !== undefined) {
      return reply.code(400).send(validationBody(error.validation));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(clientErrorBody(status));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(toBody('internal_error', apiErrorMessages.internalError));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(toBody('not_found', apiErrorMessages.notFound)),
  );
}

function toBody(code: string, message: string, field?: string): ApiError {
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
  const template =
    missing !== undefined ? apiErrorMessages.validationRequiredField : apiErrorMessages.validationInvalidField;
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
