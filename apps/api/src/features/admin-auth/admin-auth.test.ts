import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '../../plugins/session.ts';
import { createAdmin, createTestApp, login, sessionCookie, TEST_ADMIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = await createAdmin(t);
});
afterAll(() => t.close());

describe('POST /api/admin/login', () => {
  it('signs in with a session cookie that is HttpOnly, SameSite=Lax, sent to /api/admin only and lasts 8 hours', async () => {
    const response = await login(t.app, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: adminId, name: TEST_ADMIN.name, email: TEST_ADMIN.email });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/admin' });
    // Plain http here, so not Secure (secure: 'auto').
    expect(cookie?.secure).toBeFalsy();
    const lifetimeMs = (cookie?.expires?.getTime() ?? 0) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(7.9 * 3600_000);
    expect(lifetimeMs).toBeLessThanOrEqual(8 * 3600_000);
  });

  it('marks the cookie Secure when a trusted proxy says the client used https', async () => {
    const response = await login(t.app, TEST_ADMIN, { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.secure).toBe(true);
  });

  it('matches the email case-insensitively', async () => {
    const response = await login(t.app, { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it('rotates the session id: the session sent before login is not the one after, and is gone', async () => {
    const before = sessionCookie(await login(t.app, TEST_ADMIN));
    const again = await login(t.app, TEST_ADMIN, { cookie: before });
    const after = sessionCookie(again);

    expect(after).not.toBe(before);
    const oldSession = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: before } });
    expect(oldSession.statusCode).toBe(401);
    const newSession = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: after } });
    expect(newSession.statusCode).toBe(200);
  });

  it('answers 401 invalid_credentials for a wrong password, without a cookie', async () => {
    const response = await login(t.app, { email: TEST_ADMIN.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_credentials', message: 'Credenziali non valide' });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers the same 401 for an unknown email', async () => {
    const response = await login(t.app, { email: 'nessuno@example.it', password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_credentials', message: 'Credenziali non valide' });
  });
});

describe('GET /api/admin/me and POST /api/admin/logout', () => {
  it('answers the admin with the session cookie and 401 without', async () => {
    const cookie = sessionCookie(await login(t.app, TEST_ADMIN));

    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: adminId, name: TEST_ADMIN.name, email: TEST_ADMIN.email });

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'unauthorized', message: 'Accesso non autorizzato' });
  });

  it('rejects a forged cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `${SESSION_COOKIE_NAME}=forged.signature` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends the session at logout: the same cookie then gets 401', async () => {
    const cookie = sessionCookie(await login(t.app, TEST_ADMIN));

    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    const cleared = logout.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cleared).toMatchObject({ value: '', path: SESSION_COOKIE_PATH });

    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401 when the admin behind a session no longer exists', async () => {
    const other = { email: 'temporaneo@example.it', password: 'password-temporanea', name: 'Temp' };
    await createAdmin(t, other);
    const cookie = sessionCookie(await login(t.app, other));
    await t.database.db.deleteFrom('admins').where('email', '=', other.email).execute();

    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('are rows in the database keyed by a hash, so they survive an API restart', async () => {
    const cookie = sessionCookie(await login(t.app, TEST_ADMIN));
    const rawId = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const stored = await t.database.db.selectFrom('sessions').select('sid').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.sid)).not.toContain(rawId);

    // A second instance on the same database (same generated secret in app_secrets) accepts the cookie.
    const second = await buildApp({ config: t.config, db: t.database.db });
    try {
      const me = await second.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('the session outside the admin area', () => {
  it('is not built for a public read, even when the cookie is sent, and an escaped admin path gets 401', async () => {
    const cookie = sessionCookie(await login(t.app, TEST_ADMIN));
    const app = await buildApp({ config: t.config, db: t.database.db });
    const sessionIds = new Map<string, unknown>();
    app.addHook('onResponse', async (request) => {
      sessionIds.set(request.url, request.session.sessionId);
    });
    try {
      const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(sessionIds.get('/api/admin/me')).toEqual(expect.any(String));

      const read = await app.inject({ method: 'GET', url: '/api/templates/public', headers: { cookie } });
      expect(read.statusCode).toBe(200);
      expect(sessionIds.get('/api/templates/public')).toBeUndefined();
      expect(read.cookies).toEqual([]);

      // The router decodes it to the admin area; the browser would not send the cookie there: no admin.
      const escaped = await app.inject({ method: 'GET', url: '/api/%61dmin/me', headers: { cookie } });
      expect(escaped.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
