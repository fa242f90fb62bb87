import { createHash } from 'node:crypto';
import { apiSignInLinkMessages } from '@trovapro/copy';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, login, sessionCookie, type TestApp } from '../../test/test-app.ts';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { LINK_REQUESTS_PER_ADDRESS, LINK_REQUESTS_PER_MAILBOX, purgeOldSignInLinks } from '../sign-in-links/sign-in-links.service.ts';
import { DEVICE_COOKIE_NAME } from './device-cookie.ts';

const CONSOLE = 'https://console.trovapro.example';
let t: TestApp;
let adminId: string;
const admin = { email: 'responsabile@example.it', password: 'password-del-responsabile-1', name: 'Carla Neri' };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_CONSOLE_URL: CONSOLE } });
  adminId = await createAdmin(t, admin);
});
afterAll(() => t.close());

let addressSeq = 0;
/** A client address of its own per call, unless given (the default trusted proxy, loopback, lets inject set it). */
const from = (address = `203.0.113.${++addressSeq}`) => ({ 'x-forwarded-for': address });

const askLink = (email: string, headers = from()) => t.app.inject({ method: 'POST', url: '/api/admin/sign-in-link', payload: { email }, headers });
const redeem = (token: string, headers: Record<string, string> = from()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/sign-in-link/redeem', payload: { token }, headers });

const linkEmails = (to: string) =>
  t.database.db
    .selectFrom('email_outbox')
    .select(['recipient', 'subject', 'html', 'text', 'secrets', 'purpose'])
    .where('recipient', '=', to)
    .where('purpose', '=', 'sign-in-link-admin')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();

/** The token of the latest link emailed to `to`, read from the message as it leaves for the provider. */
async function latestToken(to: string): Promise<string> {
  const emails = await linkEmails(to);
  const last = emails.at(-1);
  if (last === undefined) throw new Error(`no sign-in link emailed to ${to}`);
  const token = new RegExp(`${CONSOLE}/admin/login/link/open#([A-Za-z0-9_-]+)`).exec(deliverableMessage(last).text)?.[1];
  if (token === undefined) throw new Error(`no link in: ${last.text}`);
  return token;
}

const clearLimits = () => t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'sign-in-link%').execute();
const withoutVolatileHeaders = (response: LightMyRequestResponse) => {
  const { date: _date, 'x-request-id': _id, ...rest } = response.headers;
  return rest;
};

describe('one-time sign-in link for a locked-out admin', () => {
  it('ten failures with spellings of the email lock the admin out; a link to their own address lets them in, once, and keeps them in', async () => {
    // The attacker: ten wrong passwords with spellings of the admin's email, from addresses of their own.
    for (const [index, spelling] of ['Responsabile@example.it', 'responsabile+x@example.it', 'RESPONSABILE+y@Example.IT'].entries()) {
      for (let attempt = 0; attempt < (index === 0 ? 4 : 3); attempt += 1) {
        expect((await login(t.app, { email: spelling, password: `sbagliata-${attempt}` }, from('198.51.100.66'))).statusCode).toBe(401);
      }
    }
    // The admin, from their own browser without a device cookie: locked out, the right password notwithstanding.
    expect((await login(t.app, admin, from('192.0.2.200'))).statusCode).toBe(429);

    const asked = await askLink(admin.email, from('192.0.2.200'));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: apiSignInLinkMessages.sent });

    // One email to the admin's own address; the stored message never holds the token, the table only its hash.
    const emails = await linkEmails(admin.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Il tuo link di accesso a TrovaPro');
    const token = await latestToken(admin.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const part of [emails[0]?.text, emails[0]?.html, emails[0]?.subject]) expect(part).not.toContain(token);
    const links = await t.database.db.selectFrom('sign_in_links').selectAll().where('subject_id', '=', adminId).execute();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ purpose: 'admin', used_at: null, token_hash: createHash('sha256').update(token).digest('hex') });
    const lifetime = ((links[0]?.expires_at.getTime() ?? 0) - (links[0]?.created_at.getTime() ?? 0)) / 1000;
    expect(lifetime).toBe(15 * 60);

    // The link signs the admin in: a session, and this browser becomes a trusted device.
    const signedIn = await redeem(token, from('192.0.2.200'));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ id: adminId, name: admin.name, email: admin.email });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: sessionCookie(signedIn) } });
    expect(me.statusCode).toBe(200);
    const device = signedIn.cookies.find((cookie) => cookie.name === DEVICE_COOKIE_NAME);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/login' });

    // With that device cookie the lockout no longer applies to this browser; without it, it still does.
    const again = await login(t.app, admin, { ...from('192.0.2.200'), cookie: `${DEVICE_COOKIE_NAME}=${device?.value}` });
    expect(again.statusCode).toBe(200);
    expect((await login(t.app, admin, from('192.0.2.201'))).statusCode).toBe(429);

    // Single use.
    const reused = await redeem(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ code: 'link_already_used', message: apiSignInLinkMessages.used });
    expect(reused.cookies.find((cookie) => cookie.name === DEVICE_COOKIE_NAME)).toBeUndefined();
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    await clearLimits();
    const known = await askLink(admin.email);
    const unknown = await askLink('nessuno@example.it');
    const lookalike = await askLink('responsabile+altro@example.it');
    for (const response of [unknown, lookalike]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
      expect(withoutVolatileHeaders(response)).toEqual(withoutVolatileHeaders(known));
    }
    expect(await linkEmails('nessuno@example.it')).toEqual([]);
    expect(await linkEmails('responsabile+altro@example.it')).toEqual([]);
  });

  it('tells an expired, a used and an unknown link apart, in Italian', async () => {
    await clearLimits();
    await askLink(admin.email);
    const token = await latestToken(admin.email);
    await t.database.db
      .updateTable('sign_in_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();
    const expired = await redeem(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'link_expired', message: apiSignInLinkMessages.expired });
    expect(expired.cookies).toEqual([]);

    for (const wrong of ['A'.repeat(43), 'troppo-corto', `${token}x`]) {
      const response = await redeem(wrong);
      expect(response.statusCode, wrong).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_token', message: apiSignInLinkMessages.invalid });
    }
  });

  it('keeps a spent or expired link a day (to tell «scaduto» and «già usato»), then the purge task deletes it', async () => {
    await clearLimits();
    await askLink(admin.email);
    const tokenHash = createHash('sha256')
      .update(await latestToken(admin.email))
      .digest('hex');
    const setExpiry = (ago: number) =>
      t.database.db
        .updateTable('sign_in_links')
        .set({ expires_at: new Date(Date.now() - ago) })
        .where('token_hash', '=', tokenHash)
        .execute();
    const kept = async () => (await t.database.db.selectFrom('sign_in_links').select('id').where('token_hash', '=', tokenHash).execute()).length;
    await setExpiry(23 * 60 * 60 * 1000);
    await purgeOldSignInLinks(t.database.db);
    expect(await kept()).toBe(1);
    await setExpiry(25 * 60 * 60 * 1000);
    await purgeOldSignInLinks(t.database.db);
    expect(await kept()).toBe(0);
  });

  it('spends a link once even when redeemed by five requests at the same moment', async () => {
    await clearLimits();
    await askLink(admin.email);
    const token = await latestToken(admin.email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);
  });

  it(`limits links per mailbox (${LINK_REQUESTS_PER_MAILBOX} in 15 minutes, its spellings one) and per client address, alike for unknown addresses`, async () => {
    await clearLimits();
    const before = (await linkEmails(admin.email)).length;
    for (let index = 0; index < LINK_REQUESTS_PER_MAILBOX; index += 1) expect((await askLink(admin.email)).statusCode).toBe(200);
    for (const spelling of ['Responsabile+1@example.it', 'RESPONSABILE@EXAMPLE.IT']) {
      const limited = await askLink(spelling);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'too_many_requests', message: apiSignInLinkMessages.tooManyRequests });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await linkEmails(admin.email)).length - before).toBe(LINK_REQUESTS_PER_MAILBOX);
    // The last link sent is still good while the mailbox is limited: whoever spends the budget cannot lock the admin out.
    expect((await redeem(await latestToken(admin.email))).statusCode).toBe(200);

    // An unknown address meets the same limit.
    for (let index = 0; index < LINK_REQUESTS_PER_MAILBOX; index += 1) expect((await askLink('ignoto@example.it')).statusCode).toBe(200);
    expect((await askLink('ignoto@example.it')).statusCode).toBe(429);

    // Per client address, over any emails.
    const statuses: number[] = [];
    for (let index = 0; index <= LINK_REQUESTS_PER_ADDRESS; index += 1) {
      statuses.push((await askLink(`sconosciuto${index}@example.it`, from('198.51.100.90'))).statusCode);
    }
    expect(statuses).toEqual([...Array(LINK_REQUESTS_PER_ADDRESS).fill(200), 429]);
  });
});
