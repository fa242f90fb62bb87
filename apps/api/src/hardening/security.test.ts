import { routes } from '@trovapro/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDeliveryTask } from '../features/email-outbox/email-outbox.service.ts';
import { JobEngine } from '../jobs/job-engine.ts';
import { LogEmailProvider } from '../providers/email/log-provider.ts';
import { SESSION_COOKIE_NAME } from '../plugins/session.ts';
import { fromAddress, latestCodeFor, postJson } from '../test/chat-helpers.ts';
import { createTestApp, login, sessionCookie, signInAdmin, TEST_ADMIN, type TestApp } from '../test/test-app.ts';
import { captureLogs } from '../test/log-capture.ts';

const ADMIN_ORIGIN = 'http://localhost:3001';
const SESSION_SECRET = 'segreto-di-sessione-lungo-abbastanza-0123456789';
const LOG_PROVIDER_MESSAGE = 'email (no email service configured: printed here)';

const { stream: logStream, lines } = captureLogs();

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_CONSOLE_URL: ADMIN_ORIGIN, LOG_LEVEL: 'trace', SESSION_SECRET }, logStream });
  cookie = await signInAdmin(t);
});
afterAll(() => t.close());

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const adminWrites = Object.entries(routes).filter(([, route]) => STATE_CHANGING.has(route.method) && route.path.startsWith('/api/admin/'));

describe('the Origin check on every state-changing admin route of the contract', () => {
  it('covers the admin writes of the contract, sign-in included', () => {
    expect(adminWrites.map(([name]) => name)).toEqual(
      expect.arrayContaining(['adminLogin', 'adminLogout', 'adminCreateBusiness', 'adminUpdateLead']),
    );
  });

  it.each(adminWrites)('%s: a foreign Origin gets 403 forbidden_origin, even signed in', async (_name, route) => {
    const url = route.path.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');
    for (const origin of ['https://evil.example', 'http://localhost:3000', 'null']) {
      const response = await t.app.inject({ method: route.method, url, headers: { cookie, origin }, payload: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden_origin', message: 'Origine della richiesta non consentita' });
    }
  });

  it('leaves the session working: the refused calls changed nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('the session cookie', () => {
  const cookieOf = (response: LightMyRequestResponse) => {
    const found = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    if (found === undefined) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
    return found;
  };

  it('is HttpOnly, SameSite=Lax, path /api/admin, and not Secure over plain http', async () => {
    const set = cookieOf(await login(t.app, TEST_ADMIN));
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/admin' });
    expect(set.secure).toBeUndefined();
  });

  it('is Secure when a trusted proxy says the client used https', async () => {
    const set = cookieOf(await login(t.app, TEST_ADMIN, { 'x-forwarded-proto': 'https' }));
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
  });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(cookieOf(response).secure).toBeUndefined();
  });
});

describe('logs during a full chat flow and an admin session', () => {
  it('never carry a password, a verification code, a cookie, a session id or a secret (the log mailbox aside)', async () => {
    const email = 'log-sicuro@example.it';
    const visitor = fromAddress('192.0.2.77');
    const worker = await JobEngine.open(t.database.db, { log: t.app.log, supervise: false, attach: false });
    await worker.work({ email: emailDeliveryTask(t.database.db, new LogEmailProvider(t.app.log)) });
    lines.length = 0;
    let code: string;
    let signedIn: string;
    try {
      const sent = await postJson(t.app, '/api/send-verification', { email }, visitor);
      expect(sent.statusCode).toBe(200);
      code = await latestCodeFor(t.database.db, email);
      const wrongCode = code === '0000' ? '1111' : '0000';
      expect((await postJson(t.app, '/api/verify-code', { email, code: wrongCode }, visitor)).statusCode).toBe(400);
      expect((await postJson(t.app, '/api/verify-code', { email, code }, visitor)).statusCode).toBe(200);
      const completed = await postJson(
        t.app,
        '/api/leads/complete',
        {
          userEmail: email,
          userName: 'Lucia Bianchi',
          userPhone: '+39 333 123 4567',
          userRequest: 'Perdita dal lavandino a Fano',
          leadId: (sent.json() as { leadId: string }).leadId,
          privacyConsent: true,
        },
        visitor,
      );
      expect(completed.statusCode).toBe(201);

      await login(t.app, { email: TEST_ADMIN.email, password: 'una-password-sbagliata-987' });
      const loggedIn = await login(t.app, TEST_ADMIN, { 'x-forwarded-proto': 'https', authorization: 'Bearer token-segreto-987' });
      signedIn = sessionCookie(loggedIn);
      await t.app.inject({ method: 'GET', url: '/api/admin/me?token=query-segreta-987', headers: { cookie: signedIn } });
      await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie: signedIn } });
      await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: signedIn, origin: ADMIN_ORIGIN } });
      // The code email is delivered (printed by the log provider) before the logs are read.
      await expect.poll(() => lines.filter((line) => line.includes(LOG_PROVIDER_MESSAGE)).length, { timeout: 10_000 }).toBeGreaterThan(1);
    } finally {
      await worker.stop();
    }

    const cookieValue = decodeURIComponent(signedIn.slice(signedIn.indexOf('=') + 1));
    const rawSessionId = cookieValue.split('.')[0] ?? '';
    const secrets = [
      TEST_ADMIN.password,
      'una-password-sbagliata-987',
      cookieValue,
      rawSessionId,
      SESSION_SECRET,
      'token-segreto-987',
      'query-segreta-987',
    ];
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('set-cookie');

    // The code appears only in the log provider's printed email: in that mode the log is the mailbox.
    const carriesCode = (line: string) => stringValues(JSON.parse(line)).some((value) => new RegExp(`\\b${code}\\b`).test(value));
    const withCode = lines.filter(carriesCode);
    expect(withCode.length).toBeGreaterThan(0);
    for (const line of withCode) expect(JSON.parse(line)).toMatchObject({ msg: LOG_PROVIDER_MESSAGE, to: email });
  });
});

/** Every string in a parsed log line, except the logger's own bookkeeping fields. */
function stringValues(value: unknown, key = ''): string[] {
  if (['reqId', 'hostname', 'time', 'pid'].includes(key)) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => stringValues(item));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([name, item]) => stringValues(item, name));
  return [];
}

describe('brute-force limits', () => {
  /**
   * Repeats the attempt until it is limited; the answers before are the normal refusal. Time-window
   * limits say when to retry; a blocked code does not (only a new code helps).
   */
  async function attemptsUntilLimited(attempt: () => Promise<LightMyRequestResponse>, normalStatus: number, { retryAfter = true } = {}) {
    const max = 40;
    for (let count = 1; count <= max; count += 1) {
      const response = await attempt();
      if (response.statusCode === 429) {
        if (retryAfter) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toEqual({ code: expect.any(String), message: expect.stringMatching(/Riprova|Richiedi/) });
        return count;
      }
      expect(response.statusCode).toBe(normalStatus);
    }
    throw new Error(`never limited after ${max} attempts`);
  }

  it('login: repeated wrong passwords for one email get 429', async () => {
    const tries = await attemptsUntilLimited(
      () => login(t.app, { email: 'bersaglio@example.it', password: 'tentativo-sbagliato' }, fromAddress('198.51.100.21')),
      401,
    );
    expect(tries).toBeLessThanOrEqual(11);
  });

  it('verify-code: repeated wrong codes get 429, and then the right code does not help', async () => {
    const email = 'codici@example.it';
    const visitor = fromAddress('198.51.100.22');
    expect((await postJson(t.app, '/api/send-verification', { email }, visitor)).statusCode).toBe(200);
    const code = await latestCodeFor(t.database.db, email);
    const wrong = code === '9999' ? '8888' : '9999';
    const tries = await attemptsUntilLimited(() => postJson(t.app, '/api/verify-code', { email, code: wrong }, visitor), 400, { retryAfter: false });
    expect(tries).toBeLessThanOrEqual(6);
    expect((await postJson(t.app, '/api/verify-code', { email, code }, visitor)).statusCode).toBe(429);
  });

  it('send-verification: repeated sends to one email get 429, from any address', async () => {
    let address = 0;
    const tries = await attemptsUntilLimited(() => {
      address += 1;
      return postJson(t.app, '/api/send-verification', { email: 'inondato@example.it' }, fromAddress(`198.51.100.${100 + address}`));
    }, 200);
    expect(tries).toBeLessThanOrEqual(6);
  });

  it('send-verification: many emails from one address get 429', async () => {
    let n = 0;
    const tries = await attemptsUntilLimited(() => {
      n += 1;
      return postJson(t.app, '/api/send-verification', { email: `uno-${n}@example.it` }, fromAddress('198.51.100.23'));
    }, 200);
    expect(tries).toBeLessThanOrEqual(21);
  });
});
