import type { AdminBusinessList, Business, CandidateBusiness } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { signUpPartner } from '../../test/partner-helpers.ts';
import { insertSentLead } from '../checkout/sent-lead.fixture.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ comuni: true, templates: true, signedIn: true });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const approve = (id: string, headers?: Record<string, string>) => admin('POST', `/api/admin/businesses/${id}/approve`, undefined, headers);
const refuse = (id: string, payload: object | undefined, headers?: Record<string, string>) =>
  admin('POST', `/api/admin/businesses/${id}/refuse`, payload, headers);
const list = async (query: string) => {
  const response = await admin('GET', `/api/admin/businesses?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminBusinessList;
};
const outboxOf = (businessId: string, purpose: string) =>
  t.database.db.selectFrom('email_outbox').selectAll().where('dedupe_key', '=', `${purpose}:${businessId}`).execute();

let seq = 0;
/** A plumber of Fano that signed up and confirmed its email: waiting for approval. */
const pendingPartner = (name: string) =>
  signUpPartner(t.app, t.database.db, { companyName: name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${++seq}@example.it` });

const NOT_PENDING = { code: 'invalid_transition', message: 'Questa azienda non è in attesa di approvazione.' };

describe('the sign-ups waiting for approval', () => {
  it('are listed with approval=pending and counted in the summary whatever the filter; they are no candidates', async () => {
    const first = await pendingPartner('Attesa Uno');
    const second = await pendingPartner('Attesa Due');
    const pending = await list('approval=pending');
    expect(pending.businesses.map((business) => business.id).sort()).toEqual([first, second].sort());
    expect(pending.businesses.every((business) => business.approval === 'pending' && !business.isActive)).toBe(true);
    expect(pending.summary.pendingApproval).toBe(2);
    expect((await list('category=Giardinaggio')).summary.pendingApproval).toBe(2);
    expect((await list('approval=approved')).businesses.map((business) => business.id)).not.toContain(first);
    expect((await admin('GET', '/api/admin/businesses?approval=boh')).statusCode).toBe(400);

    const lead = await insertSentLead(t.database.db, { status: 'approved_pending_companies' });
    const candidates = (await admin('GET', `/api/admin/leads/${lead}/candidate-businesses`)).json() as CandidateBusiness[];
    expect(candidates.map((business) => business.id)).not.toContain(first);
    const sent = await admin('POST', `/api/admin/leads/${lead}/send-to-businesses`, { selectedBusinessIds: [first] });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ code: 'business_inactive' });
  });
});

describe('POST /api/admin/businesses/:id/approve', () => {
  it('makes the business approved and active, a candidate, and tells it by email', async () => {
    const id = await pendingPartner('Approvata Fanese');
    const response = await approve(id);
    expect(response.statusCode, response.body).toBe(200);
    const business = response.json() as Business;
    expect(business).toMatchObject({
      id,
      name: 'Approvata Fanese',
      approval: 'approved',
      isActive: true,
      pausedReason: null,
      pausedAt: null,
      serviceReach: 'province',
      vatNumber: '00743110157',
      location: 'Provincia di Pesaro e Urbino',
    });

    const [email] = await outboxOf(id, 'partner-approved');
    expect(email).toMatchObject({ purpose: 'partner-approved', recipient: business.email, status: 'pending' });
    expect(email?.subject).toBe('La tua azienda è stata approvata su TrovaPro');
    expect(email?.text).toContain('Buongiorno Approvata Fanese,');
    expect(email?.text).toContain('categoria Idraulico nella tua zona (Provincia di Pesaro e Urbino)');

    const lead = await insertSentLead(t.database.db, { status: 'approved_pending_companies' });
    const candidates = (await admin('GET', `/api/admin/leads/${lead}/candidate-businesses`)).json() as CandidateBusiness[];
    expect(candidates.map((candidate) => candidate.id)).toContain(id);
    expect((await list('approval=pending')).businesses.map((pending) => pending.id)).not.toContain(id);
  });

  it('answers 409 for a business not waiting (approved twice, refused, added by the admin) and 404 for an unknown one', async () => {
    const id = await pendingPartner('Due Volte');
    expect((await approve(id)).statusCode).toBe(200);
    const twice = await approve(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(NOT_PENDING);
    expect(await outboxOf(id, 'partner-approved')).toHaveLength(1);
    expect((await refuse(id, { reason: 'Troppo tardi' })).json()).toEqual(NOT_PENDING);

    const refused = await pendingPartner('Prima Rifiutata');
    expect((await refuse(refused, {})).statusCode).toBe(200);
    expect((await approve(refused)).statusCode).toBe(409);

    const added = await admin('POST', '/api/admin/businesses', {
      name: 'Dell’admin',
      email: 'admin.added@example.it',
      category: 'Idraulico',
      location: 'Fano',
    });
    expect((await approve((added.json() as Business).id)).json()).toEqual(NOT_PENDING);

    const unknown = await approve(UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    expect((await refuse(UNKNOWN_ID, {})).statusCode).toBe(404);
    expect((await approve('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/businesses/:id/refuse', () => {
  it('refuses with the reason: the business stays inactive, leaves the lists, and the email says why', async () => {
    const id = await pendingPartner('Rifiutata Con Motivo');
    const response = await refuse(id, { reason: '  La partita IVA risulta cessata.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, approval: 'refused', isActive: false });

    const [email] = await outboxOf(id, 'partner-refused');
    expect(email).toMatchObject({ purpose: 'partner-refused', status: 'pending' });
    expect(email?.subject).toBe('La tua richiesta di iscrizione a TrovaPro');
    expect(email?.text).toContain('Il motivo: La partita IVA risulta cessata.\n');
    expect(email?.html).toContain('Il motivo: La partita IVA risulta cessata.');

    // Refused sign-ups are not shown unless asked for.
    expect((await list('search=rifiutata.con.motivo')).businesses).toEqual([]);
    expect((await list('approval=refused')).businesses.map((business) => business.id)).toContain(id);
    const lead = await insertSentLead(t.database.db, { status: 'approved_pending_companies' });
    const candidates = (await admin('GET', `/api/admin/leads/${lead}/candidate-businesses`)).json() as CandidateBusiness[];
    expect(candidates.map((business) => business.id)).not.toContain(id);
  });

  it('refuses without a reason (an empty body, a blank one): the email says there is none in particular', async () => {
    for (const [name, payload] of [
      ['Senza Motivo', {}],
      ['Motivo Vuoto', { reason: '   ' }],
    ] as const) {
      const id = await pendingPartner(name);
      const response = await refuse(id, payload);
      expect(response.statusCode, response.body).toBe(200);
      const [email] = await outboxOf(id, 'partner-refused');
      expect(email?.text).toContain('Non ci sono motivi particolari da segnalarti oltre a quelli del nostro controllo.');
      expect(email?.text).not.toContain('Il motivo:');
    }
    const tooLong = await refuse(await pendingPartner('Motivo Lungo'), { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'reason' });
  });
});

describe('PATCH isActive of a signed-up business', () => {
  it('cannot activate a business waiting for approval (409 invalid_transition): only the approval does', async () => {
    const id = await pendingPartner('Attivata A Mano');
    const response = await admin('PATCH', `/api/admin/businesses/${id}`, { isActive: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'invalid_transition',
      message: 'Questa azienda non è stata approvata: approvala da «Da approvare» prima di attivarla.',
      field: 'isActive',
    });
    const row = await t.database.db.selectFrom('businesses').select(['is_active', 'approval']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_active: false, approval: 'pending' });
    // Nor a refused one.
    const refused = await pendingPartner('Rifiutata Poi Attivata');
    await refuse(refused, {});
    expect((await admin('PATCH', `/api/admin/businesses/${refused}`, { isActive: true })).statusCode).toBe(409);
    // Other fields of a pending business can be edited.
    expect((await admin('PATCH', `/api/admin/businesses/${id}`, { name: 'Nome Corretto' })).json()).toMatchObject({
      name: 'Nome Corretto',
      approval: 'pending',
    });
  });

  it('pausing an approved partner records the admin as the reason; activating it again clears it', async () => {
    const id = await pendingPartner('Pausa Admin');
    await approve(id);
    const paused = await admin('PATCH', `/api/admin/businesses/${id}`, { isActive: false });
    expect(paused.json()).toMatchObject({ isActive: false, approval: 'approved', pausedReason: 'admin', pausedAt: expect.any(String) });
    const activated = await admin('PATCH', `/api/admin/businesses/${id}`, { isActive: true });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ isActive: true, pausedReason: null, pausedAt: null });
  });
});

describe('the approval routes are the admin’s only', () => {
  it('answer 401 without a session, and change nothing', async () => {
    const id = await pendingPartner('Senza Sessione');
    expect((await approve(id, {})).statusCode).toBe(401);
    expect((await refuse(id, {}, {})).statusCode).toBe(401);
    const row = await t.database.db.selectFrom('businesses').select('approval').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.approval).toBe('pending');
    expect(await outboxOf(id, 'partner-approved')).toEqual([]);
    expect(await outboxOf(id, 'partner-refused')).toEqual([]);
  });
});
