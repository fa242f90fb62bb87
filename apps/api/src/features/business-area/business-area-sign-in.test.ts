import { createHash } from 'node:crypto';
import { apiBusinessAreaMessages, apiSignInLinkMessages } from '@trovapro/copy';
import { routes, type RouteContract } from '@trovapro/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiresBusinessSession } from '../../plugins/business-guard.ts';
import { BUSINESS_COOKIE_NAME } from '../../plugins/business-session.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, inviteBusiness } from '../checkout/sent-lead.fixture.ts';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { LINK_REQUESTS_PER_MAILBOX } from '../sign-in-links/sign-in-links.service.ts';
import { purgeExpiredBusinessSessions } from './business-area.service.ts';

const CHECKOUT = 'https://trovapro.example';
const CONSOLE = 'https://console.trovapro.example';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
/** A business offered a lead: it may sign in. */
let offered: { id: string; email: string; name: string };
/** Offered a lead, then paused (offers stopped): it may sign in too. */
let paused: { id: string; email: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_URL: CHECKOUT, ADMIN_CONSOLE_URL: CONSOLE } });
  const { db } = t.database;
  const leadId = await insertSentLead(db);
  offered = { email: 'offerta@example.it', name: 'Idraulica Offerta', id: '' };
  offered.id = (await inviteBusiness(db, leadId, { email: offered.email, name: offered.name })).id;
  paused = { email: 'in-pausa@example.it', name: 'Idraulica in Pausa', id: '' };
  paused.id = (await inviteBusiness(db, leadId, { email: paused.email, name: paused.name, isActive: false })).id;
  await db.updateTable('businesses').set({ paused_at: new Date(), paused_reason: 'unsubscribed' }).where('id', '=', paused.id).execute();
  // Refused: offered a lead once, then refused by the admin.
  const refused = await inviteBusiness(db, leadId, { email: 'rifiutata@example.it', name: 'Ditta Rifiutata' });
  await db.updateTable('businesses').set({ approval: 'refused', is_active: false }).where('id', '=', refused.id).execute();
  // Registered, never offered anything.
  await db
    .insertInto('businesses')
    .values({ name: 'Ditta Nuova', email: 'mai-offerta@example.it', category: 'Idraulico', location: 'Fano', approval: 'approved' })
    .execute();
});
afterAll(() => t.close());

let addressSeq = 0;
/** From the checkout's page (its Origin), each call from a client address of its own unless given. */
const from = (address = `203.0.113.${(++addressSeq % 250) + 1}`) => ({ 'x-forwarded-for': address, origin: CHECKOUT });

const askLink = (email: string, headers: Record<string, string> = from()) =>
  t.app.inject({ method: 'POST', url: routes.businessRequestLink.path, payload: { email }, headers });
const openSession = (token: string, headers: Record<string, string> = from()) =>
  t.app.inject({ method: 'POST', url: routes.businessOpenSession.path, payload: { token }, headers });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: routes.businessMe.path, headers: { cookie } });
const signOut = (cookie: string, origin = CHECKOUT) =>
  t.app.inject({ method: 'POST', url: routes.businessSignOut.path, headers: { cookie, origin } });

const linkEmails = (to: string) =>
  t.database.db
    .selectFrom('email_outbox')
    .select(['recipient', 'subject', 'html', 'text', 'secrets'])
    .where('recipient', '=', to)
    .where('purpose', '=', 'sign-in-link-business')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();

/** The token of the latest link emailed to `to`, read from the message as it leaves for the provider. */
async function latestToken(to: string): Promise<string> {
  const last = (await linkEmails(to)).at(-1);
  if (last === undefined) throw new Error(`no area link emailed to ${to}`);
  const token = new RegExp(`${CHECKOUT}/area/accesso#([A-Za-z0-9_-]+)`).exec(deliverableMessage(last).text)?.[1];
  if (token === undefined) throw new Error(`no link in: ${last.text}`);
  return token;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const clearLimits = () => t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'sign-in-link%').execute();

function areaCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === BUSINESS_COOKIE_NAME);
}

/** Signs `email`'s business in through its emailed link: the Cookie header value of its session. */
async function signIn(email: string): Promise<string> {
  await clearLimits();
  expect((await askLink(email)).statusCode).toBe(200);
  const opened = await openSession(await latestToken(email));
  expect(opened.statusCode, opened.body).toBe(200);
  const cookie = areaCookie(opened);
  if (cookie === undefined) throw new Error('no area cookie');
  return `${cookie.name}=${cookie.value}`;
}

const sessionRowOf = (cookie: string) =>
  t.database.db
    .selectFrom('business_sessions')
    .selectAll()
    .where('token_hash', '=', sha256(cookie.split('=')[1] ?? ''))
    .executeTakeFirst();

const withoutVolatileHeaders = (response: LightMyRequestResponse) => {
  const { date: _date, 'x-request-id': _id, ...rest } = response.headers;
  return rest;
};

describe('signing in to the «Area aziende» with an emailed link', () => {
  it('emails one link to the business, opens a session with its cookie, and says who is signed in', async () => {
    const asked = await askLink('Offerta@Example.IT');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: apiBusinessAreaMessages.linkSent });

    // One email, to the business's own address; the stored message never holds the token, the table only its hash.
    const emails = await linkEmails(offered.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Il tuo link per entrare nell’Area aziende di TrovaPro');
    const text = deliverableMessage(emails[0] as NonNullable<(typeof emails)[0]>).text;
    expect(text).toContain(`Buongiorno ${offered.name},`);
    expect(text).toContain(`con l’indirizzo ${offered.email}`);
    expect(text).toContain('entro 15 minuti: vale una sola volta');
    expect(text).toContain('Se non l’hai chiesto tu, ignora questa email');
    const token = await latestToken(offered.email);
    for (const part of [emails[0]?.text, emails[0]?.html, emails[0]?.subject]) expect(part).not.toContain(token);
    const links = await t.database.db.selectFrom('sign_in_links').selectAll().where('subject_id', '=', offered.id).execute();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ purpose: 'business', used_at: null, token_hash: sha256(token) });
    expect(((links[0]?.expires_at.getTime() ?? 0) - (links[0]?.created_at.getTime() ?? 0)) / 1000).toBe(15 * 60);

    const opened = await openSession(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const account = { id: offered.id, name: offered.name, email: offered.email, paused: false };
    expect(opened.json()).toEqual(account);
    const cookie = areaCookie(opened);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/business/area', maxAge: 30 * 24 * 60 * 60 });
    // Plain http here (no proxy said https): not Secure, as the admin's cookie.
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The table keeps the cookie's hash only, for 30 days.
    const header = `${BUSINESS_COOKIE_NAME}=${cookie?.value}`;
    const row = await sessionRowOf(header);
    expect(row).toMatchObject({ business_id: offered.id });
    expect(((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)) / DAY_MS).toBeCloseTo(30, 3);
    const stored = await t.database.db.selectFrom('business_sessions').select('token_hash').execute();
    expect(stored.map((session) => session.token_hash)).not.toContain(cookie?.value);

    const signedIn = await me(header);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual(account);
    // Used on its first day: not renewed, no new cookie.
    expect(areaCookie(signedIn)).toBeUndefined();
  });

  it('sets the cookie Secure when a trusted proxy says the request came over https', async () => {
    await clearLimits();
    await askLink(offered.email);
    const opened = await openSession(await latestToken(offered.email), { ...from(), 'x-forwarded-proto': 'https' });
    expect(opened.statusCode).toBe(200);
    expect(areaCookie(opened)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it('answers an unknown address, a refused business and one never offered anything exactly as a known one, and emails none', async () => {
    await clearLimits();
    const known = await askLink(offered.email);
    for (const email of ['nessuno@example.it', 'rifiutata@example.it', 'mai-offerta@example.it']) {
      const response = await askLink(email);
      expect(response.statusCode, email).toBe(known.statusCode);
      expect(response.body, email).toBe(known.body);
      expect(withoutVolatileHeaders(response), email).toEqual(withoutVolatileHeaders(known));
      expect(await linkEmails(email), email).toEqual([]);
    }
    expect(await t.database.db.selectFrom('sign_in_links').select('id').where('purpose', '=', 'business').execute()).toHaveLength(3);
  });

  it('lets a paused business sign in: it still sees what it bought', async () => {
    const cookie = await signIn(paused.email);
    const signedIn = await me(cookie);
    expect(signedIn.json()).toEqual({ id: paused.id, name: paused.name, email: paused.email, paused: true });
  });

  it('refuses a used link (410), an expired one (410) and a guessed one (400), and opens no session', async () => {
    await clearLimits();
    await askLink(offered.email);
    const token = await latestToken(offered.email);
    expect((await openSession(token)).statusCode).toBe(200);
    const reused = await openSession(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ code: 'link_already_used', message: apiSignInLinkMessages.used });
    expect(areaCookie(reused)).toBeUndefined();

    await askLink(offered.email);
    const late = await latestToken(offered.email);
    await t.database.db
      .updateTable('sign_in_links')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', sha256(late))
      .execute();
    const expired = await openSession(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'link_expired', message: apiSignInLinkMessages.expired });
    expect(areaCookie(expired)).toBeUndefined();

    for (const guessed of ['A'.repeat(43), 'troppo-corto']) {
      const response = await openSession(guessed);
      expect(response.statusCode, guessed).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_token', message: apiSignInLinkMessages.invalid });
    }
  });

  it("does not take an admin's link for a business's, nor a business's for an admin's", async () => {
    await clearLimits();
    await askLink(offered.email);
    const token = await latestToken(offered.email);
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: routes.adminRedeemSignInLink.path,
      payload: { token },
      headers: { ...from(), origin: CONSOLE },
    });
    expect(asAdmin.statusCode).toBe(400);
    // Still good for its own purpose.
    expect((await openSession(token)).statusCode).toBe(200);
  });

  it(`limits links per mailbox (${LINK_REQUESTS_PER_MAILBOX} in 15 minutes), alike for an address that is no business's`, async () => {
    await clearLimits();
    for (const email of [offered.email, 'ignota@example.it']) {
      for (let index = 0; index < LINK_REQUESTS_PER_MAILBOX; index += 1) expect((await askLink(email)).statusCode).toBe(200);
      const limited = await askLink(email.toUpperCase());
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'too_many_requests', message: apiSignInLinkMessages.tooManyRequests });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('the area’s session and guard', () => {
  it('guards every area path but the two doors, as the contract says, unmatched and escaped paths too', async () => {
    for (const route of Object.values(routes) as RouteContract[]) {
      if (route.path.startsWith('/api/business/area')) expect(requiresBusinessSession(route.path), route.path).toBe(route.access === 'business');
    }
    for (const url of ['/api/business/area/me', '/api/business/area/nessuna', '/api/business/%61rea/purchases', '/api/business/area/purchases?q=x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    }
    expect((await me(`${BUSINESS_COOKIE_NAME}=${'A'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('signs out: the session is deleted, the cookie cleared, and the same cookie then gets 401', async () => {
    const cookie = await signIn(offered.email);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await signOut(cookie);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = areaCookie(out);
    expect(cleared).toMatchObject({ value: '', path: '/api/business/area' });
    expect(cleared?.expires?.getTime() ?? Number.POSITIVE_INFINITY).toBeLessThan(Date.now());
    expect(await sessionRowOf(cookie)).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses an expired session; the purge task deletes expired sessions only', async () => {
    const expired = await signIn(offered.email);
    const live = await signIn(offered.email);
    await t.database.db
      .updateTable('business_sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', sha256(expired.split('=')[1] ?? ''))
      .execute();
    expect((await me(expired)).statusCode).toBe(401);
    await purgeExpiredBusinessSessions(t.database.db);
    expect(await sessionRowOf(expired)).toBeUndefined();
    expect(await sessionRowOf(live)).toBeDefined();
    expect((await me(live)).statusCode).toBe(200);
  });

  it('renews a session at most once a day: the expiry moved 30 days ahead and the cookie set again', async () => {
    const cookie = await signIn(offered.email);
    const session = await sessionRowOf(cookie);
    // Signed in a day and a half ago: due.
    await t.database.db
      .updateTable('business_sessions')
      .set({ expires_at: sql<Date>`now() + interval '28 days 12 hours'` })
      .where('id', '=', session?.id ?? '')
      .execute();
    const used = await me(cookie);
    expect(used.statusCode).toBe(200);
    expect(areaCookie(used)).toMatchObject({ value: cookie.split('=')[1], maxAge: 30 * 24 * 60 * 60, path: '/api/business/area', httpOnly: true });
    const renewed = await sessionRowOf(cookie);
    expect(((renewed?.expires_at.getTime() ?? 0) - Date.now()) / DAY_MS).toBeGreaterThan(29.9);
    // Used again the same day: nothing written, no cookie.
    const again = await me(cookie);
    expect(areaCookie(again)).toBeUndefined();
    expect((await sessionRowOf(cookie))?.expires_at).toEqual(renewed?.expires_at);
  });

  it("keeps the areas apart: the admin's session never opens the business area, the business's never the admin's", async () => {
    const business = await signIn(offered.email);
    const admin = await signInAdmin(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: business } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie: business } })).statusCode).toBe(401);
  });

  it("refuses the area's POSTs from another origin (403), its doors too, and accepts the checkout's", async () => {
    const cookie = await signIn(offered.email);
    const foreign = await signOut(cookie, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'forbidden_origin' });
    expect((await me(cookie)).statusCode).toBe(200);
    const viaReferer = await t.app.inject({
      method: 'POST',
      url: routes.businessSignOut.path,
      headers: { cookie, referer: `${CONSOLE}/admin` },
    });
    expect(viaReferer.statusCode).toBe(403);

    await clearLimits();
    const link = await askLink(offered.email, { ...from(), origin: CONSOLE });
    expect(link.statusCode).toBe(403);
    const session = await openSession('A'.repeat(43), { ...from(), origin: 'https://evil.example' });
    expect(session.statusCode).toBe(403);

    expect((await signOut(cookie, CHECKOUT)).statusCode).toBe(200);
  });
});
