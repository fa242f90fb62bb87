import { ApiErrorSchema, type RouteContract } from '@trovapro/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { App } from '../app-types.ts';
import { requiresAdminSession } from './admin-guard.ts';

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

export type ContractHandler<R extends RouteContract> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<ContractResponse<R>>;

/**
 * Registers the handler of a domain route contract: method, path, validation of params/query/body,
 * response serialization (which also drops fields the contract does not declare), OpenAPI metadata.
 * Every feature registers its routes through this helper.
 */
export function contractRoute<R extends RouteContract>(app: App, route: R, handler: NoInfer<ContractHandler<R>>): void {
  // The admin guard decides by path; refuse a contract whose declared access disagrees with it.
  if (requiresAdminSession(route.path) !== (route.access === 'admin')) {
    throw new Error(`Route ${route.method} ${route.path}: access "${route.access}" disagrees with the admin guard`);
  }
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [route.tag],
      summary: route.summary,
      ...(route.access === 'admin' ? { security: [{ adminSession: [] }] } : {}),
      ...(route.params === undefined ? {} : { params: route.params }),
      ...(route.query === undefined ? {} : { querystring: route.query }),
      ...(route.body === undefined ? {} : { body: route.body }),
      response: { ...route.responses, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema },
    },
    // The contract types the handler; Fastify's generic route typing cannot follow a generic R.
    handler: handler as never,
  });
}
