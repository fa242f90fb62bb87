import { apiErrorMessages } from '@trovapro/copy';
import type { AdminBusinessDetail, ComuneSearchResponse } from '@trovapro/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FANO_ISTAT, nextSignupAddress, postSignup, postSignupCode, signupBody, signupCodeFor, wrongCode } from '../../test/partner-helpers.ts';
import type { EmailMessage } from '../../providers/email/index.ts';
import { deliverDueEmails } from '../email-outbox/email-outbox.service.ts';
import { maskSecrets } from '../email-outbox/outbox-secrets.ts';
import { hashCode, verificationSecret } from '../verification/verification-code.ts';
import { MAX_SIGNUP_CODE_ATTEMPTS, SIGNUPS_PER_ADDRESS, SIGNUPS_PER_EMAIL } from './partner-signup.service.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ comuni: true, signedIn: true });

let emailSeq = 0;
/** A fresh email per sign-up, so the per-email limit is tested on its own. */
const freshEmail = (name = 'partner') => `${name}.${++emailSeq}@example.it`;

/** Starts a sign-up that must succeed: its id. */
async function startSignup(overrides: Parameters<typeof signupBody>[0] = {}): Promise<string> {
  const response = await postSignup(t.app, signupBody({ email: freshEmail(), ...overrides }));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { signupId: string }).signupId;
}

const signupRow = (id: string) => t.database.db.selectFrom('partner_signups').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const businessesWithEmail = (email: string) => t.database.db.selectFrom('businesses').selectAll().where('email', '=', email).execute();

const INVALID_CODE = { code: 'invalid_code', message: 'Codice non valido o scaduto. Controlla l’email o richiedi un nuovo codice.' };

describe('POST /api/partners/signup', () => {
  it('checks the form and emails a 4-digit code: stored only as a hash, and in the stored email only as a marker', async () => {
    const response = await postSignup(t.app, signupBody({ email: 'Info@Idraulica-Adriatica.example.IT', companyName: '  Idraulica   Adriatica ' }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { signupId: string; message: string };
    expect(body).toEqual({
      signupId: expect.any(String),
      message: 'Ti abbiamo inviato un codice a 4 cifre: inseriscilo per confermare la tua email.',
    });

    const signup = await signupRow(body.signupId);
    expect(signup).toMatchObject({
      email: 'info@idraulica-adriatica.example.it',
      company_name: 'Idraulica Adriatica',
      phone: '+39 333 123 4567',
      vat_number: '00743110157',
      category: 'Idraulico',
      istat_code: FANO_ISTAT,
      service_reach: 'province',
      attempts: 0,
      verified_at: null,
      business_id: null,
    });
    expect((signup.expires_at.getTime() - signup.created_at.getTime()) / 1000).toBe(15 * 60);
    expect(signup.privacy_consent_at).toBeInstanceOf(Date);
    // Nothing is a business before the code comes back.
    expect(await businessesWithEmail('info@idraulica-adriatica.example.it')).toEqual([]);

    const stored = await t.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('dedupe_key', '=', `partner-signup:${body.signupId}`)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ recipient: 'info@idraulica-adriatica.example.it', purpose: 'partner-signup-code', status: 'pending' });
    const code = await signupCodeFor(t.database.db, body.signupId);
    expect(code).toMatch(/^\d{4}$/);
    for (const part of [stored.subject, stored.text, stored.html]) expect(part).not.toMatch(/\b\d{4}\b/);
    expect(maskSecrets(stored.text)).toContain('il codice per confermare l’indirizzo info@idraulica-adriatica.example.it è: ••••');
    expect(signup.code_hash).not.toContain(code);
    expect(signup.code_hash).toBe(hashCode(await verificationSecret(t.database.db, t.config), code));

    // Delivered: the business reads the code, and the outbox forgets it.
    const sent: EmailMessage[] = [];
    await deliverDueEmails(t.database.db, {
      send: async (message) => {
        sent.push(message);
        return { providerMessageId: `p-${sent.length}` };
      },
    });
    const delivered = sent.find((message) => message.to === 'info@idraulica-adriatica.example.it');
    expect(delivered?.subject).toBe('Conferma l’email della tua azienda su TrovaPro');
    expect(delivered?.text).toContain(`il codice per confermare l’indirizzo info@idraulica-adriatica.example.it è: ${code}`);
    expect(delivered?.html).toContain(code);
    const after = await t.database.db.selectFrom('email_outbox').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'sent', secrets: null });
    for (const part of [after.subject, after.text, after.html]) expect(part).not.toContain(code);
  });

  it.each(['00743110157', '01114601006', 'IT 12345678903', 'it12345678903', '007 431 101 57'])('accepts the partita IVA «%s»', async (vatNumber) => {
    const signupId = await startSignup({ vatNumber });
    expect((await signupRow(signupId)).vat_number).toMatch(/^\d{11}$/);
  });

  it.each(['00743110158', '12345678901', '00000000000', '0074311015', 'IT0074311015X', 'RSSMRA85T10A562S'])(
    'refuses the partita IVA «%s» with 400 naming vatNumber',
    async (vatNumber) => {
      const response = await postSignup(t.app, signupBody({ email: freshEmail(), vatNumber }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_error',
        message: 'La partita IVA non è valida: controlla le 11 cifre.',
        field: 'vatNumber',
      });
    },
  );

  it('refuses a bad phone, an unknown comune, a blank company name, another category, no privacy consent (400, field named)', async () => {
    const refused = async (overrides: object, field: string) => {
      const response = await postSignup(t.app, { ...signupBody({ email: freshEmail() }), ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ code: 'validation_error', field });
    };
    for (const phone of ['123', 'abc-not-a-phone', '333 12']) await refused({ phone }, 'phone');
    expect((await postSignup(t.app, signupBody({ email: freshEmail(), phone: '12' }))).json()).toMatchObject({
      message: apiErrorMessages.invalidPhone,
    });
    await refused({ istatCode: '999999' }, 'istatCode');
    expect((await postSignup(t.app, signupBody({ email: freshEmail(), istatCode: '999999' }))).json()).toMatchObject({
      message: 'Scegli il comune della sede dall’elenco.',
    });
    await refused({ istatCode: '41013' }, 'istatCode');
    await refused({ companyName: '   ' }, 'companyName');
    await refused({ category: 'Traslochi' }, 'category');
    await refused({ serviceReach: 'nation' }, 'serviceReach');
    await refused({ privacyAccepted: false }, 'privacyAccepted');
    await refused({ email: 'non-una-email' }, 'email');
    const { privacyAccepted: _consent, ...withoutConsent } = signupBody({ email: freshEmail() });
    const missing = await postSignup(t.app, withoutConsent);
    expect(missing.json()).toMatchObject({ code: 'validation_error', field: 'privacyAccepted' });
    expect(await t.database.db.selectFrom('partner_signups').select('id').where('istat_code', '=', '999999').execute()).toEqual([]);
  });

  it('answers an email a partner has already exactly as a new one, and emails its owner instead of a code', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/businesses',
      headers: { cookie: t.cookie },
      payload: { name: 'Già Partner', email: 'gia.partner@example.it', category: 'Idraulico', location: 'Fano' },
    });
    expect(created.statusCode).toBe(201);
    const known = await postSignup(t.app, signupBody({ email: 'Gia.Partner@Example.it' }));
    const fresh = await postSignup(t.app, signupBody({ email: 'mai.vista@example.it' }));

    // Byte for byte the same answer, once the random sign-up id (a fresh UUID either way) is set aside.
    const knownId = (known.json() as { signupId: string }).signupId;
    const freshId = (fresh.json() as { signupId: string }).signupId;
    expect(knownId).toMatch(/^[0-9a-f-]{36}$/);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body.replace(knownId, '<id>')).toBe(fresh.body.replace(freshId, '<id>'));
    const headers = (response: typeof known) => {
      const { date: _date, 'x-request-id': _requestId, ...rest } = response.headers;
      return rest;
    };
    expect(headers(known)).toEqual(headers(fresh));

    // The owner hears of it through the outbox; no code is sent to anyone.
    const outbox = await t.database.db
      .selectFrom('email_outbox')
      .select(['purpose', 'subject', 'text', 'secrets'])
      .where('recipient', '=', 'gia.partner@example.it')
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ purpose: 'partner-signup-taken', secrets: null });
    expect(outbox[0]?.subject).toBe('Qualcuno ha provato a registrarsi con il tuo indirizzo su TrovaPro');
    expect(outbox[0]?.text).toContain('qualcuno ha provato a registrarsi con il tuo indirizzo (gia.partner@example.it)');
    expect(outbox[0]?.text).not.toMatch(/\b\d{4}\b/);

    // The id answers verify-code as any sign-up does for a wrong code (then blocks): no oracle there either.
    for (let attempt = 0; attempt < MAX_SIGNUP_CODE_ATTEMPTS; attempt += 1) {
      const code = String(1000 + attempt);
      const [onKnown, onFresh] = [
        await postSignupCode(t.app, knownId, code),
        await postSignupCode(t.app, freshId, wrongCode(await signupCodeFor(t.database.db, freshId))),
      ];
      expect(onKnown.statusCode).toBe(onFresh.statusCode);
      expect(onKnown.json()).toEqual(onFresh.json());
    }
    const [lastKnown, lastFresh] = [await postSignupCode(t.app, knownId, '0000'), await postSignupCode(t.app, freshId, '0000')];
    expect(lastKnown.json()).toEqual(lastFresh.json());
    expect(lastKnown.json()).toMatchObject({ code: 'verification_blocked' });
    expect(await businessesWithEmail('gia.partner@example.it')).toHaveLength(1);
  });

  it(`limits sign-ups per email: the ${SIGNUPS_PER_EMAIL + 1}th in 15 minutes gets 429, from any address`, async () => {
    const email = freshEmail('limite');
    const statuses: number[] = [];
    for (let index = 0; index <= SIGNUPS_PER_EMAIL; index += 1) {
      statuses.push((await postSignup(t.app, signupBody({ email }), nextSignupAddress())).statusCode);
    }
    expect(statuses).toEqual([...Array(SIGNUPS_PER_EMAIL).fill(200), 429]);
    const limited = await postSignup(t.app, signupBody({ email: email.toUpperCase() }), nextSignupAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', message: 'Troppe richieste di iscrizione. Riprova tra qualche minuto.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`limits sign-ups per client address: the ${SIGNUPS_PER_ADDRESS + 1}th in 15 minutes gets 429`, async () => {
    const address = '203.0.113.90';
    const statuses: number[] = [];
    for (let index = 0; index <= SIGNUPS_PER_ADDRESS; index += 1) {
      statuses.push((await postSignup(t.app, signupBody({ email: freshEmail('indirizzo') }), address)).statusCode);
    }
    expect(statuses).toEqual([...Array(SIGNUPS_PER_ADDRESS).fill(200), 429]);
    // Another address is not limited.
    expect((await postSignup(t.app, signupBody({ email: freshEmail('indirizzo') }), '203.0.113.91')).statusCode).toBe(200);
  });
});

describe('POST /api/partners/verify-code', () => {
  it('the right code makes a business waiting for approval: not active, its area from the comune and the reach', async () => {
    const email = freshEmail('provincia');
    const signupId = await startSignup({ email, vatNumber: 'IT 007 431 101 57', companyName: ' Termoidraulica  Fanese ', phone: '0721 123456' });
    const response = await postSignupCode(t.app, signupId, await signupCodeFor(t.database.db, signupId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Email confermata: la tua richiesta è arrivata. Ti scriveremo appena la tua azienda sarà approvata.',
    });

    const [business] = await businessesWithEmail(email);
    expect(business).toMatchObject({
      name: 'Termoidraulica Fanese',
      email,
      phone: '+39 0721 123456',
      category: 'Idraulico',
      location: 'Provincia di Pesaro e Urbino',
      istat_code: FANO_ISTAT,
      province_code: 'PU',
      region: 'Marche',
      vat_number: '00743110157',
      service_reach: 'province',
      approval: 'pending',
      is_active: false,
      paused_reason: null,
      paused_at: null,
      billing: null,
      total_purchases: 0,
    });
    expect(await signupRow(signupId)).toMatchObject({ business_id: business?.id, verified_at: expect.any(Date), attempts: 1 });

    // The admin sees it as the contract says.
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/businesses/${business?.id}`, headers: { cookie: t.cookie } });
    expect((detail.json() as AdminBusinessDetail).business).toMatchObject({
      approval: 'pending',
      isActive: false,
      pausedReason: null,
      pausedAt: null,
      vatNumber: '00743110157',
      serviceReach: 'province',
      location: 'Provincia di Pesaro e Urbino',
      billing: null,
    });
  });

  it.each([
    ['comune', 'Fano (Pesaro e Urbino)'],
    ['region', 'Marche'],
  ] as const)('names the area of the reach «%s» «%s»', async (serviceReach, location) => {
    const email = freshEmail(serviceReach);
    const signupId = await startSignup({ email, serviceReach });
    expect((await postSignupCode(t.app, signupId, await signupCodeFor(t.database.db, signupId))).statusCode).toBe(200);
    expect(await businessesWithEmail(email)).toMatchObject([{ location, service_reach: serviceReach, istat_code: FANO_ISTAT, approval: 'pending' }]);
  });

  it('answers a repeated confirmation with success, and makes still one business', async () => {
    const email = freshEmail('ripetuta');
    const signupId = await startSignup({ email });
    const code = await signupCodeFor(t.database.db, signupId);
    expect((await postSignupCode(t.app, signupId, code)).statusCode).toBe(200);
    const again = await postSignupCode(t.app, signupId, code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true });
    expect(await businessesWithEmail(email)).toHaveLength(1);
    // A wrong code after the confirmation is still wrong.
    expect((await postSignupCode(t.app, signupId, wrongCode(code))).json()).toEqual(INVALID_CODE);
  });

  it('answers success to every one of concurrent right confirmations (a double click), and makes one business', async () => {
    for (let round = 0; round < 15; round += 1) {
      const email = freshEmail(`doppio-clic-${round}`);
      const signupId = await startSignup({ email });
      const code = await signupCodeFor(t.database.db, signupId);
      const answers = await Promise.all([1, 2, 3].map(() => postSignupCode(t.app, signupId, code)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(await businessesWithEmail(email)).toHaveLength(1);
    }
  });

  it('answers 400 invalid_code to a wrong code and to an unknown sign-up; a wrong try does not spoil the right code', async () => {
    const email = freshEmail('sbagliato');
    const signupId = await startSignup({ email });
    const code = await signupCodeFor(t.database.db, signupId);
    const wrong = await postSignupCode(t.app, signupId, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_CODE);
    expect(await businessesWithEmail(email)).toEqual([]);
    const unknown = await postSignupCode(t.app, '00000000-0000-4000-8000-000000000000', code);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(INVALID_CODE);
    expect((await postSignupCode(t.app, signupId, 'abcd')).json()).toMatchObject({ code: 'validation_error', field: 'code' });
    expect((await postSignupCode(t.app, signupId, code)).statusCode).toBe(200);
  });

  it(`blocks the code after ${MAX_SIGNUP_CODE_ATTEMPTS} wrong tries: then even the right one gets 429 verification_blocked`, async () => {
    const email = freshEmail('bloccato');
    const signupId = await startSignup({ email });
    const code = await signupCodeFor(t.database.db, signupId);
    const statuses: number[] = [];
    for (let index = 0; index < MAX_SIGNUP_CODE_ATTEMPTS; index += 1) {
      statuses.push((await postSignupCode(t.app, signupId, wrongCode(code))).statusCode);
    }
    expect(statuses).toEqual(Array(MAX_SIGNUP_CODE_ATTEMPTS).fill(400));
    const right = await postSignupCode(t.app, signupId, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      code: 'verification_blocked',
      message: 'Troppi tentativi con questo codice. Ripeti l’iscrizione per riceverne uno nuovo.',
    });
    expect(await businessesWithEmail(email)).toEqual([]);
    // Signing up again sends a new code, which works.
    const again = await startSignup({ email });
    expect((await postSignupCode(t.app, again, await signupCodeFor(t.database.db, again))).statusCode).toBe(200);
    expect(await businessesWithEmail(email)).toHaveLength(1);
  });

  it('counts parallel wrong tries atomically: never more than 5 are compared', async () => {
    const signupId = await startSignup();
    const code = await signupCodeFor(t.database.db, signupId);
    const responses = await Promise.all(Array.from({ length: 8 }, () => postSignupCode(t.app, signupId, wrongCode(code))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect((await signupRow(signupId)).attempts).toBe(MAX_SIGNUP_CODE_ATTEMPTS);
  });

  it('refuses an expired code, and the code of an earlier sign-up of the same email', async () => {
    const email = freshEmail('scaduto');
    const expired = await startSignup({ email });
    const expiredCode = await signupCodeFor(t.database.db, expired);
    await t.database.db.updateTable('partner_signups').set({ expires_at: sql`now() - interval '1 second'` }).where('id', '=', expired).execute();
    expect((await postSignupCode(t.app, expired, expiredCode)).json()).toEqual(INVALID_CODE);

    const first = await startSignup({ email });
    const firstCode = await signupCodeFor(t.database.db, first);
    const second = await startSignup({ email });
    expect((await postSignupCode(t.app, first, firstCode)).statusCode).toBe(400);
    expect(await businessesWithEmail(email)).toEqual([]);
    expect((await postSignupCode(t.app, second, await signupCodeFor(t.database.db, second))).statusCode).toBe(200);
    expect(await businessesWithEmail(email)).toHaveLength(1);
  });

  it('answers 409 when the admin added a business with the email meanwhile, and makes none', async () => {
    const email = freshEmail('nel-frattempo');
    const signupId = await startSignup({ email });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/businesses',
      headers: { cookie: t.cookie },
      payload: { name: 'Aggiunta dall’admin', email, category: 'Idraulico', location: 'Fano' },
    });
    expect(created.statusCode).toBe(201);
    const response = await postSignupCode(t.app, signupId, await signupCodeFor(t.database.db, signupId));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', field: 'email' });
    expect(await businessesWithEmail(email)).toMatchObject([{ name: 'Aggiunta dall’admin', approval: 'approved' }]);
    expect((await signupRow(signupId)).verified_at).toBeNull();
  });
});

describe('GET /api/comuni', () => {
  const search = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/comuni?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ComuneSearchResponse).comuni;
  };

  it('finds the comuni starting with the letters, the largest first', async () => {
    const comuni = await search('mil');
    expect(comuni[0]).toEqual({ istatCode: '015146', name: 'Milano', province: 'Milano', provinceCode: 'MI', region: 'Lombardia' });
    expect(comuni.length).toBeLessThanOrEqual(10);
    expect(comuni.every((comune) => comune.name.toLowerCase().includes('mil'))).toBe(true);
  });

  it('ignores accents and case: «forli» and «FORLÌ» find Forlì', async () => {
    expect((await search('forli'))[0]).toMatchObject({ istatCode: '040012', name: 'Forlì', provinceCode: 'FC', region: 'Emilia-Romagna' });
    expect((await search('FORLÌ'))[0]?.name).toBe('Forlì');
  });

  it('then the comuni containing the letters, when fewer start with them', async () => {
    const names = (await search('fano')).map((comune) => comune.name);
    expect(names.slice(0, 2)).toEqual(['Fano', 'Fano Adriano']);
    expect(names.slice(2)).toContain('Ruffano');
    expect(names.slice(2).every((name) => !name.toLowerCase().startsWith('fano') && name.toLowerCase().includes('fano'))).toBe(true);
  });

  it('answers 400 for one letter or none, and an empty list for letters no comune has', async () => {
    for (const q of ['m', '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/comuni?q=${q}` });
      expect(response.statusCode, q).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', field: 'q' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/comuni' })).statusCode).toBe(400);
    expect(await search('zzqq')).toEqual([]);
  });
});
