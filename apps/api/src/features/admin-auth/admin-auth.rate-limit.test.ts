import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hit } from '../../lib/rate-limit.ts';
import { createAdmin, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app.ts';
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_DEVICE, LOGIN_FAILURES_PER_EMAIL, LOGIN_WINDOW_MS } from './admin-auth.service.ts';
import { DEVICE_COOKIE_NAME } from './device-cookie.ts';
import { captureLogs } from '../../test/log-capture.ts';

let t: TestApp;
const victim = { email: 'vittima@example.it', password: 'password-vittima-1', name: 'Vittima' };

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  await createAdmin(t, victim);
});
afterAll(() => t.close());

/** Each test uses its own client address (the default trusted proxy, loopback, lets inject set it). */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('failed admin logins are limited', () => {
  it('per email: the 11th failure in 15 minutes gets 429 with Retry-After, even with the right password', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await login(t.app, { email: victim.email, password: `sbagliata-${attempt}` }, from('198.51.100.1'))).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));

    const limited = await login(t.app, { email: victim.email, password: 'sbagliata-11' }, from('198.51.100.1'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'too_many_attempts',
      message: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);

    // The limit is on the email, whatever the address; the right password does not lift it.
    const rightPassword = await login(t.app, victim, from('198.51.100.2'));
    expect(rightPassword.statusCode).toBe(429);
  });

  it('never blocks a correct login for another email, from the same address', async () => {
    const response = await login(t.app, TEST_ADMIN, from('198.51.100.1'));
    expect(response.statusCode).toBe(200);
  });

  it('limits twenty wrong logins for one email before the twentieth', async () => {
    const email = 'attaccato@example.it';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      statuses.push((await login(t.app, { email, password: `tentativo-${attempt}` }, from('198.51.100.3'))).statusCode);
    }
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(0);
    expect(statuses.indexOf(429)).toBeLessThan(19);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(Array(20 - statuses.indexOf(429)).fill(429));
  });

  it('counts successes as nothing: many correct logins are never limited', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(t.app, TEST_ADMIN, from('198.51.100.4'))).statusCode).toBe(200);
    }
  });

  it('per client address: 100 failures from one address block it, and only it', async () => {
    const address = '198.51.100.5';
    for (let failure = 0; failure < LOGIN_FAILURES_PER_ADDRESS; failure += 1) {
      await hit(t.database.db, `admin-login:address:${address}`, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS);
    }
    expect((await login(t.app, TEST_ADMIN, from(address))).statusCode).toBe(429);
    expect((await login(t.app, TEST_ADMIN, from('198.51.100.6'))).statusCode).toBe(200);
  });
});

describe("the real admin's browser is never locked out from elsewhere (device cookies)", () => {
  const owner = { email: 'titolare@example.it', password: 'password-titolare-1', name: 'Titolare' };
  const logs = captureLogs();
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ logStream: logs.stream, env: { LOG_LEVEL: 'info' } });
    await createAdmin(app, owner);
    await createAdmin(app, victim);
  });
  afterAll(() => app.close());

  /** The `name=value` of the device cookie a successful sign-in set. */
  function deviceCookieOf(response: Awaited<ReturnType<typeof login>>): string {
    const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE_NAME);
    if (cookie === undefined) throw new Error('no device cookie');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/login' });
    return `${cookie.name}=${cookie.value}`;
  }
  const withDevice = (cookie: string, address: string) => ({ ...from(address), cookie });

  it("ten wrong passwords from ten addresses lock out strangers, not the admin's own browser", async () => {
    const device = deviceCookieOf(await login(app.app, owner, from('203.0.113.1')));
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL; attempt += 1) {
      const response = await login(app.app, { email: owner.email, password: `indovina-${attempt}` }, from(`198.18.0.${attempt + 1}`));
      expect(response.statusCode).toBe(401);
    }
    // A new browser (or the attacker) is locked out for this email…
    expect((await login(app.app, owner, from('198.18.0.50'))).statusCode).toBe(429);
    // …the browser that signed in before is not, from any address.
    const trusted = await login(app.app, owner, withDevice(device, '203.0.113.99'));
    expect(trusted.statusCode).toBe(200);
    // Its cookie is renewed with a new nonce.
    expect(deviceCookieOf(trusted)).not.toBe(device);

    const text = logs.text();
    expect(text).toContain('admin login failed');
    expect(text).toContain('admin login locked out');
    expect(text).toContain('t***@example.it');
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('indovina-');
  });

  it("a trusted browser's own failures are bounded and lock only that cookie", async () => {
    const device = deviceCookieOf(await login(app.app, victim, from('203.0.113.2')));
    const other = deviceCookieOf(await login(app.app, victim, from('203.0.113.3')));
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_DEVICE; attempt += 1) {
      expect((await login(app.app, { email: victim.email, password: `x-${attempt}` }, withDevice(device, '203.0.113.2'))).statusCode).toBe(401);
    }
    expect((await login(app.app, victim, withDevice(device, '203.0.113.2'))).statusCode).toBe(429);
    // The other browser of the admin, and a stranger's first try, are unaffected.
    expect((await login(app.app, victim, withDevice(other, '203.0.113.3'))).statusCode).toBe(200);
    expect((await login(app.app, victim, from('203.0.113.4'))).statusCode).toBe(200);
  });

  it("a forged cookie, or one issued to another admin, counts as a stranger's browser", async () => {
    const ownersDevice = deviceCookieOf(await login(app.app, victim, from('203.0.113.5')));
    const [name, value] = ownersDevice.split('=') as [string, string];
    const [adminId, nonce] = value.split('.');
    const forgeries = [`${name}=${adminId}.${nonce}.${'A'.repeat(43)}`, `${name}=${adminId}.${nonce}`, `${name}=garbage`, ownersDevice];
    const email = 'guardia@example.it';
    await createAdmin(app, { email, password: 'password-guardia-1', name: 'Guardia' });
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL; attempt += 1) {
      const cookie = forgeries[attempt % forgeries.length] ?? '';
      expect((await login(app.app, { email, password: `no-${attempt}` }, withDevice(cookie, `198.18.1.${attempt + 1}`))).statusCode).toBe(401);
    }
    expect((await login(app.app, { email, password: 'password-guardia-1' }, withDevice(ownersDevice, '198.18.1.99'))).statusCode).toBe(429);
  });
});
