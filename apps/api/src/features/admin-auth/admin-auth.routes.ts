import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH, sharedSessionSecret } from '../../plugins/session.ts';
import { login } from './admin-auth.service.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_NAME, DEVICE_COOKIE_PATH, DeviceCookies } from './device-cookie.ts';

export async function adminAuthRoutes(app: App, { config, db }: AppDeps): Promise<void> {
  const devices = new DeviceCookies(config.sessionSecret ?? (await sharedSessionSecret(db)));

  contractRoute(app, routes.adminLogin, async (request, reply) => {
    const admin = await login(
      db,
      request.body,
      { clientAddress: request.ip, device: devices.read(request.cookies[DEVICE_COOKIE_NAME]) },
      request.log,
    );
    // A new session id at sign-in: a session id planted before login is worthless after it.
    await request.session.regenerate();
    request.session.set('adminId', admin.id);
    // This browser is now a trusted device of this admin (a fresh nonce at every sign-in).
    reply.setCookie(DEVICE_COOKIE_NAME, devices.issue(admin.id), {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: 'auto',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    return admin;
  });

  contractRoute(app, routes.adminMe, async (request) => {
    if (request.admin === null) throw unauthorized();
    return request.admin;
  });

  contractRoute(app, routes.adminLogout, async (request, reply) => {
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE_NAME, { path: SESSION_COOKIE_PATH });
    return { success: true };
  });
}
