import type { BusinessAccount } from '@trovapro/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types.ts';
import { unauthorized } from '../lib/app-error.ts';
import { BUSINESS_COOKIE_NAME, setBusinessCookie } from './business-session.ts';
import { judgedPaths } from './request-paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in business on the area's guarded paths (set by the business guard), otherwise null. */
    business: BusinessAccount | null;
  }
}

export const BUSINESS_AREA_PREFIX = '/api/business/area';
/** The area's doors: asking an emailed link, opening one. */
const PUBLIC_BUSINESS_AREA_PATHS: ReadonlySet<string> = new Set(['/api/business/area/link', '/api/business/area/session']);

const isBusinessAreaPath = (path: string) => path === BUSINESS_AREA_PREFIX || path.startsWith(`${BUSINESS_AREA_PREFIX}/`);

/** Every `/api/business/area/*` path except the ways to sign in needs a business session. */
export function requiresBusinessSession(path: string): boolean {
  return isBusinessAreaPath(path) && !PUBLIC_BUSINESS_AREA_PATHS.has(path);
}

/** The business area, however its path is spelled (the one rule of the guard and of the origin check). */
export function isBusinessAreaRequest(request: FastifyRequest): boolean {
  return judgedPaths(request).some(isBusinessAreaPath);
}

function needsBusinessSession(request: FastifyRequest): boolean {
  return judgedPaths(request).some(requiresBusinessSession);
}

/** A session found by its cookie: the business, and whether its expiry was just moved (the cookie is then set again). */
export interface BusinessSessionFound {
  readonly business: BusinessAccount;
  readonly renewed: boolean;
}

/** Looks up the session a cookie value names: the business-area feature's, passed in by `buildApp` (plugins import no feature). */
export type FindBusinessSession = (cookieValue: string) => Promise<BusinessSessionFound | undefined>;

/**
 * The one guard of the business area, as the admin guard is the admin area's: an `onRequest` hook judging the matched
 * route and the requested path (raw and decoded), answering 401 before any parsing. Only the area's own cookie opens
 * it: the admin's session never does (and this cookie never opens the admin area, whose guard reads only its session).
 */
export function registerBusinessGuard(app: App, findSession: FindBusinessSession): void {
  app.decorateRequest('business', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!needsBusinessSession(request)) return;

    const value = request.cookies[BUSINESS_COOKIE_NAME] ?? '';
    const found = value === '' ? undefined : await findSession(value);
    if (found === undefined) throw unauthorized();
    request.business = found.business;
    if (found.renewed) setBusinessCookie(reply, value);
  });
}
