import { routeErrors, routeName, type RouteContract } from '@trovapro/domain';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { App } from '../app-types.ts';
import { requiresAdminSession } from '../plugins/admin-guard.ts';
import { requiresBusinessSession } from '../plugins/business-guard.ts';
import type { AppError } from './app-error.ts';
import { API_ERROR_SCHEMA_REF } from '../plugins/openapi.ts';

/**
 * A route's own answer to input its schemas refuse, where the product words it (e.g. «Inserisci una parola chiave…»):
 * the error to send, or undefined for the error handler's generic 400 naming the field. `part` is the refused
 * part of the request ('body', 'params', 'querystring').
 */
export type InputRefusal = (issues: readonly FastifySchemaValidationError[], part: FastifyError['validationContext']) => AppError | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `contractRoute`, read by the error handler. */
    invalidInput?: InputRefusal;
  }
}

export interface ContractRouteOptions {
  invalidInput?: InputRefusal;
}

type StaticOf<S> = S extends TSchema ? Static<S> : unknown;

/** The request a contract's handler receives: params, query and body typed from the contract. */
export type ContractRequest<R extends RouteContract> = FastifyRequest<{
  Params: StaticOf<R['params']>;
  Querystring: StaticOf<R['query']>;
  Body: StaticOf<R['body']>;
}>;

/** Any of the contract's declared response bodies (set the status with `reply.code()` when not 200). */
export type ContractResponse<R extends RouteContract> = {
  [S in keyof R['responses']]: StaticOf<R['responses'][S]>;
}[keyof R['responses']];

/** A handler answers a declared body, or the reply it sent itself (a file streamed with `reply.send`). */
export type ContractHandler<R extends RouteContract> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<ContractResponse<R> | FastifyReply>;

/** Each access's OpenAPI security requirement (the schemes of plugins/openapi.ts). */
const SECURITY: Record<RouteContract['access'], Array<Record<string, string[]>>> = {
  public: [],
  admin: [{ adminSession: [] }],
  business: [{ businessSession: [] }],
};

/**
 * Registers the handler of a domain route contract: method, path, validation of params/query/body,
 * response serialization (which also drops fields the contract does not declare), OpenAPI metadata (the
 * route's name in the contract as operationId, its success answers, and every error of `routeErrors`).
 * Every feature registers its routes through this helper; a route outside the contract is refused.
 */
export function contractRoute<R extends RouteContract>(
  app: App,
  route: R,
  handler: NoInfer<ContractHandler<R>>,
  options: ContractRouteOptions = {},
): void {
  // The admin and business guards decide by path; refuse a contract whose declared access disagrees with them.
  if (requiresAdminSession(route.path) !== (route.access === 'admin')) {
    throw new Error(`Route ${route.method} ${route.path}: access "${route.access}" disagrees with the admin guard`);
  }
  if (requiresBusinessSession(route.path) !== (route.access === 'business')) {
    throw new Error(`Route ${route.method} ${route.path}: access "${route.access}" disagrees with the business guard`);
  }
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      operationId: routeName(route),
      tags: [route.tag],
      summary: route.summary,
      // Public routes say so (an empty requirement), so no operation leaves its security undefined.
      security: SECURITY[route.access],
      ...(route.params === undefined ? {} : { params: route.params }),
      ...(route.query === undefined ? {} : { querystring: route.query }),
      ...(route.body === undefined ? {} : { body: route.body }),
      response: { ...successResponses(route), ...errorResponses(route) },
    },
    ...(options.invalidInput === undefined ? {} : { config: { invalidInput: options.invalidInput } }),
    // The contract types the handler; Fastify's generic route typing cannot follow a generic R.
    handler: handler as never,
  });
}

/**
 * The contract's success answers. A body declared with its own media type (a string schema with
 * `contentMediaType`, e.g. the CSV exports) is registered under that type: the OpenAPI document says so,
 * and Fastify sends the handler's stream as it is instead of serializing JSON.
 */
function successResponses(route: RouteContract): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(route.responses).map(([status, schema]) => {
      const mediaType = (schema as { contentMediaType?: unknown }).contentMediaType;
      return typeof mediaType === 'string'
        ? [status, { description: `The file (${mediaType})`, content: { [mediaType]: { schema } } }]
        : [status, schema];
    }),
  );
}

/** Statuses whose answer may carry `Retry-After` (rate limits, database outage). */
const RETRY_AFTER_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Every error the route can answer, each the shared error schema with when it happens. */
function errorResponses(route: RouteContract): Record<number, object> {
  return Object.fromEntries(
    routeErrors(route).map(({ status, description }) => [
      status,
      {
        $ref: API_ERROR_SCHEMA_REF,
        description,
        ...(RETRY_AFTER_STATUSES.has(status)
          ? { headers: { 'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again' } } }
          : {}),
      },
    ]),
  );
}
