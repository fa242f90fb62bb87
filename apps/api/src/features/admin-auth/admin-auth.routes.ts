import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../plugins/app-error.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { SESSION_COOKIE_NAME } from '../../plugins/session.ts';
import { login } from './admin-auth.service.ts';

export async function adminAuthRoutes(app: App, { db }: AppDeps): Promise<void> {
  contractRoute(app, routes.adminLogin, async (request) => {
    const admin = await login(db, request.body, request.ip);
    // A new session id at sign-in: a session id planted before login is worthless after it.
    await request.session.regenerate();
    request.session.set('adminId', admin.id);
    return admin;
  });

  contractRoute(app, routes.adminMe, async (request) => {
    if (request.admin === null) throw unauthorized();
    return request.admin;
  });

  contractRoute(app, routes.adminLogout, async (request, reply) => {
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    return { success: true };
  });
}
