import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hit } from '../../plugins/rate-limit.ts';
import { createAdmin, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app.ts';
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS } from './admin-auth.service.ts';

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
