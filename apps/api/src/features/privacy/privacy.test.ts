import { PRIVACY_NOTICE_VERSION } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, postJson, verifyEmail } from '../../test/chat-helpers.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { insertSentLead, invitedBuyers, outboxTo, VISITOR } from '../checkout/sent-lead.fixture.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { verificationSecret } from '../verification/verification-code.ts';
import { eraseToken } from './erase-token.ts';
import { ERASURES_PER_ADDRESS } from './privacy.service.ts';
import { TEST_BILLING } from '../../test/billing.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { payWithTestCard } from '../../test/test-card.ts';

const ADMIN_ORIGIN = 'http://localhost:3001';
const PUBLIC_SITE = 'https://www.trovapro.example';
const { stream: logStream, lines } = captureLogs();

let t: TestApp;
let admin: Record<string, string>;
let secret: Buffer;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ADMIN_CONSOLE_URL: ADMIN_ORIGIN,
      PUBLIC_SITE_URL: PUBLIC_SITE,
      LOG_LEVEL: 'info',
      LEAD_MAX_BUYERS: '4',
      COMPANY_NAME: 'TrovaPro S.r.l.',
      COMPANY_VAT: 'IT01234567890',
      COMPANY_ADDRESS: 'Via Roma 1, 86081 Agnone (IS)',
      PRIVACY_EMAIL: 'privacy@trovapro.example',
      LEAD_RETENTION_MONTHS: '18',
    },
    logStream,
  });
  await importMunicipalities(t.database.db);
  await seedDefaultTemplates(t.database.db);
  admin = { cookie: await signInAdmin(t), origin: ADMIN_ORIGIN };
  secret = await verificationSecret(t.database.db, t.config);
}, 60_000);
afterAll(() => t.close());

let addressSeq = 0;
const nextAddress = () => fromAddress(`198.51.100.${(addressSeq++ % 250) + 1}`);

const COMPLETE = '/api/leads/complete';

/** A verified visitor completes a request; returns the lead's id. */
async function completedLead(email: string, extra: object = {}): Promise<string> {
  const leadId = await verifyEmail(t.app, t.database.db, email, '192.0.2.10');
  const response = await postJson(
    t.app,
    COMPLETE,
    {
      userEmail: email,
      userName: 'Lucia Bianchi',
      userPhone: '333 123 4567',
      userRequest: 'Perdita dal lavandino a Fano',
      leadId,
      privacyConsent: true,
      ...extra,
    },
    nextAddress(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return leadId;
}

const leadRow = (id: string) => t.database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The confirmation email of the lead as the person receives it, and as it is stored. */
async function confirmationOf(leadId: string) {
  const row = await t.database.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('dedupe_key', '=', `lead-confirmation:${leadId}`)
    .executeTakeFirstOrThrow();
  return { stored: row, delivered: deliverableMessage(row) };
}

const tokenFrom = (url: string) => new URL(url).searchParams.get('t') ?? '';
const eraseUrlIn = (text: string) => /https:\/\/\S+\/privacy\/cancella\?t=\S+/.exec(text)?.[0] ?? '';

describe('GET /api/legal', () => {
  it('answers the legal information of the configuration, cacheable for 5 minutes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/legal' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      companyName: 'TrovaPro S.r.l.',
      companyVat: 'IT01234567890',
      companyAddress: 'Via Roma 1, 86081 Agnone (IS)',
      privacyEmail: 'privacy@trovapro.example',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      leadRetentionMonths: 18,
      leadMaxBuyers: 4,
      leadMaxOffers: 5,
      customerChooses: false,
      usesOpenAi: false,
      leadDiscountAfterHours: 48,
      guaranteeDays: 7,
      complaintsEmail: expect.any(String),
      reviewRequestDays: 7,
      reviewReplyDays: 7,
    });
  });
});

describe('consent on POST /api/leads/complete', () => {
  it('refuses a completion without consent, or with anything but true, with the Italian 400 naming privacyConsent', async () => {
    const leadId = await verifyEmail(t.app, t.database.db, 'senza-consenso@example.it', '192.0.2.11');
    const body = { userEmail: 'senza-consenso@example.it', userName: 'Sara', userRequest: 'Perdita dal lavandino a Fano', leadId };
    for (const consent of [{}, { privacyConsent: false }, { privacyConsent: 'true' }, { privacyConsent: 1 }, { privacyConsent: null }]) {
      const response = await postJson(t.app, COMPLETE, { ...body, ...consent }, nextAddress());
      expect(response.statusCode, JSON.stringify(consent)).toBe(400);
      expect(response.json()).toEqual({
        code: 'privacy_consent_required',
        message: 'Per inviare la richiesta serve il consenso a condividere i tuoi dati con le aziende.',
        field: 'privacyConsent',
      });
    }
    expect(await t.database.db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst()).toBeUndefined();
    // Other refusals keep their own wording when consent is given.
    const noName = await postJson(t.app, COMPLETE, { ...body, userName: undefined, privacyConsent: true }, nextAddress());
    expect(noName.json()).toMatchObject({ code: 'validation_error', field: 'userName' });
  });

  it('stores when consent was given and the notice version; the confirmation says how many may buy and carries the erase link', async () => {
    const before = Date.now();
    const leadId = await completedLead('consenso@example.it');
    const lead = await leadRow(leadId);
    expect(lead.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(lead.privacy_consent_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(lead.erased_at).toBeNull();

    const { stored, delivered } = await confirmationOf(leadId);
    expect(delivered.text).toContain('al massimo a 5 aziende, e al massimo 4 di loro potranno acquistarla');
    const url = eraseUrlIn(delivered.text);
    expect(url.startsWith(`${PUBLIC_SITE}/privacy/cancella?t=`)).toBe(true);
    expect(tokenFrom(url)).toBe(eraseToken(secret, leadId));
    expect(delivered.html).toContain(url);
    // The stored message, and so the admin's email log, never holds the link's token.
    const token = tokenFrom(url);
    expect(`${stored.text}${stored.html}`).not.toContain(token);
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/emails?limit=100', headers: admin });
    expect(log.body).not.toContain(token);
    expect(log.body).toContain('••••');
  });
});

describe('admin export and erase', () => {
  it('exports every lead of the address with deliveries and purchases, its verifications and emails; 400 on a bad address', async () => {
    const leadId = await completedLead('esporta@example.it');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/privacy/export?email=Esporta@Example.it', headers: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      email: string;
      leads: Array<Record<string, unknown>>;
      verifications: Array<Record<string, unknown>>;
      emails: Array<Record<string, unknown>>;
    };
    expect(body.email).toBe('esporta@example.it');
    expect(body.leads).toEqual([
      expect.objectContaining({
        id: leadId,
        userEmail: 'esporta@example.it',
        userName: 'Lucia Bianchi',
        userPhone: '+39 333 123 4567',
        userRequest: 'Perdita dal lavandino a Fano',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        erasedAt: null,
        purchases: [],
        deliveries: [],
      }),
    ]);
    expect(body.verifications).toEqual([expect.objectContaining({ id: leadId, email: 'esporta@example.it' })]);
    // The admins' notice holds the request: it is about this person too (and goes with an erasure).
    expect(body.emails.map((email) => email.purpose).sort()).toEqual(['admin-new-lead', 'lead-confirmation', 'verification-code']);
    // Codes and links' tokens stay masked in the export too.
    expect(JSON.stringify(body.emails)).not.toContain(eraseToken(secret, leadId));

    for (const email of ['', 'non-una-email', 'a@b']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/admin/privacy/export?email=${email}`, headers: admin });
      expect(refused.statusCode, email).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/privacy/export?email=esporta@example.it' })).statusCode).toBe(401);
  });

  it('erases the address: leads anonymised (purchases, category and price kept), verifications and emails about it deleted', async () => {
    const db = t.database.db;
    const leadId = await insertSentLead(db);
    const buyers = invitedBuyers(db);
    const businessEmail = 'idraulica@example.it';
    const started = await postJson(
      t.app,
      `/api/business/purchase/${leadId}${await buyers.query(leadId, businessEmail, 'Idraulica Rossi')}`,
      { businessEmail, businessName: 'Idraulica Rossi', billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
    const { clientSecret } = started.json() as { clientSecret: string };
    const paid = await payWithTestCard(t.app, clientSecret, nextAddress());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await outboxTo(db, businessEmail, 'purchase-contacts')).toHaveLength(1);
    expect(await outboxTo(db, VISITOR.email, 'lead-purchased-customer')).toHaveLength(1);

    const exported = await t.app.inject({ method: 'GET', url: `/api/admin/privacy/export?email=${VISITOR.email}`, headers: admin });
    const [lead] = (exported.json() as { leads: Array<{ purchases: unknown[]; deliveries: unknown[] }> }).leads;
    expect(lead?.purchases).toEqual([expect.objectContaining({ businessName: 'Idraulica Rossi', businessEmail, status: 'paid', amount: '25.00' })]);
    expect(lead?.deliveries).toEqual([expect.objectContaining({ businessName: 'Idraulica Rossi' })]);

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: { ...admin, origin: 'https://evil.example' },
      payload: { email: VISITOR.email },
    });
    expect(foreign.statusCode).toBe(403);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: admin,
      payload: { email: VISITOR.email.toUpperCase() },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ email: VISITOR.email, leadsAnonymised: 1, leadsClosed: 1, verificationsDeleted: 0, emailsDeleted: 2 });

    const row = await leadRow(leadId);
    expect(row).toMatchObject({
      user_email: '',
      user_name: 'cancellato',
      user_phone: null,
      user_request: '[richiesta cancellata]',
      category: 'Idraulico',
      status: 'closed',
      closed_reason: 'erased',
    });
    expect(row.erased_at).toBeInstanceOf(Date);
    expect(await db.selectFrom('purchases').select('status').where('lead_id', '=', leadId).execute()).toEqual([{ status: 'paid' }]);
    expect(await outboxTo(db, businessEmail, 'purchase-contacts')).toEqual([]);
    expect(await outboxTo(db, VISITOR.email, 'lead-purchased-customer')).toEqual([]);
    const everything = JSON.stringify(await db.selectFrom('email_outbox').selectAll().execute());
    for (const personal of [VISITOR.email, VISITOR.name, VISITOR.phone]) expect(everything).not.toContain(personal);

    const again = await t.app.inject({ method: 'POST', url: '/api/admin/privacy/erase', headers: admin, payload: { email: VISITOR.email } });
    expect(again.json()).toEqual({ email: VISITOR.email, leadsAnonymised: 0, leadsClosed: 0, verificationsDeleted: 0, emailsDeleted: 0 });
  });
});

describe('the email to the customer when a business buys the request', () => {
  it('names the business, its email and phone, once per purchase, with the erase link kept out of the stored message', async () => {
    const db = t.database.db;
    const leadId = await insertSentLead(db, { userRequest: 'Tubo rotto in bagno' });
    const buyers = invitedBuyers(db);
    const businessEmail = 'termo@example.it';
    const invited = await buyers.invitation(leadId, businessEmail, 'Termoidraulica Verdi');
    await db.updateTable('businesses').set({ phone: '+39 0721 123456' }).where('id', '=', invited.id).execute();
    const started = await postJson(
      t.app,
      `/api/business/purchase/${leadId}?t=${invited.token}`,
      { businessEmail, businessName: 'Termoidraulica Verdi', billing: TEST_BILLING, acceptTerms: true },
      nextAddress(),
    );
    const { clientSecret } = started.json() as { clientSecret: string };
    const card = { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
    expect((await postJson(t.app, '/api/business/test-gateway/confirm', card, nextAddress())).statusCode).toBe(200);
    await postJson(t.app, '/api/business/test-gateway/confirm', card, nextAddress());

    const rows = await outboxTo(db, VISITOR.email, 'lead-purchased-customer');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (row === undefined) throw new Error('no customer email');
    const purchase = await db.selectFrom('purchases').select('id').where('lead_id', '=', leadId).executeTakeFirstOrThrow();
    expect(row.dedupe_key).toBe(`lead-purchased-customer:${purchase.id}`);
    const delivered = deliverableMessage(row);
    for (const expected of ['Termoidraulica Verdi', businessEmail, '+39 0721 123456', 'Al massimo 4 aziende', VISITOR.name]) {
      expect(delivered.text).toContain(expected);
    }
    const url = eraseUrlIn(delivered.text);
    expect(tokenFrom(url)).toBe(eraseToken(secret, leadId));
    expect(row.text).not.toContain(tokenFrom(url));
  });
});

describe('self-erase by the confirmation link', () => {
  it('previews the masked address and its requests, erases them, then answers 410; a forged or malformed token gets 400', async () => {
    const first = await completedLead('mario.rossi@example.it');
    await completedLead('mario.rossi@example.it');
    const other = await completedLead('altra.persona@example.it');
    const token = eraseToken(secret, first);

    const preview = await t.app.inject({ method: 'GET', url: `/api/privacy/erase?t=${encodeURIComponent(token)}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ maskedEmail: 'm***@example.it', requests: 2 });

    const [id, signature = ''] = token.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = [
      `${other}.${signature}`,
      `${id}.${flipped}`,
      `${id}.${signature}x`,
      `${id}`,
      'nonsense',
      `${id}.${signature}.${signature}`,
      // Another lead's id under this one's signature (its last character changed, whatever it was).
      `${first.replace(/.$/, (last) => (last === '0' ? '1' : '0'))}.${signature}`,
      // The same signature spelt with other spare bits in its last character.
      `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const bad of forged) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/privacy/erase?t=${encodeURIComponent(bad)}` });
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'invalid_token' });
      const post = await postJson(t.app, '/api/privacy/erase', { token: bad }, nextAddress());
      expect(post.statusCode, bad).toBe(400);
    }
    expect((await leadRow(first)).erased_at).toBeNull();

    const notice = t.database.db.selectFrom('email_outbox').select('id').where('dedupe_key', '=', `admin-new-lead:${first}`);
    expect(await notice.execute()).toHaveLength(1);
    const erased = await postJson(t.app, '/api/privacy/erase', { token }, nextAddress());
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ success: true, message: expect.stringContaining('cancellato i tuoi dati') });
    const leads = await t.database.db
      .selectFrom('leads')
      .select(['user_email', 'erased_at'])
      .where('user_email', '=', 'mario.rossi@example.it')
      .execute();
    expect(leads).toEqual([]);
    expect(await t.database.db.selectFrom('verifications').select('id').where('email', '=', 'mario.rossi@example.it').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('email_outbox').select('id').where('recipient', '=', 'mario.rossi@example.it').execute()).toEqual([]);
    // The admins' notice held the request: it goes too.
    expect(await notice.execute()).toEqual([]);
    // The other person is untouched.
    expect((await leadRow(other)).user_email).toBe('altra.persona@example.it');

    const afterwards = await t.app.inject({ method: 'GET', url: `/api/privacy/erase?t=${encodeURIComponent(token)}` });
    expect(afterwards.statusCode).toBe(410);
    expect(afterwards.json()).toMatchObject({ code: 'already_erased' });
    expect((await postJson(t.app, '/api/privacy/erase', { token }, nextAddress())).statusCode).toBe(410);
  });

  it(`limits erase requests per client address: ${ERASURES_PER_ADDRESS} in 15 minutes, then 429`, async () => {
    const address = fromAddress('203.0.113.77');
    const statuses: number[] = [];
    for (let index = 0; index <= ERASURES_PER_ADDRESS; index += 1) {
      statuses.push((await postJson(t.app, '/api/privacy/erase', { token: 'non-valido' }, address)).statusCode);
    }
    expect(statuses.slice(0, ERASURES_PER_ADDRESS)).toEqual(Array(ERASURES_PER_ADDRESS).fill(400));
    expect(statuses[ERASURES_PER_ADDRESS]).toBe(429);
  });
});

describe('logs', () => {
  it('never hold the address, the request, the phone or the erase token of a chat and its erasure', async () => {
    lines.length = 0;
    const email = 'riservata.persona@example.it';
    const leadId = await completedLead(email, { userRequest: 'Caldaia rotta nella villetta di via Garibaldi a Fano' });
    const token = eraseToken(secret, leadId);
    await t.app.inject({ method: 'GET', url: `/api/privacy/erase?t=${encodeURIComponent(token)}` });
    await postJson(t.app, '/api/privacy/erase', { token }, nextAddress());
    await t.app.inject({ method: 'GET', url: `/api/admin/privacy/export?email=${email}`, headers: admin });
    await t.app.inject({ method: 'POST', url: '/api/admin/privacy/erase', headers: admin, payload: { email } });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/api/privacy/erase');
    for (const personal of [email, 'riservata', 'Caldaia rotta', 'Lucia Bianchi', '333 123 4567', '3331234567', token, token.split('.')[1] ?? '']) {
      expect(log).not.toContain(personal);
    }
  });
});
