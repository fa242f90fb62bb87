import { apiErrorMessages } from '@trovapro/copy';
import type { App, AppDeps } from '../app-types.ts';
import type { FastifyRequest } from 'fastify';
import { isAdminAreaRequest } from './admin-guard.ts';
import { isBusinessAreaRequest } from './business-guard.ts';
import { AppError } from '../lib/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins allowed to change an area's state: its site's (the admin console's, the checkout's), plus its loopback
 * aliases when it runs on loopback (a browser may open http://127.0.0.1:3001 as well as localhost:3001).
 */
export function allowedOrigins(siteUrl: string): Set<string> {
  const url = new URL(siteUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      const alias = new URL(url.origin);
      alias.hostname = host;
      origins.add(alias.origin);
    }
  }
  return origins;
}

/** The admin console's origins (see allowedOrigins). */
export const allowedAdminOrigins = allowedOrigins;

/**
 * CSRF defence in depth for the admin area and the business area (SameSite=Lax already keeps their cookies off
 * cross-site POSTs; this also covers same-site siblings such as the public site).
 * Browsers send `Origin` on state-changing requests; some older ones only `Referer`, so
 * that is checked the same way. Requests with neither come from non-browser clients
 * (curl, server-side scripts), which cannot ride a victim's cookie, so they are allowed.
 * Login is included: a foreign page must not sign a browser into an attacker's account. The area is
 * judged by the route the router matched, as the admin guard judges it (`/api/%61dmin/logout` too). The business
 * area («Area aziende», on the checkout's host) answers only the checkout's origin, its sign-in included.
 */
export function registerOriginCheck(app: App, { config }: AppDeps): void {
  const adminOrigins = allowedOrigins(config.adminConsoleUrl);
  const checkoutOrigins = allowedOrigins(config.checkoutUrl);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const allowed = isAdminAreaRequest(request) ? adminOrigins : isBusinessAreaRequest(request) ? checkoutOrigins : undefined;
    if (allowed === undefined) return;

    const origin = requestOrigin(request);
    if (origin === undefined || allowed.has(origin)) return;
    throw new AppError('forbidden_origin', apiErrorMessages.forbiddenOrigin);
  });
}

/** The Origin, else the Referer's origin; undefined when the client sent neither (not a browser). */
function requestOrigin(request: FastifyRequest): string | undefined {
  return request.headers.origin ?? refererOrigin(request.headers.referer);
}

/** `null` when the Referer is present but unparsable: treated as a foreign origin. */
function refererOrigin(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined;
  return URL.parse(referer)?.origin ?? 'null';
}
