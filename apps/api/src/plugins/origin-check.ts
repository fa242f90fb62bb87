import { apiErrorMessages } from '@trovapro/copy';
import type { App, AppDeps } from '../app-types.ts';
import { isAdminAreaRequest } from './admin-guard.ts';
import { AppError } from '../lib/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins allowed to change admin state: the admin console's, plus its loopback aliases
 * when it runs on loopback (a browser may open http://127.0.0.1:3001 as well as localhost:3001).
 */
export function allowedAdminOrigins(adminConsoleUrl: string): Set<string> {
  const url = new URL(adminConsoleUrl);
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

/**
 * CSRF defence in depth for the admin area (SameSite=Lax already keeps the cookie off
 * cross-site POSTs; this also covers same-site siblings such as the public site).
 * Browsers send `Origin` on state-changing requests; some older ones only `Referer`, so
 * that is checked the same way. Requests with neither come from non-browser clients
 * (curl, server-side scripts), which cannot ride a victim's cookie, so they are allowed.
 * Login is included: a foreign page must not sign a browser into an attacker's account. The area is
 * judged by the route the router matched, as the admin guard judges it (`/api/%61dmin/logout` too).
 */
export function registerOriginCheck(app: App, { config }: AppDeps): void {
  const allowed = allowedAdminOrigins(config.adminConsoleUrl);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isAdminAreaRequest(request)) return;

    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin === undefined || allowed.has(origin)) return;
    throw new AppError('forbidden_origin', apiErrorMessages.forbiddenOrigin);
  });
}

/** `null` when the Referer is present but unparsable: treated as a foreign origin. */
function refererOrigin(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined;
  return URL.parse(referer)?.origin ?? 'null';
}
