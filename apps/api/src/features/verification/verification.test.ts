import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, latestCodeFor, postJson } from '../../test/chat-helpers.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import type { EmailMessage } from '../../providers/email/index.ts';
import { deliverDueEmails } from '../email-outbox/email-outbox.service.ts';
import { hashCode, verificationSecret } from './verification-code.ts';
import { RESEND_COOLDOWN_SECONDS, SENDS_PER_ADDRESS, SENDS_PER_EMAIL } from './verification.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (email: string, address: string, replacesLeadId?: string) =>
  postJson(t.app, '/api/send-verification', { email, ...(replacesLeadId ? { replacesLeadId } : {}) }, fromAddress(address));
/** A minute passes for the resend cooldown (the other limits keep counting). */
const afterCooldown = () => t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'verification-resend:%').execute();
const check = (email: string, code: string, address: string) => postJson(t.app, '/api/verify-code', { email, code }, fromAddress(address));
/** A code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const INVALID = { code: 'invalid_code', message: 'Codice di verifica non valido o scaduto' };
const BLOCKED = { code: 'verification_blocked', message: 'Troppi tentativi errati. Richiedi un nuovo codice.' };

describe('POST /api/send-verification', () => {
  it('creates a verification and writes the code email to the outbox, lowercasing the address', async () => {
    const response = await send('Mario.Rossi@Example.IT', '192.0.2.1');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; message: string; leadId: string };
    expect(body).toEqual({ success: true, message: 'Codice di verifica inviato', leadId: expect.any(String), resendAfterSeconds: 60 });

    const { db } = t.database;
    const verification = await db.selectFrom('verifications').selectAll().where('id', '=', body.leadId).executeTakeFirstOrThrow();
    expect(verification).toMatchObject({ email: 'mario.rossi@example.it', attempts: 0, verified_at: null, consumed_at: null });
    const ttl = (verification.expires_at.getTime() - verification.created_at.getTime()) / 1000;
    expect(ttl).toBe(15 * 60);

    const email = await db.selectFrom('email_outbox').selectAll().where('dedupe_key', '=', `verification:${body.leadId}`).executeTakeFirstOrThrow();
    expect(email).toMatchObject({ recipient: 'mario.rossi@example.it', purpose: 'verification-code', status: 'pending', attempts: 0 });
    const code = await latestCodeFor(db, 'mario.rossi@example.it');
    expect(code).toMatch(/^\d{4}$/);
    // Stored as a keyed hash, never as the code itself.
    expect(verification.code_hash).not.toContain(code);
    expect(verification.code_hash).toBe(hashCode(await verificationSecret(db, t.config), code));
  });

  it('never keeps the code: the stored email holds a marker, the person gets the code, the admin log shows it masked', async () => {
    const { db } = t.database;
    const { leadId } = (await send('conservato@example.it', '192.0.2.3')).json() as { leadId: string };
    const stored = await db.selectFrom('email_outbox').selectAll().where('dedupe_key', '=', `verification:${leadId}`).executeTakeFirstOrThrow();
    const code = await latestCodeFor(db, 'conservato@example.it');
    for (const part of [stored.subject, stored.text, stored.html]) expect(part).not.toMatch(/\b\d{4}\b/);

    const cookie = await signInAdmin(t);
    const log = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/emails?limit=100', headers: { cookie } });
      return (response.json() as { emails: Array<{ id: string; text: string }> }).emails.find((email) => email.id === stored.id);
    };
    expect((await log())?.text).toContain('il tuo codice di verifica è: ••••');

    const sent: EmailMessage[] = [];
    await deliverDueEmails(db, {
      send: async (message) => {
        sent.push(message);
        return { providerMessageId: `p-${sent.length}` };
      },
    });
    expect(sent.find((message) => message.to === 'conservato@example.it')?.text).toContain(`il tuo codice di verifica è: ${code}`);
    const after = await db.selectFrom('email_outbox').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'sent', secrets: null });
    for (const part of [after.subject, after.text, after.html]) expect(part).not.toContain(code);
    expect((await log())?.text).toContain('il tuo codice di verifica è: ••••');
  });

  it('refuses an invalid address with 400 naming the field', async () => {
    const response = await send('non-una-email', '192.0.2.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', field: 'email' });
  });

  it(`limits sends per email: the ${SENDS_PER_EMAIL + 1}th in 15 minutes gets 429, from any address`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index < SENDS_PER_EMAIL; index += 1) {
      await afterCooldown();
      statuses.push((await send('limitata@example.it', `192.0.2.${10 + index}`)).statusCode);
    }
    await afterCooldown();
    expect(statuses).toEqual(Array(SENDS_PER_EMAIL).fill(200));
    const limited = await send('LIMITATA@example.it', '192.0.2.30');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', message: 'Troppe richieste di verifica. Riprova tra qualche minuto.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A +tag or other case is the same mailbox: no fresh budget.
    for (const variant of ['limitata+1@example.it', 'Limitata+casa@Example.it']) {
      await afterCooldown();
      expect((await send(variant, '192.0.2.31')).statusCode).toBe(429);
    }
    // Another email is not affected.
    expect((await send('altra@example.it', '192.0.2.30')).statusCode).toBe(200);
  });

  it('counts a Gmail mailbox once whatever its dots, +tag or googlemail.com spelling', async () => {
    for (let index = 0; index < SENDS_PER_EMAIL; index += 1) {
      await afterCooldown();
      expect((await send('rtvictim@gmail.com', `192.0.2.${60 + index}`)).statusCode).toBe(200);
    }
    for (const variant of ['r.tvictim@gmail.com', 'r.t.v.i.c.t.i.m@gmail.com', 'R.TVictim+x@GoogleMail.com', 'rtvictim@googlemail.com']) {
      await afterCooldown();
      expect((await send(variant, '192.0.2.70')).statusCode, variant).toBe(429);
    }
    // Dots still count elsewhere: r.tvictim@example.it is another mailbox than rtvictim@example.it.
    expect((await send('r.tvictim@example.it', '192.0.2.71')).statusCode).toBe(200);
  });

  it(`limits sends per client address: ${SENDS_PER_ADDRESS} then 429`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SENDS_PER_ADDRESS; index += 1) {
      statuses.push((await send(`persona${String.fromCharCode(97 + index)}@example.it`, '192.0.2.40')).statusCode);
    }
    expect(statuses.slice(0, SENDS_PER_ADDRESS)).toEqual(Array(SENDS_PER_ADDRESS).fill(200));
    expect(statuses[SENDS_PER_ADDRESS]).toBe(429);
    expect((await send('persona@example.it', '192.0.2.41')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: moving inside the network gives no fresh budget', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SENDS_PER_ADDRESS; index += 1) {
      statuses.push((await send(`rete${index}@example.it`, `2001:db8:aa:bb:${index.toString(16)}::1`)).statusCode);
    }
    expect(statuses.slice(0, SENDS_PER_ADDRESS)).toEqual(Array(SENDS_PER_ADDRESS).fill(200));
    expect(statuses[SENDS_PER_ADDRESS]).toBe(429);
    // Another /64 is another client.
    expect((await send('rete-vicina@example.it', '2001:db8:aa:bc::1')).statusCode).toBe(200);
  });
});

describe('POST /api/verify-code', () => {
  it('accepts the right code once verified, and says so again if asked again', async () => {
    await send('giulia@example.it', '192.0.2.50');
    const code = await latestCodeFor(t.database.db, 'giulia@example.it');
    const response = await check('Giulia@example.it', ` ${code} `, '192.0.2.50');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Email verificata' });
    const row = await t.database.db.selectFrom('verifications').selectAll().where('email', '=', 'giulia@example.it').executeTakeFirstOrThrow();
    expect(row.verified_at).not.toBeNull();
    expect(row.attempts).toBe(0);
    expect((await check('giulia@example.it', code, '192.0.2.50')).statusCode).toBe(200);
  });

  it('answers 400 invalid_code to a wrong code, and to an email with no code', async () => {
    await send('paolo@example.it', '192.0.2.51');
    const code = await latestCodeFor(t.database.db, 'paolo@example.it');
    const response = await check('paolo@example.it', wrong(code), '192.0.2.51');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect((await check('paolo@example.it', 'abcd', '192.0.2.51')).json()).toEqual(INVALID);
    expect((await check('nessuno@example.it', '1234', '192.0.2.51')).json()).toEqual(INVALID);
    // Wrong tries do not spoil the right one while tries are left.
    expect((await check('paolo@example.it', code, '192.0.2.51')).statusCode).toBe(200);
  });

  it('blocks the code after 5 wrong tries: the 6th try gets 429, even with the right code', async () => {
    await send('bloccata@example.it', '192.0.2.52');
    const code = await latestCodeFor(t.database.db, 'bloccata@example.it');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await check('bloccata@example.it', wrong(code), '192.0.2.52')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const right = await check('bloccata@example.it', code, '192.0.2.52');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(BLOCKED);
  });

  it('counts parallel wrong tries atomically: never more than 5 are compared', async () => {
    await send('parallela@example.it', '192.0.2.53');
    const code = await latestCodeFor(t.database.db, 'parallela@example.it');
    const responses = await Promise.all(Array.from({ length: 8 }, () => check('parallela@example.it', wrong(code), '192.0.2.53')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('answers 400 to the right code once it has expired', async () => {
    await send('scaduta@example.it', '192.0.2.54');
    const code = await latestCodeFor(t.database.db, 'scaduta@example.it');
    await t.database.db
      .updateTable('verifications')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('email', '=', 'scaduta@example.it')
      .execute();
    const response = await check('scaduta@example.it', code, '192.0.2.54');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('accepts only the newest code: a new send ends the previous one', async () => {
    await send('doppia@example.it', '192.0.2.55');
    const first = await latestCodeFor(t.database.db, 'doppia@example.it');
    await afterCooldown();
    const second = await send('doppia@example.it', '192.0.2.55');
    const code = await latestCodeFor(t.database.db, 'doppia@example.it');
    if (first !== code) expect((await check('doppia@example.it', first, '192.0.2.55')).statusCode).toBe(400);
    expect((await check('doppia@example.it', code, '192.0.2.55')).statusCode).toBe(200);
    const verified = await t.database.db
      .selectFrom('verifications')
      .select('id')
      .where('verified_at', 'is not', null)
      .where('email', '=', 'doppia@example.it')
      .execute();
    expect(verified.map((row) => row.id)).toEqual([(second.json() as { leadId: string }).leadId]);
  });

  it('limits checks per client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      statuses.push((await check('nessuno@example.it', '0000', '192.0.2.60')).statusCode);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(400));
    expect(statuses[60]).toBe(429);
  });
});

// Issue 29: «Invia di nuovo il codice» and «Cambia email» in the chat, with the server's own rules.
describe('resending the code and changing the email', () => {
  it(`sends one code a minute per mailbox: the next is 429 resend_too_soon with Retry-After, and says when in the answer`, async () => {
    const first = await send('fretta@example.it', '192.0.2.70');
    expect(first.statusCode).toBe(200);
    expect((first.json() as { resendAfterSeconds: number }).resendAfterSeconds).toBe(RESEND_COOLDOWN_SECONDS);
    for (const variant of ['fretta@example.it', 'Fretta+bis@example.it']) {
      const again = await send(variant, '192.0.2.71');
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        code: 'resend_too_soon',
        message: 'Ti abbiamo appena inviato un codice: controlla la posta, anche nello spam. Riprova tra poco se non arriva.',
      });
      const wait = Number(again.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(RESEND_COOLDOWN_SECONDS);
    }
    // Another address is not kept waiting («Cambia email»).
    expect((await send('altra-fretta@example.it', '192.0.2.70')).statusCode).toBe(200);
    // Refused sends spend nothing of the per-email limit: once the minute is over, a code goes out.
    await afterCooldown();
    expect((await send('fretta@example.it', '192.0.2.70')).statusCode).toBe(200);
    const codes = await t.database.db.selectFrom('verifications').select('id').where('email', '=', 'fretta@example.it').execute();
    expect(codes).toHaveLength(2);
  });

  it('answers the wait until the per-email window ends when this was the last code it allows', async () => {
    const waits: number[] = [];
    for (let index = 0; index < SENDS_PER_EMAIL; index += 1) {
      await afterCooldown();
      waits.push(((await send('ultima@example.it', `192.0.2.${80 + index}`)).json() as { resendAfterSeconds: number }).resendAfterSeconds);
    }
    expect(waits.slice(0, -1)).toEqual(Array(SENDS_PER_EMAIL - 1).fill(RESEND_COOLDOWN_SECONDS));
    expect(waits.at(-1)).toBeGreaterThan(14 * 60);
    expect(waits.at(-1)).toBeLessThanOrEqual(15 * 60);
  });

  it('a code sent to the old address stops counting once the chat asks one for a new address', async () => {
    const { db } = t.database;
    const old = (await send('sbagliata@example.it', '192.0.2.90')).json() as { leadId: string };
    const oldCode = await latestCodeFor(db, 'sbagliata@example.it');
    const renewed = await send('giusta@example.it', '192.0.2.90', old.leadId);
    expect(renewed.statusCode).toBe(200);
    const { leadId } = renewed.json() as { leadId: string };
    expect(
      (await db.selectFrom('verifications').select('replaced_at').where('id', '=', old.leadId).executeTakeFirstOrThrow()).replaced_at,
    ).not.toBeNull();
    // The old address's code no longer verifies; the new one does.
    expect((await check('sbagliata@example.it', oldCode, '192.0.2.90')).json()).toEqual(INVALID);
    expect((await check('giusta@example.it', await latestCodeFor(db, 'giusta@example.it'), '192.0.2.90')).statusCode).toBe(200);
    expect(leadId).not.toBe(old.leadId);
    // Only an id can be named.
    const malformed = await send('forma@example.it', '192.0.2.93', 'non-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_error', field: 'replacesLeadId' });
  });

  it('a replaced verification can no longer become a lead, even one verified before', async () => {
    const { db } = t.database;
    const old = (await send('prima@example.it', '192.0.2.91')).json() as { leadId: string };
    expect((await check('prima@example.it', await latestCodeFor(db, 'prima@example.it'), '192.0.2.91')).statusCode).toBe(200);
    await send('dopo@example.it', '192.0.2.91', old.leadId);
    const completion = await postJson(
      t.app,
      '/api/leads/complete',
      { userEmail: 'prima@example.it', userRequest: 'Perdita dal rubinetto a Milano', userName: 'Prima', leadId: old.leadId, privacyConsent: true },
      fromAddress('192.0.2.91'),
    );
    expect(completion.statusCode).toBe(403);
    expect(completion.json()).toMatchObject({ code: 'email_not_verified' });
  });

  it('a resend to the same address ends the code before it', async () => {
    const { db } = t.database;
    const first = (await send('ancora@example.it', '192.0.2.92')).json() as { leadId: string };
    const firstCode = await latestCodeFor(db, 'ancora@example.it');
    await afterCooldown();
    const second = (await send('ancora@example.it', '192.0.2.92', first.leadId)).json() as { leadId: string };
    const secondCode = await latestCodeFor(db, 'ancora@example.it');
    if (firstCode !== secondCode) expect((await check('ancora@example.it', firstCode, '192.0.2.92')).json()).toEqual(INVALID);
    expect((await check('ancora@example.it', secondCode, '192.0.2.92')).statusCode).toBe(200);
    const verified = await db
      .selectFrom('verifications')
      .select('id')
      .where('email', '=', 'ancora@example.it')
      .where('verified_at', 'is not', null)
      .execute();
    expect(verified.map((row) => row.id)).toEqual([second.leadId]);
  });
});
