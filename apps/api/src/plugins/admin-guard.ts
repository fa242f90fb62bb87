import type { Admin } from '@trovapro/domain';
import type { App, AppDeps } from '../app-types.ts';
import { findAdminById } from '../features/admin-auth/admin-auth.repository.ts';
import { toAdmin } from '../features/admin-auth/admin-auth.service.ts';
import { unauthorized } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin on guarded paths (set by the admin guard), otherwise null. */
    admin: Admin | null;
  }
}

const ADMIN_PREFIX = '/api/admin';
const LOGIN_PATH = '/api/admin/login';

/** Every `/api/admin/*` path except login needs an admin session. */
export function requiresAdminSession(path: string): boolean {
  return (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) && path !== LOGIN_PATH;
}

/**
 * The one guard of the admin area: an `onRequest` hook, so it answers 401 before any body
 * parsing or validation, and Fastify runs it for unmatched paths too (no handler yet → still 401).
 * It checks the matched route pattern and the raw path, so neither can slip past.
 */
export function registerAdminGuard(app: App, { db }: AppDeps): void {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    const rawPath = request.url.split('?', 1)[0] ?? '';
    const pattern = request.routeOptions.url ?? rawPath;
    if (!requiresAdminSession(pattern) && !requiresAdminSession(rawPath)) return;

    const adminId = request.session.get('adminId');
    const row = adminId === undefined ? undefined : await findAdminById(db, adminId);
    if (row === undefined) throw unauthorized();
    request.admin = toAdmin(row);
  });
}
