import { apiSignInLinkMessages } from '@trovapro/copy';
import { routes, type Admin } from '@trovapro/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH, sharedSessionSecret } from '../../plugins/session.ts';
import { adminSignInLinks, login, redeemAdminSignInLink, requestAdminSignInLink } from './admin-auth.service.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_NAME, DEVICE_COOKIE_PATH, DeviceCookies } from './device-cookie.ts';

export async function adminAuthRoutes(app: App, { config, db }: AppDeps): Promise<void> {
  const devices = new DeviceCookies(config.sessionSecret ?? (await sharedSessionSecret(db)));

  /** A signed-in admin: a fresh session, and this browser a trusted device of this admin (exempt from the email's lockout). */
  async function openSession(request: FastifyRequest, reply: FastifyReply, admin: Admin): Promise<Admin> {
    // A new session id at sign-in: a session id planted before login is worthless after it.
    await request.session.regenerate();
    request.session.set('adminId', admin.id);
    // A fresh nonce at every sign-in.
    reply.setCookie(DEVICE_COOKIE_NAME, devices.issue(admin.id), {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: 'auto',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    return admin;
  }

  contractRoute(app, routes.adminLogin, async (request, reply) => {
    const admin = await login(
      db,
      request.body,
      { clientAddress: request.ip, device: devices.read(request.cookies[DEVICE_COOKIE_NAME]) },
      request.log,
    );
    return openSession(request, reply, admin);
  });

  const signInLinks = adminSignInLinks(config.adminConsoleUrl);
  contractRoute(app, routes.adminRequestSignInLink, async (request) => {
    await requestAdminSignInLink(db, signInLinks, request.body.email, request.ip, request.log);
    return { success: true as const, message: apiSignInLinkMessages.sent };
  });

  contractRoute(app, routes.adminRedeemSignInLink, async (request, reply) => {
    const admin = await redeemAdminSignInLink(db, request.body.token, request.ip, request.log);
    return openSession(request, reply, admin);
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
