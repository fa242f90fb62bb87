import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { App, AppDeps } from '../app-types.ts';
import { sharedSecret } from '../db/app-secrets.ts';
import type { Db } from '../db/database.ts';
import { createSessionStore } from '../lib/session-store.ts';

declare module 'fastify' {
  interface Session {
    adminId?: string;
  }
}

export const SESSION_COOKIE_NAME = 'trovapro_admin';
/** The browser sends the cookie to the admin area only, and the plugin builds no session elsewhere. */
export const SESSION_COOKIE_PATH = '/api/admin';
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;
const SECRET_NAME = 'session_secret';

/**
 * Cookie + session plugins. The cookie is HttpOnly, SameSite=Lax, Secure when the request came
 * over https (directly or through a trusted proxy), 8 h rolling, scoped to the admin area; nothing
 * is stored or sent until the session holds something (login). Outside the cookie's path the plugin
 * leaves `request.session` an empty object: public reads cost no session (see docs/PERFORMANCE.md).
 */
export async function registerSession(app: App, { config, db }: AppDeps): Promise<void> {
  const secret = config.sessionSecret ?? (await sharedSessionSecret(db));
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret,
    cookieName: SESSION_COOKIE_NAME,
    store: createSessionStore(db),
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      path: SESSION_COOKIE_PATH,
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}

/**
 * Without SESSION_SECRET, one secret is generated once and kept in the database, so sessions
 * survive restarts and every instance signs cookies alike. The first instance to insert wins.
 */
export function sharedSessionSecret(db: Db): Promise<string> {
  return sharedSecret(db, SECRET_NAME);
}
