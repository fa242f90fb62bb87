import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Who may call a route: anyone, a signed-in admin, or a business signed in to its area (each enforced by one hook in the API). */
export type RouteAccess = 'public' | 'admin' | 'business';

/**
 * One call of the product: the single source of truth shared by the API (validation, OpenAPI)
 * and the typed client. `path` uses Fastify's `:param` syntax.
 */
export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly access: RouteAccess;
  readonly summary: string;
  readonly tag: string;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** Success responses (and a body-less 304) by status code. */
  readonly responses: { readonly [status: number]: TSchema };
  /**
   * The errors this route's own code answers, each with when it happens. Those every route of its kind
   * answers (invalid input, no session, foreign origin, body too large, database down) are added by
   * `routeErrors`; every error is `ApiErrorSchema`.
   */
  readonly errors?: { readonly [S in ErrorStatus]?: string };
}

/** Statuses of the API's error answers, each `{ code, message, field? }` (`ApiErrorSchema`). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 502 | 503;

export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}

/**
 * A route as a browser calls it: its method and path, the contract riding along as a type only. A bundle
 * that must stay small (the landing page's chat island) calls routes through these, so the contract's
 * TypeBox schemas stay out of it; the method and path are checked against the contract when compiling.
 */
export interface RouteRef<R extends RouteContract = RouteContract> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly __route?: R;
}

/** `routeRef<typeof routes.leadProfile>('POST', '/api/leads/profile')`. */
export function routeRef<R extends RouteContract>(method: R['method'], path: R['path']): RouteRef<R> {
  return { method, path };
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** A part whose every field is optional (e.g. a query of filters) may itself be left out. */
type Part<R, K extends 'params' | 'query' | 'body'> = R extends { readonly [P in K]: infer S extends TSchema }
  ? // biome-ignore lint/complexity/noBannedTypes: `{}` here asks whether every field of S is optional.
    {} extends Static<S>
    ? { [P in K]?: Static<S> }
    : { [P in K]: Static<S> }
  : { [P in K]?: never };

/** What a caller passes to `call(route, input)`: `{ params?, query?, body? }` as the route declares them. */
export type RouteInput<R extends RouteContract> = Part<R, 'params'> & Part<R, 'query'> & Part<R, 'body'>;

/** The decoded body of the route's success response(s). */
export type RouteOutput<R extends RouteContract> = {
  [S in keyof R['responses'] & SuccessStatus]: Static<R['responses'][S]>;
}[keyof R['responses'] & SuccessStatus];

/** Replaces `:name` segments with encoded values. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
