import type { ErrorStatus, RouteContract } from './define-route.ts';

/** One error answer of a route, as the OpenAPI document lists it. */
export interface RouteError {
  readonly status: ErrorStatus;
  readonly description: string;
}

/** Methods whose body the API parses (and so may refuse), whether or not the route declares one. */
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type ErrorDescriptions = { [S in ErrorStatus]?: string };

/** What the API answers for every route of a kind, before or around its handler. */
function commonErrors(route: RouteContract): ErrorDescriptions {
  const parsesBody = BODY_METHODS.has(route.method);
  const takesInput = parsesBody || route.params !== undefined || route.query !== undefined;
  return {
    ...(takesInput
      ? {
          400:
            'Invalid input: `validation_error` names the field in `field`; `bad_request` for malformed JSON, ' +
            '`invalid_characters` for text that cannot be stored.',
        }
      : {}),
    ...(route.access === 'admin' ? { 401: 'No valid admin session (`unauthorized`).' } : {}),
    ...(route.access === 'business' ? { 401: 'No valid business session (`unauthorized`).' } : {}),
    // The origin check covers every state-changing call of the admin area and of the business area, sign-in included.
    ...(parsesBody && route.path.startsWith('/api/admin/') ? { 403: 'Origin (or Referer) is not the admin console (`forbidden_origin`).' } : {}),
    ...(parsesBody && route.path.startsWith('/api/business/area/')
      ? { 403: 'Origin (or Referer) is not the checkout site of the «Area aziende» (`forbidden_origin`).' }
      : {}),
    ...(parsesBody
      ? {
          413: 'The body is over the size limit (`payload_too_large`).',
          415: 'The body is neither JSON nor plain text (`unsupported_media_type`).',
        }
      : {}),
    500: 'Unexpected failure (`internal_error`); the details are logged, never sent.',
    503: 'The database is unreachable (`service_unavailable`); `Retry-After` says when to try again.',
  };
}

/**
 * Every error status the route can answer, ascending: the common ones of its kind and its own `errors`
 * (a status both list gets both descriptions). A status the contract answers with its own body (the
 * health check's 503) is not an error here.
 */
export function routeErrors(route: RouteContract): RouteError[] {
  const common = commonErrors(route);
  const own: ErrorDescriptions = route.errors ?? {};
  const statuses = new Set([...Object.keys(common), ...Object.keys(own)].map(Number) as ErrorStatus[]);
  return [...statuses]
    .filter((status) => route.responses[status] === undefined)
    .sort((a, b) => a - b)
    .map((status) => ({ status, description: [common[status], own[status]].filter((text) => text !== undefined).join(' ') }));
}
