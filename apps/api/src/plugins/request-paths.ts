import type { FastifyRequest } from 'fastify';

/**
 * The paths a request is judged by (the admin and business guards, the origin check): the route pattern the router
 * matched and the path it asked for, percent-decoded as the router decodes it. `/api/%61dmin/logout` reaches the
 * logout route, so it is the admin area by both; an unmatched path is judged by its decoded form.
 */
export function judgedPaths(request: FastifyRequest): string[] {
  const raw = request.url.split('?', 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the router matched nothing by it; the raw path is judged.
  }
  return [request.routeOptions.url ?? decoded, decoded, raw];
}
