import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, postJson, verifyEmail } from '../../test/chat-helpers.ts';
import { TEST_ADMIN, type TestApp } from '../../test/test-app.ts';
import { insertLead } from './leads.repository.ts';
import { LEAD_DIGEST_JOB, runLeadDigest, type NewLeadNoticeSettings } from './new-lead-notice.ts';
import { NOTICE_CONSOLE, noticeAppWith } from '../../test/admin-notice-app.ts';

const CONSOLE = NOTICE_CONSOLE;
const SECOND_ADMIN = { email: 'bruno@example.it', password: 'password-di-prova-2', name: 'Bruno Neri' };

/** An API whose admins are Anna and Bruno, with comuni and templates, configured by `env`. */
const appWith = (env: Record<string, string>) => noticeAppWith(env, [TEST_ADMIN, SECOND_ADMIN]);

let address = 0;
/** A lead through the chat, as a visitor makes it. */
async function completeLead(app: TestApp, fields: { email: string; request: string; name?: string; phone?: string }): Promise<string> {
  const client = fromAddress(`198.51.100.${++address}`);
  const leadId = await verifyEmail(app.app, app.database.db, fields.email, `198.51.100.${address}`);
  const response = await postJson(
    app.app,
    '/api/leads/complete',
    {
      userEmail: fields.email,
      userRequest: fields.request,
      userName: fields.name ?? 'Marta Ricci',
      userPhone: fields.phone,
      leadId,
      privacyConsent: true,
    },
    client,
  );
  expect(response.statusCode, response.body).toBe(201);
  return leadId;
}

const noticesOf = (app: TestApp) =>
  app.database.db.selectFrom('email_outbox').selectAll().where('purpose', 'like', 'admin-%').orderBy('created_at').execute();

describe('ADMIN_NOTIFY=each (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t.close());

  it('writes one email per new lead to every admin, with the request, the comune and the link to it, and no customer contact', async () => {
    const leadId = await completeLead(t, {
      email: 'Marta.Ricci@Example.it',
      request: 'Perdita d’acqua sotto il lavandino a Milano <urgente>',
      name: 'Marta Ricci',
      phone: '333 987 6543',
    });
    const [notice, ...more] = await noticesOf(t);
    expect(more).toEqual([]);
    const link = `${CONSOLE}/admin/leads?lead=${leadId}`;
    expect(notice).toMatchObject({
      dedupe_key: `admin-new-lead:${leadId}`,
      purpose: 'admin-new-lead',
      lead_id: leadId,
      recipient: `${TEST_ADMIN.email}, ${SECOND_ADMIN.email}`,
      subject: 'Nuova richiesta: Idraulico a Milano',
      status: 'pending',
    });
    expect(notice?.text).toContain('«Perdita d’acqua sotto il lavandino a Milano <urgente>»');
    expect(notice?.text).toContain('Categoria: Idraulico\nComune: Milano');
    expect(notice?.text).toContain(link);
    expect(notice?.html).toContain('Milano &lt;urgente&gt;');
    expect(notice?.html).toContain(link.replace('&', '&amp;'));
    expect(notice?.html).not.toContain('<urgente>');
    for (const body of [notice?.text, notice?.html, notice?.subject]) {
      for (const personal of ['marta.ricci@example.it', 'Marta', 'Ricci', '987 6543', '3339876543']) expect(body).not.toContain(personal);
    }
  });

  it('says so when the comune is unknown', async () => {
    const leadId = await completeLead(t, { email: 'senza.posto@example.it', request: 'Mi serve un idraulico per una perdita in bagno' });
    const notice = (await noticesOf(t)).find((row) => row.lead_id === leadId);
    expect(notice?.subject).toBe('Nuova richiesta: Idraulico');
    expect(notice?.text).toContain('Comune: Non specificato');
  });
});

describe('ADMIN_NOTIFY_EMAIL', () => {
  it('sends the notice to the configured addresses instead of the admins', async () => {
    const t = await appWith({ ADMIN_NOTIFY_EMAIL: 'Vendite@Example.it, capo@example.it' });
    try {
      const leadId = await completeLead(t, { email: 'cliente.uno@example.it', request: 'Tinteggiare il soggiorno a Bergamo' });
      const notices = await noticesOf(t);
      expect(notices.map((row) => [row.lead_id, row.recipient, row.subject])).toEqual([
        [leadId, 'vendite@example.it, capo@example.it', 'Nuova richiesta: Imbianchino a Bergamo'],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('ADMIN_NOTIFY=off', () => {
  it('writes no notice, and the lead and its own email as always', async () => {
    const t = await appWith({ ADMIN_NOTIFY: 'off' });
    try {
      const leadId = await completeLead(t, { email: 'cliente.due@example.it', request: 'Tinteggiare il soggiorno a Bergamo' });
      expect(await noticesOf(t)).toEqual([]);
      const purposes = await t.database.db.selectFrom('email_outbox').select('purpose').where('lead_id', '=', leadId).orderBy('purpose').execute();
      expect(purposes.map((row) => row.purpose)).toEqual(['lead-confirmation', 'verification-code']);
      const settings: NewLeadNoticeSettings = { adminNotify: t.config.adminNotify, adminConsoleUrl: CONSOLE };
      expect(await runLeadDigest(t.database.db, settings, new Date('2030-03-10T09:00:00Z'))).toBe('not-due');
    } finally {
      await t.close();
    }
  });
});

describe('ADMIN_NOTIFY=digest', () => {
  let t: TestApp;
  let settings: NewLeadNoticeSettings;
  beforeAll(async () => {
    t = await appWith({ ADMIN_NOTIFY: 'digest' });
    settings = { adminNotify: t.config.adminNotify, adminConsoleUrl: t.config.adminConsoleUrl };
  });
  afterAll(() => t.close());

  async function leadAt(createdAt: string, category: string, istatCode: string | null) {
    const id = randomUUID();
    await insertLead(t.database.db, {
      id,
      user_request: 'Richiesta di prova',
      user_email: 'digest@example.it',
      user_name: 'Digest',
      user_phone: null,
      category,
      price: '25.00',
      status: 'pending',
      istat_code: istatCode,
      created_at: createdAt,
    });
    return id;
  }
  const digests = () =>
    t.database.db.selectFrom('email_outbox').selectAll().where('purpose', '=', LEAD_DIGEST_JOB).orderBy('created_at').orderBy('dedupe_key').execute();

  it('writes no email per lead', async () => {
    await completeLead(t, { email: 'cliente.tre@example.it', request: 'Tinteggiare il soggiorno a Bergamo' });
    expect(await noticesOf(t)).toEqual([]);
  });

  it('from 08:00 in Rome, once a day, lists the leads of the last 24 hours, newest first, each with its link', async () => {
    const old = await leadAt('2030-03-09T07:00:00Z', 'Giardinaggio', null);
    const early = await leadAt('2030-03-10T06:00:00Z', 'Idraulico', '015146');
    const late = await leadAt('2030-03-10T07:45:00Z', 'Elettricista', null);
    // 07:30 in Rome (winter time): not yet.
    expect(await runLeadDigest(t.database.db, settings, new Date('2030-03-10T06:30:00Z'))).toBe('not-due');
    expect(await runLeadDigest(t.database.db, settings, new Date('2030-03-10T08:30:00Z'))).toEqual({ listed: 2, pendingPartners: 0 });
    expect(await runLeadDigest(t.database.db, settings, new Date('2030-03-10T15:00:00Z'))).toBe('done-already');

    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      dedupe_key: `${LEAD_DIGEST_JOB}:2030-03-10`,
      recipient: `${TEST_ADMIN.email}, ${SECOND_ADMIN.email}`,
      subject: 'TrovaPro: 2 nuove richieste',
      lead_id: null,
    });
    const lines = digest?.text.split('\n').filter((line) => line.startsWith('•'));
    expect(lines).toEqual([
      `• Elettricista, 10/03/2030 08:45: ${CONSOLE}/admin/leads?lead=${late}`,
      `• Idraulico a Milano, 10/03/2030 07:00: ${CONSOLE}/admin/leads?lead=${early}`,
    ]);
    expect(digest?.text).not.toContain(old);
    expect(digest?.html).toContain(`lead=${early}`);
  });

  it('the next day lists only the leads after the previous digest, and writes nothing when there are none', async () => {
    const next = await leadAt('2030-03-10T09:00:00Z', 'Pulizie', null);
    expect(await runLeadDigest(t.database.db, settings, new Date('2030-03-11T07:15:00Z'))).toEqual({ listed: 1, pendingPartners: 0 });
    const latest = (await digests()).at(-1);
    expect(latest?.dedupe_key).toBe(`${LEAD_DIGEST_JOB}:2030-03-11`);
    expect(latest?.subject).toBe('TrovaPro: 1 nuova richiesta');
    expect(latest?.text.split('\n').filter((line) => line.startsWith('•'))).toEqual([
      `• Pulizie, 10/03/2030 10:00: ${CONSOLE}/admin/leads?lead=${next}`,
    ]);

    expect(await runLeadDigest(t.database.db, settings, new Date('2030-03-12T09:00:00Z'))).toBe('no-leads');
    expect(await digests()).toHaveLength(2);
    const runs = await t.database.db.selectFrom('admin_digests').select('day').execute();
    expect(runs).toHaveLength(3);
  });
});
