import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, login, sessionCookie, TEST_ADMIN, type TestApp } from '../test/test-app.ts';
import { captureLogs } from '../test/log-capture.ts';

const { stream: capture, lines } = captureLogs();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: capture });
  await createAdmin(t);
});
afterAll(() => t.close());

describe('request logs', () => {
  it('carry method, path, status and time, but never the password or the session cookie', async () => {
    const wrongPassword = 'una-password-sbagliata-123';
    await login(t.app, { email: TEST_ADMIN.email, password: wrongPassword });
    const signedIn = await login(t.app, TEST_ADMIN, { authorization: 'Bearer token-segreto-xyz' });
    const cookie = sessionCookie(signedIn);
    const cookieValue = cookie.split('=')[1] ?? '';
    const rawSessionId = decodeURIComponent(cookieValue).split('.')[0] ?? '';
    await t.app.inject({ method: 'GET', url: '/api/admin/me?token=query-segreta', headers: { cookie } });
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [TEST_ADMIN.password, wrongPassword, cookieValue, rawSessionId, 'token-segreto-xyz', 'query-segreta']) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('set-cookie');

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/admin/login', statusCode: 401, responseTime: expect.any(Number) }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/admin/me', statusCode: 200 }));
  });
});
