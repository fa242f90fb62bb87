import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, signInAdmin, TEST_ADMIN, type TestApp } from '../test/test-app.ts';
import { allowedAdminOrigins } from './origin-check.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_CONSOLE_URL: 'http://localhost:3001' } });
  cookie = await signInAdmin(t);
});
afterAll(() => t.close());

const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, ...headers } });

describe('allowedAdminOrigins', () => {
  it('accepts the loopback aliases of a loopback admin console, same port', () => {
    expect([...allowedAdminOrigins('http://localhost:3001')].sort()).toEqual(['http://127.0.0.1:3001', 'http://[::1]:3001', 'http://localhost:3001']);
  });

  it('accepts only its own origin for a public host', () => {
    expect([...allowedAdminOrigins('https://admin.trovapro.it/admin')]).toEqual(['https://admin.trovapro.it']);
  });
});

describe('origin check on state-changing admin calls', () => {
  it('answers 403 forbidden_origin to a foreign Origin, on login too', async () => {
    const foreign = { origin: 'http://localhost:3000' };
    const response = await logout(foreign);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden_origin', message: 'Origine della richiesta non consentita' });
    expect((await login(t.app, TEST_ADMIN, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('judges the route the router matched: an escaped path is no way around it', async () => {
    // Outside the session cookie's path (an escaped `admin`) there is no session: the guard answers first.
    const refusals = {
      '/api/%61dmin/logout': 'unauthorized',
      '/api/adm%69n/logout': 'unauthorized',
      '/api/admin/%6cogout': 'forbidden_origin',
      '/api/admin/logout?x=/api/public': 'forbidden_origin',
    };
    for (const [url, code] of Object.entries(refusals)) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie, origin: 'https://evil.example' } });
      expect(response.statusCode, url).toBe(code === 'unauthorized' ? 401 : 403);
      expect(response.json()).toMatchObject({ code });
    }
    // The session survived every attempt.
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('uses the Referer when Origin is absent', async () => {
    expect((await logout({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await logout({ referer: 'not a url' })).statusCode).toBe(403);
    const sameOrigin = await login(t.app, TEST_ADMIN, { referer: 'http://localhost:3001/admin/login' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("accepts the admin console's origin and its loopback alias", async () => {
    expect((await login(t.app, TEST_ADMIN, { origin: 'http://localhost:3001' })).statusCode).toBe(200);
    expect((await login(t.app, TEST_ADMIN, { origin: 'http://127.0.0.1:3001' })).statusCode).toBe(200);
    expect((await login(t.app, TEST_ADMIN, { origin: 'http://127.0.0.1:3002' })).statusCode).toBe(403);
  });

  it('allows clients that send neither Origin nor Referer', async () => {
    expect((await login(t.app, TEST_ADMIN)).statusCode).toBe(200);
  });

  it('does not apply to reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
