import { randomUUID } from 'node:crypto';
import { dispatchApiMessages, leadDeskApiMessages } from '@trovapro/copy';
import type { AdminLeadDetail, AdminLeadList, Business, Lead, LeadEvent, LeadStatus } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { useTestApp } from '../../test/file-app.ts';
import { TEST_ADMIN } from '../../test/test-app.ts';
import { applyRetention } from '../privacy/retention.ts';
import { insertLead } from './leads.repository.ts';

/** Issue 35 §4: the admin's daily work on what stays manual — dispatch fields, the date filter, notes, «Approva e invia». */
const t = useTestApp({ env: { LEAD_MAX_OFFERS: '3', LEAD_MAX_BUYERS: '2' }, comuni: true, templates: true, signedIn: true });

const BERGAMO = '016024';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface LeadFields {
  status?: LeadStatus;
  category?: string;
  email?: string;
  createdAt?: Date;
}

async function addLead(db: Db, fields: LeadFields = {}): Promise<string> {
  const id = randomUUID();
  await insertLead(db, {
    id,
    user_request: 'Perdita dal lavandino a Bergamo',
    user_email: fields.email ?? `cliente.${id.slice(0, 8)}@example.it`,
    user_name: 'Cliente Prova',
    user_phone: null,
    category: fields.category ?? 'Idraulico',
    price: '25.00',
    status: fields.status ?? 'pending',
    istat_code: BERGAMO,
    landing_page_id: null,
    prefilled_service: null,
    prefilled_location: null,
    landing_context: null,
    ...(fields.createdAt === undefined ? {} : { created_at: fields.createdAt }),
  });
  return id;
}

async function addBusiness(app: typeof t, name: string, category = 'Idraulico'): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const response = await app.admin('POST', '/api/admin/businesses', { name, email, category, location: 'Bergamo' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Business;
}

const detail = async (id: string) => {
  const response = await t.admin('GET', `/api/admin/leads/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminLeadDetail;
};

describe('every lead answers its dispatch', () => {
  it('gives the due time (pending only), the rule, the reasons in words without rule_off, and the earlier lead', async () => {
    const db = t.database.db;
    const earlier = await addLead(db, { category: 'Meccanico', createdAt: new Date('2026-11-12T10:00:00Z') });
    const id = await addLead(db, { category: 'Meccanico' });
    const due = new Date(Date.now() + 10 * 60_000);
    await db
      .updateTable('leads')
      .set({
        auto_dispatch_at: due,
        dispatch_rule: 'Meccanico',
        queue_reasons: ['rule_off', 'place_ambiguous', 'possible_duplicate'],
        duplicate_of: earlier,
      })
      .where('id', '=', id)
      .execute();
    const expected = {
      autoDispatchAt: due.toISOString(),
      rule: 'Meccanico',
      reasons: [
        { code: 'place_ambiguous', text: 'comune ambiguo' },
        { code: 'possible_duplicate', text: 'possibile duplicato di una richiesta del 12/11/2026' },
      ],
      duplicateOf: earlier,
    };
    expect((await detail(id)).lead.dispatch).toEqual(expected);

    const list = await t.adminJson<AdminLeadList>('GET', '/api/admin/leads?category=Meccanico&sort=newest');
    expect(list.status).toBe(200);
    const byId = new Map(list.body.leads.map((lead: Lead) => [lead.id, lead]));
    expect(byId.get(id)?.dispatch).toEqual(expected);
    expect(byId.get(earlier)?.dispatch).toEqual({ autoDispatchAt: null, rule: null, reasons: [], duplicateOf: null });

    // No longer pending (the admin approved it): no countdown, even if the column was left set.
    await db.updateTable('leads').set({ status: 'approved_pending_companies' }).where('id', '=', id).execute();
    expect((await detail(id)).lead.dispatch).toMatchObject({ autoDispatchAt: null, rule: 'Meccanico' });
  });
});

describe('GET /api/admin/leads and the CSV export — created from / to, Rome calendar days', () => {
  // Rome is UTC+1 in March and UTC+2 in July.
  const instants = {
    lateNinthMarch: new Date('2026-03-09T22:59:59Z'),
    tenthMarchStarts: new Date('2026-03-09T23:00:00Z'),
    tenthMarchEnds: new Date('2026-03-10T22:59:59Z'),
    eleventhMarch: new Date('2026-03-10T23:00:00Z'),
    firstJulyEnds: new Date('2026-07-01T21:59:59Z'),
    secondJuly: new Date('2026-07-01T22:00:00Z'),
  };
  const ids: Record<string, string> = {};
  const listed = async (query: string) => {
    const response = await t.adminJson<AdminLeadList>('GET', `/api/admin/leads?category=Giardinaggio&sort=oldest&${query}`);
    expect(response.status).toBe(200);
    return response.body.leads.map((lead) => lead.id);
  };

  it('keeps the leads created on the days asked, both included, in Rome', async () => {
    for (const [name, at] of Object.entries(instants)) ids[name] = await addLead(t.database.db, { category: 'Giardinaggio', createdAt: at });
    expect(await listed('createdFrom=2026-03-10&createdTo=2026-03-10')).toEqual([ids.tenthMarchStarts, ids.tenthMarchEnds]);
    expect(await listed('createdFrom=2026-03-09&createdTo=2026-03-10')).toEqual([ids.lateNinthMarch, ids.tenthMarchStarts, ids.tenthMarchEnds]);
    expect(await listed('createdTo=2026-07-01&createdFrom=2026-07-01')).toEqual([ids.firstJulyEnds]);
    expect(await listed('createdFrom=2026-07-02')).toEqual([ids.secondJuly]);
    expect(await listed('createdTo=2026-03-09')).toEqual([ids.lateNinthMarch]);
    const page = await t.adminJson<AdminLeadList>('GET', '/api/admin/leads?category=Giardinaggio&createdFrom=2026-03-10&createdTo=2026-03-11');
    expect(page.body.total).toBe(3);
  });

  it('exports the same days only', async () => {
    const response = await t.admin('GET', '/api/admin/leads/export.csv?category=Giardinaggio&createdFrom=2026-03-10&createdTo=2026-03-10');
    expect(response.statusCode).toBe(200);
    const found = Object.entries(ids)
      .filter(([, id]) => response.body.includes(id))
      .map(([name]) => name);
    expect(found.sort()).toEqual(['tenthMarchEnds', 'tenthMarchStarts']);
  });

  it('refuses a start after the end (400, in Italian), and a date not written yyyy-MM-dd', async () => {
    for (const url of ['/api/admin/leads', '/api/admin/leads/export.csv']) {
      const response = await t.admin('GET', `${url}?createdFrom=2026-03-11&createdTo=2026-03-10`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', field: 'createdFrom', message: leadDeskApiMessages.createdRangeReversed });
    }
    expect((await t.admin('GET', '/api/admin/leads?createdFrom=10/03/2026')).statusCode).toBe(400);
    // Written right but no day: 400 on its field, never a 500 (the fuzz found «0000-00-00»).
    for (const [field, day] of [
      ['createdFrom', '0000-00-00'],
      ['createdTo', '2026-02-30'],
      ['createdTo', '9999-12-31'],
    ]) {
      for (const url of ['/api/admin/leads', '/api/admin/leads/export.csv']) {
        const response = await t.admin('GET', `${url}?${field}=${day}`);
        expect(response.statusCode, `${url} ${field}=${day}`).toBe(400);
        expect(response.json()).toMatchObject({ field, message: leadDeskApiMessages.invalidDay });
      }
    }
  });
});

describe('POST /api/admin/leads/:id/notes', () => {
  const addNote = (id: string, text: string) => t.admin('POST', `/api/admin/leads/${id}/notes`, { text });
  const notesOf = async (id: string) => (await detail(id)).events.filter((event) => event.type === 'note');
  const storedNotes = async (id: string) =>
    t.database.db.selectFrom('lead_events').select('detail').where('lead_id', '=', id).where('type', '=', 'note').execute();

  it('adds the trimmed text by the signed-in admin, answered and shown in the timeline', async () => {
    const id = await addLead(t.database.db);
    const response = await addNote(id, '  Richiamata: preferisce un preventivo per email.  ');
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json() as LeadEvent;
    expect(note).toEqual({ type: 'note', at: expect.any(String), by: TEST_ADMIN.name, note: 'Richiamata: preferisce un preventivo per email.' });
    expect(await notesOf(id)).toEqual([note]);
    const { events } = await detail(id);
    expect(events.at(-1)).toEqual(note);
    // The overview's activity is about the leads' progress, not the admins' notes.
    const activity = await t.adminJson<{ items: Array<{ type: string; leadId: string }> }>('GET', '/api/admin/dashboard/activity');
    expect(activity.body.items.some((item) => item.leadId === id && item.type === 'note')).toBe(false);
  });

  it('refuses a blank text (400, in Italian) and an unknown lead (404), adding nothing', async () => {
    const id = await addLead(t.database.db);
    const blank = await addNote(id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'text', message: leadDeskApiMessages.noteRequired });
    expect((await addNote(UNKNOWN_ID, 'Nota')).statusCode).toBe(404);
    expect(await storedNotes(id)).toEqual([]);
  });

  it("erases the notes with the lead's personal data, and refuses new ones afterwards (410)", async () => {
    const email = `erase.${randomUUID().slice(0, 8)}@example.it`;
    const id = await addLead(t.database.db, { email });
    const kept = await addLead(t.database.db);
    expect((await addNote(id, 'Il signor Cliente Prova chiede di chiamare dopo le 18.')).statusCode).toBe(201);
    expect((await addNote(kept, 'Nota di un’altra richiesta')).statusCode).toBe(201);
    // Before: the person's copy of their data holds what was written about them.
    const exported = await t.adminJson<{ leads: Array<{ id: string; notes?: Array<{ text: string }> }> }>(
      'GET',
      `/api/admin/privacy/export?email=${encodeURIComponent(email)}`,
    );
    expect(exported.body.leads.find((lead) => lead.id === id)?.notes).toEqual([
      { at: expect.any(String), text: 'Il signor Cliente Prova chiede di chiamare dopo le 18.' },
    ]);

    const erased = await t.admin('POST', '/api/admin/privacy/erase', { email });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await storedNotes(id)).toEqual([]);
    expect(await notesOf(id)).toEqual([]);
    // Its other events stay (created, closed), and another lead's notes too.
    expect((await detail(id)).events.map((event) => event.type)).toContain('closed');
    expect(await storedNotes(kept)).toEqual([{ detail: 'Nota di un’altra richiesta' }]);

    const refused = await addNote(id, 'Ancora una nota');
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'already_erased', message: leadDeskApiMessages.noteOnErasedLead });
    expect(await storedNotes(id)).toEqual([]);
  });

  it('erases the notes of the leads retention anonymises, in its transaction', async () => {
    const old = await addLead(t.database.db, { createdAt: new Date('2020-01-10T10:00:00Z') });
    expect((await addNote(old, 'Nota su una richiesta vecchia')).statusCode).toBe(201);
    const recent = await addLead(t.database.db);
    expect((await addNote(recent, 'Nota recente')).statusCode).toBe(201);
    await t.database.db.transaction().execute((trx) => applyRetention(trx, { now: new Date(), leadRetentionMonths: 24 }));
    expect(await storedNotes(old)).toEqual([]);
    expect(await storedNotes(recent)).toEqual([{ detail: 'Nota recente' }]);
  });
});

describe('the timeline shows the automatic steps', () => {
  it('reads the rule, the due time, the reasons, the count and the admin who stopped it', async () => {
    const db = t.database.db;
    const id = await addLead(db);
    const admin = await db.selectFrom('admins').select('id').where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(Date.parse('2026-11-20T09:00:00Z') + minutes * 60_000);
    await db
      .insertInto('lead_events')
      .values([
        { lead_id: id, type: 'auto_held', at: at(1), detail: 'place_ambiguous,possible_duplicate' },
        { lead_id: id, type: 'auto_scheduled', at: at(2), detail: 'Idraulico', count: 10 },
        { lead_id: id, type: 'auto_stopped', at: at(3), admin_id: admin.id },
        { lead_id: id, type: 'auto_sent', at: at(4), detail: 'Idraulico', count: 4 },
        { lead_id: id, type: 'wave_sent', at: at(5), detail: 'Idraulico', count: 2 },
      ])
      .execute();
    const events = (await detail(id)).events.filter((event) => event.type.startsWith('auto_') || event.type === 'wave_sent');
    expect(events).toEqual([
      {
        type: 'auto_held',
        at: at(1).toISOString(),
        reasons: [
          { code: 'place_ambiguous', text: 'comune ambiguo' },
          { code: 'possible_duplicate', text: 'possibile duplicato' },
        ],
      },
      { type: 'auto_scheduled', at: at(2).toISOString(), rule: 'Idraulico', dueAt: at(12).toISOString() },
      { type: 'auto_stopped', at: at(3).toISOString(), by: TEST_ADMIN.name },
      { type: 'auto_sent', at: at(4).toISOString(), rule: 'Idraulico', count: 4 },
      { type: 'wave_sent', at: at(5).toISOString(), rule: 'Idraulico', count: 2 },
    ]);
  });
});

describe('POST /api/admin/leads/:id/approve-and-send', () => {
  const approveAndSend = (id: string, selectedBusinessIds: string[]) =>
    t.admin('POST', `/api/admin/leads/${id}/approve-and-send`, { selectedBusinessIds });
  const leadRow = (id: string) =>
    t.database.db.selectFrom('leads').select(['status', 'auto_dispatch_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const deliveries = async (id: string) =>
    (await t.database.db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', id).execute()).map((row) => row.business_id);
  const eventTypes = async (id: string) =>
    (await t.database.db.selectFrom('lead_events').select('type').where('lead_id', '=', id).orderBy('at').execute()).map((row) => row.type);

  it('approves a pending lead and offers it to the selected businesses in one step, cancelling its automatic sending', async () => {
    const id = await addLead(t.database.db, { category: 'Pulizie' });
    await t.database.db
      .updateTable('leads')
      .set({ auto_dispatch_at: new Date(Date.now() + 600_000) })
      .where('id', '=', id)
      .execute();
    const one = await addBusiness(t, 'Pulito Uno', 'Pulizie');
    const two = await addBusiness(t, 'Pulito Due', 'Pulizie');
    const response = await approveAndSend(id, [one.id, two.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentToCount: 2, proposedCount: 0 });
    expect(await leadRow(id)).toEqual({ status: 'sent', auto_dispatch_at: null });
    expect((await deliveries(id)).sort()).toEqual([one.id, two.id].sort());
    const approved = (await detail(id)).events.find((event) => event.type === 'approved');
    expect(approved).toMatchObject({ by: TEST_ADMIN.name });
    const offers = await t.database.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('lead_id', '=', id)
      .where('purpose', '=', 'lead-offer')
      .execute();
    expect(offers.map((row) => row.recipient).sort()).toEqual([one.email, two.email].sort());
  });

  it('rolls everything back when one business may not be offered it: the lead stays pending, nothing sent', async () => {
    const id = await addLead(t.database.db, { category: 'Pulizie' });
    const due = new Date(Date.now() + 600_000);
    await t.database.db.updateTable('leads').set({ auto_dispatch_at: due }).where('id', '=', id).execute();
    const fine = await addBusiness(t, 'Pulito Tre', 'Pulizie');
    const picky = await addBusiness(t, 'Pulito Caro', 'Pulizie');
    await t.database.db.updateTable('businesses').set({ max_price: '10.00' }).where('id', '=', picky.id).execute();
    const response = await approveAndSend(id, [fine.id, picky.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'preferences_not_met' });
    expect(await leadRow(id)).toEqual({ status: 'pending', auto_dispatch_at: due });
    expect(await deliveries(id)).toEqual([]);
    expect(await eventTypes(id)).not.toContain('approved');

    // More businesses than LEAD_MAX_OFFERS (3): refused as a sending is, the lead still pending.
    const more = [fine.id, (await addBusiness(t, 'Pulito Quattro', 'Pulizie')).id, (await addBusiness(t, 'Pulito Cinque', 'Pulizie')).id];
    more.push((await addBusiness(t, 'Pulito Sei', 'Pulizie')).id);
    const tooMany = await approveAndSend(id, more);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'too_many_offers' });
    expect((await leadRow(id)).status).toBe('pending');
  });

  it('just sends a lead approved already; refuses a sent one (409) and an unknown one (404)', async () => {
    const id = await addLead(t.database.db, { category: 'Pulizie', status: 'approved_pending_companies' });
    const business = await addBusiness(t, 'Pulito Sette', 'Pulizie');
    const response = await approveAndSend(id, [business.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentToCount: 1, proposedCount: 0 });
    expect(await eventTypes(id)).not.toContain('approved');
    expect((await leadRow(id)).status).toBe('sent');

    const again = await approveAndSend(id, [(await addBusiness(t, 'Pulito Otto', 'Pulizie')).id]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_transition', message: dispatchApiMessages.leadNotApprovable });
    expect((await approveAndSend(UNKNOWN_ID, [business.id])).statusCode).toBe(404);
  });
});

describe('POST /api/admin/leads/:id/approve-and-send with CUSTOMER_CHOOSES', () => {
  const choosing = useTestApp({
    env: { CUSTOMER_CHOOSES: 'true', LEAD_MAX_OFFERS: '3', LEAD_MAX_BUYERS: '2' },
    comuni: true,
    templates: true,
    signedIn: true,
  });
  const approveAndSend = (id: string, selectedBusinessIds: string[]) =>
    choosing.admin('POST', `/api/admin/leads/${id}/approve-and-send`, { selectedBusinessIds });
  const proposals = async (id: string) =>
    (await choosing.database.db.selectFrom('lead_proposals').select('business_id').where('lead_id', '=', id).execute()).map((row) => row.business_id);

  it('approves the lead and proposes the businesses to its customer instead of offering them', async () => {
    const id = await addLead(choosing.database.db);
    const one = await addBusiness(choosing, 'Scelta Uno');
    const two = await addBusiness(choosing, 'Scelta Due');
    const response = await approveAndSend(id, [one.id, two.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentToCount: 0, proposedCount: 2 });
    const lead = await choosing.database.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(lead.status).toBe('approved_pending_companies');
    expect((await proposals(id)).sort()).toEqual([one.id, two.id].sort());
    const deliveries = await choosing.database.db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', id).execute();
    expect(deliveries).toEqual([]);
    const choice = await choosing.database.db
      .selectFrom('email_outbox')
      .select('purpose')
      .where('lead_id', '=', id)
      .where('purpose', '=', 'lead-choice')
      .execute();
    expect(choice).toHaveLength(1);
  });

  it('rolls back the approval when the proposal is refused (more than the places left)', async () => {
    const id = await addLead(choosing.database.db);
    const ids: string[] = [];
    for (const name of ['Troppe Uno', 'Troppe Due', 'Troppe Tre', 'Troppe Quattro']) ids.push((await addBusiness(choosing, name)).id);
    const response = await approveAndSend(id, ids);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'too_many_proposals' });
    const lead = await choosing.database.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(lead.status).toBe('pending');
    expect(await proposals(id)).toEqual([]);
    const approved = await choosing.database.db
      .selectFrom('lead_events')
      .select('type')
      .where('lead_id', '=', id)
      .where('type', '=', 'approved')
      .execute();
    expect(approved).toEqual([]);
  });
});
