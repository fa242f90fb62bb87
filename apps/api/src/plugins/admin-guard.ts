import type { Admin } from '@trovapro/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types.ts';
import { unauthorized } from '../lib/app-error.ts';
import { judgedPaths } from './request-paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin on guarded paths (set by the admin guard), otherwise null. */
    admin: Admin | null;
  }
}

const ADMIN_PREFIX = '/api/admin';
/** The admin area's doors: signing in with a password, asking an emailed sign-in link, opening one. */
const PUBLIC_ADMIN_PATHS: ReadonlySet<string> = new Set(['/api/admin/login', '/api/admin/sign-in-link', '/api/admin/sign-in-link/redeem']);

const isAdminPath = (path: string) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

/** Every `/api/admin/*` path except the ways to sign in needs an admin session. */
export function requiresAdminSession(path: string): boolean {
  return isAdminPath(path) && !PUBLIC_ADMIN_PATHS.has(path);
}

/** The admin area, however its path is spelled (the one rule of the guard and of the CSRF check). */
export function isAdminAreaRequest(request: FastifyRequest): boolean {
  return judgedPaths(request).some(isAdminPath);
}

function needsAdminSession(request: FastifyRequest): boolean {
  return judgedPaths(request).some(requiresAdminSession);
}

/** Looks up the admin a session names: the admin-auth feature's, passed in by `buildApp` (plugins import no feature). */
export type FindAdmin = (adminId: string) => Promise<Admin | undefined>;

/**
 * The one guard of the admin area: an `onRequest` hook, so it answers 401 before any body
 * parsing or validation, and Fastify runs it for unmatched paths too (no handler yet → still 401).
 * It checks the matched route pattern and the requested path (raw and decoded), so none can slip past.
 */
export function registerAdminGuard(app: App, findAdmin: FindAdmin): void {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    if (!needsAdminSession(request)) return;

    // Outside the cookie's path (a percent-encoded spelling of the area) the plugin built no session.
    const adminId = typeof request.session.get === 'function' ? request.session.get('adminId') : undefined;
    const admin = adminId === undefined ? undefined : await findAdmin(adminId);
    if (admin === undefined) throw unauthorized();
    request.admin = admin;
  });
}
