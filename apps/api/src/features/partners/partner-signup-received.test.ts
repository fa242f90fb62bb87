import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, TEST_ADMIN, type TestApp } from '../../test/test-app.ts';
import { approvePartner, nextSignupAddress, postSignupCode, signUpPartner, signupCodeFor } from '../../test/partner-helpers.ts';
import { LEAD_DIGEST_JOB, runLeadDigest } from '../leads/new-lead-notice.ts';
import { NOTICE_CONSOLE, noticeAppWith } from '../../test/admin-notice-app.ts';

const CONSOLE = NOTICE_CONSOLE;
const PENDING_URL = `${CONSOLE}/admin/businesses?approval=pending`;

/** An API with comuni, templates and the test admin, configured by `env`. */
const appWith = (env: Record<string, string>) => noticeAppWith(env);

const outbox = (app: TestApp, purpose: string) =>
  app.database.db.selectFrom('email_outbox').selectAll().where('purpose', '=', purpose).orderBy('created_at').execute();

describe('a confirmed sign-up (ADMIN_NOTIFY=each, PARTNER_APPROVAL_DAYS=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ PARTNER_APPROVAL_DAYS: '3' });
  });
  afterAll(() => t.close());

  it('gets an email saying what happens next and within how long, written with the business', async () => {
    const businessId = await signUpPartner(t.app, t.database.db, { email: 'info@idraulica-adriatica.example.it' });
    const [email, ...more] = await outbox(t, 'partner-signup-received');
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      dedupe_key: `partner-signup-received:${businessId}`,
      recipient: 'info@idraulica-adriatica.example.it',
      subject: 'Abbiamo ricevuto l’iscrizione di Idraulica Adriatica',
      status: 'pending',
    });
    expect(email?.text).toBe(
      [
        'Buongiorno Idraulica Adriatica,',
        'grazie per aver iscritto la tua azienda a TrovaPro: l’indirizzo info@idraulica-adriatica.example.it è confermato.',
        'Categoria: Idraulico\nZona: Provincia di Pesaro e Urbino',
        'Ora controlliamo i dati della tua azienda e ti scriviamo l’esito entro 3 giorni lavorativi. Se la approviamo, da quel momento ricevi via email le richieste dei clienti della tua zona e paghi con carta solo quelle che scegli, senza abbonamento.',
        'Fino ad allora non devi fare nulla.',
        'Il team TrovaPro',
      ].join('\n\n'),
    );
    expect(email?.html).toContain('<p>Fino ad allora non devi fare nulla.</p>');
  });

  it('tells the admins at once, with the business, the promise made and the link to «Da approvare»', async () => {
    const [notice, ...more] = await outbox(t, 'admin-new-partner');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ recipient: TEST_ADMIN.email, subject: 'Nuova azienda da approvare: Idraulica Adriatica' });
    expect(notice?.text).toContain('riceverà l’esito entro 3 giorni lavorativi');
    expect(notice?.text).toContain(
      'Azienda: Idraulica Adriatica\nCategoria: Idraulico\nZona: Provincia di Pesaro e Urbino\nPartita IVA: 00743110157',
    );
    expect(notice?.text).toContain(PENDING_URL);
  });

  it('writes nothing more when the code is confirmed again', async () => {
    const signup = await t.database.db.selectFrom('partner_signups').select('id').executeTakeFirstOrThrow();
    const again = await postSignupCode(t.app, signup.id, await signupCodeFor(t.database.db, signup.id), nextSignupAddress());
    expect(again.statusCode).toBe(200);
    expect(await outbox(t, 'partner-signup-received')).toHaveLength(1);
    expect(await outbox(t, 'admin-new-partner')).toHaveLength(1);
  });
});

describe('ADMIN_NOTIFY=digest', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await appWith({ ADMIN_NOTIFY: 'digest' });
    cookie = await signInAdmin(t);
  });
  afterAll(() => t.close());
  const settings = () => ({ adminNotify: t.config.adminNotify, adminConsoleUrl: t.config.adminConsoleUrl });

  it('sends no email per sign-up; the daily digest lists every sign-up still waiting, day after day, until decided', async () => {
    const waiting = await signUpPartner(t.app, t.database.db, {
      email: 'info@verde-fano.example.it',
      companyName: 'Verde Fano',
      category: 'Giardinaggio',
    });
    await signUpPartner(t.app, t.database.db, { email: 'info@luce-marche.example.it', companyName: 'Luce Marche', category: 'Elettricista' });
    expect(await outbox(t, 'admin-new-partner')).toEqual([]);
    expect(await outbox(t, 'partner-signup-received')).toHaveLength(2);

    // No new lead: the digest is written for the sign-ups alone.
    expect(await runLeadDigest(t.database.db, settings(), new Date('2030-03-10T09:00:00Z'))).toEqual({ listed: 0, pendingPartners: 2 });
    const [digest] = await outbox(t, LEAD_DIGEST_JOB);
    expect(digest?.subject).toBe('TrovaPro: 2 aziende da approvare');
    expect(digest?.text).toContain('Ci sono 2 aziende in attesa di approvazione:');
    const lines = digest?.text.split('\n').filter((line) => line.startsWith('•'));
    expect(lines).toHaveLength(2);
    expect(lines?.[0]).toMatch(/^• Verde Fano, Giardinaggio, Provincia di Pesaro e Urbino, iscritta il \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(lines?.[1]).toMatch(/^• Luce Marche, Elettricista, /);
    expect(digest?.text).toContain(PENDING_URL);

    // Decided: the next day's digest no longer lists it.
    await approvePartner(t.app, cookie, waiting);
    expect(await runLeadDigest(t.database.db, settings(), new Date('2030-03-11T09:00:00Z'))).toEqual({ listed: 0, pendingPartners: 1 });
    const next = (await outbox(t, LEAD_DIGEST_JOB)).at(-1);
    expect(next?.subject).toBe('TrovaPro: 1 azienda da approvare');
    expect(next?.text).not.toContain('Verde Fano');
  });
});

describe('ADMIN_NOTIFY=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ ADMIN_NOTIFY: 'off' });
  });
  afterAll(() => t.close());

  it('still tells the business, and writes no admin notice', async () => {
    await signUpPartner(t.app, t.database.db);
    expect(await outbox(t, 'partner-signup-received')).toHaveLength(1);
    expect(await outbox(t, 'admin-new-partner')).toEqual([]);
  });
});
