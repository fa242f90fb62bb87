import { randomUUID } from 'node:crypto';
import type { AdminLeadDetail, Business, DispatchRule, DispatchRules, Lead } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { jobsOf } from '../../jobs/job-engine.ts';
import { fromAddress, postJson, verifyEmail } from '../../test/chat-helpers.ts';
import { useTestApp } from '../../test/file-app.ts';
import { insertLead } from '../leads/leads.repository.ts';
import { autoDispatchTask, createDispatchContext, runAutoDispatch, runDueDispatches, type DispatchContext } from './dispatch.service.ts';

/** Issue 35: a verified lead reaches the right businesses by its category's rule, or stays in the queue with why. */
const t = useTestApp({ env: { LEAD_MAX_OFFERS: '3', LEAD_MAX_BUYERS: '2' }, comuni: true, templates: true, signedIn: true });

const BERGAMO = '016024';
const REGGIO_EMILIA = '035033';
const MINUTE = 60_000;
let sequence = 0;

const context = (): Promise<DispatchContext> => createDispatchContext(t.database.db, t.config);

async function setRule(category: string, rule: Partial<Omit<DispatchRule, 'category'>>): Promise<DispatchRule> {
  const body = { enabled: true, topN: 2, holdMinutes: 10, waveHours: 4, ...rule };
  const response = await t.admin('PUT', `/api/admin/dispatch-rules/${category}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DispatchRule;
}

async function addBusiness(name: string, category = 'Idraulico', location = 'Bergamo'): Promise<Business> {
  sequence += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${sequence}@example.it`;
  const response = await t.admin('POST', '/api/admin/businesses', { name, email, category, location });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Business;
}

/** A lead as the chat completes it: the email verified, the category and comune the visitor confirmed. */
async function completeLead(userRequest: string, options: { email?: string; istatCode?: string; category?: string; phone?: string } = {}) {
  sequence += 1;
  const email = options.email ?? `cliente.${sequence}@example.it`;
  const address = `198.51.100.${(sequence % 200) + 1}`;
  const leadId = await verifyEmail(t.app, t.database.db, email, address);
  const response = await postJson(
    t.app,
    '/api/leads/complete',
    {
      privacyConsent: true,
      leadId,
      userEmail: email,
      userName: 'Giulia Bianchi',
      ...(options.phone ? { userPhone: options.phone } : {}),
      userRequest,
      category: options.category ?? 'Idraulico',
      istatCode: options.istatCode ?? BERGAMO,
    },
    fromAddress(address),
  );
  expect(response.statusCode, response.body).toBe(201);
  return leadId;
}

async function detail(leadId: string): Promise<AdminLeadDetail> {
  const response = await t.admin('GET', `/api/admin/leads/${leadId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminLeadDetail;
}

async function deliveredTo(leadId: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', leadId).execute();
  return rows.map((row) => row.business_id).sort();
}

async function storedLead(leadId: string) {
  return t.database.db
    .selectFrom('leads')
    .select(['status', 'auto_dispatch_at', 'queue_reasons', 'duplicate_of', 'next_wave_at'])
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
}

const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('the rules («Automazione»)', () => {
  it('lists the six categories off by default, saves a rule with its author, refuses more businesses than LEAD_MAX_OFFERS', async () => {
    const listed = await t.admin('GET', '/api/admin/dispatch-rules');
    expect(listed.statusCode).toBe(200);
    const rules = listed.json() as DispatchRules;
    expect(rules.rules).toHaveLength(6);
    expect(rules).toMatchObject({ maxOffers: 3, maxBuyers: 2, customerChooses: false });

    const saved = await setRule('Meccanico', { topN: 3, holdMinutes: 0, waveHours: 6 });
    expect(saved).toMatchObject({ category: 'Meccanico', enabled: true, topN: 3, holdMinutes: 0, waveHours: 6 });
    expect(saved.updatedBy).not.toBeNull();
    expect(saved.updatedAt).not.toBeNull();

    const tooMany = await t.admin('PUT', '/api/admin/dispatch-rules/Meccanico', { enabled: true, topN: 4, holdMinutes: 0, waveHours: 6 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'validation_error', field: 'topN', message: expect.stringContaining('al massimo a 3 aziende') });
    for (const wrong of [{ holdMinutes: -1 }, { holdMinutes: 1441 }, { waveHours: 0 }, { topN: 0 }, { topN: 2.5 }]) {
      const refused = await t.admin('PUT', '/api/admin/dispatch-rules/Meccanico', { enabled: true, topN: 1, holdMinutes: 0, waveHours: 6, ...wrong });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    const other = await t.admin('PUT', '/api/admin/dispatch-rules/Avvocato', { enabled: true, topN: 1, holdMinutes: 0, waveHours: 6 });
    expect(other.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/dispatch-rules' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a verified lead of a category with its rule on', () => {
  it('waits for its hold, then goes to the top N that accept it, once; then a wave, never past LEAD_MAX_OFFERS', async () => {
    await setRule('Idraulico', { topN: 2, holdMinutes: 10, waveHours: 4 });
    const businesses = [await addBusiness('Idraulica Orobica'), await addBusiness('Tubi Bergamo'), await addBusiness('Acqua Sicura')];
    const paused = await addBusiness('Idraulica in Pausa');
    await t.admin('PATCH', `/api/admin/businesses/${paused.id}`, { isActive: false });

    const leadId = await completeLead('Perdita sotto il lavandino della cucina a Bergamo, serve un idraulico');
    const scheduled = await detail(leadId);
    expect(scheduled.lead.status).toBe('pending');
    expect(scheduled.lead.dispatch?.autoDispatchAt).not.toBeNull();
    const dueAt = new Date(scheduled.lead.dispatch?.autoDispatchAt ?? 0).getTime();
    expect(dueAt - Date.now()).toBeGreaterThan(9 * MINUTE);
    expect(scheduled.events.map((event) => event.type)).toContain('auto_scheduled');

    // Not before the hold ends.
    const ctx = await context();
    expect(await runAutoDispatch(t.database.db, ctx, leadId, new Date())).toBe('skipped');
    expect(await deliveredTo(leadId)).toEqual([]);

    // After it: the two best ranked, approved and sent without anyone touching the console; and only once.
    await runDueDispatches(t.database.db, ctx, later(11));
    const sent = await deliveredTo(leadId);
    expect(sent).toHaveLength(2);
    expect(sent).not.toContain(paused.id);
    expect(await runAutoDispatch(t.database.db, ctx, leadId, later(12))).toBe('skipped');
    expect(await deliveredTo(leadId)).toEqual(sent);
    const afterSend = await detail(leadId);
    expect(afterSend.lead.status).toBe('sent');
    const autoSent = afterSend.events.find((event) => event.type === 'auto_sent');
    expect(autoSent).toMatchObject({ count: 2, rule: 'Idraulico' });
    const offers = await t.database.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('purpose', '=', 'lead-offer')
      .where('lead_id', '=', leadId)
      .execute();
    expect(offers).toHaveLength(2);

    // Nobody bought after W hours: the next ranked one, and no more (LEAD_MAX_OFFERS is 3).
    const wave = await runDueDispatches(t.database.db, ctx, later(11 + 4 * 60 + 1));
    expect(wave.waves).toBe(1);
    const all = await deliveredTo(leadId);
    expect(all).toHaveLength(3);
    expect(all).toEqual(businesses.map((business) => business.id).sort());
    expect((await storedLead(leadId)).next_wave_at).toBeNull();
    await runDueDispatches(t.database.db, ctx, later(11 + 9 * 60));
    expect(await deliveredTo(leadId)).toHaveLength(3);
    expect((await detail(leadId)).events.find((event) => event.type === 'wave_sent')).toMatchObject({ count: 1 });
  });

  it('with a hold of 0 its job sends it at once, and the job runs it once', async () => {
    await setRule('Elettricista', { topN: 1, holdMinutes: 0 });
    const electrician = await addBusiness('Elettro Bergamo', 'Elettricista');
    const leadId = await completeLead('Salta la corrente in casa quando accendo il forno, Bergamo', { category: 'Elettricista' });
    const report = await jobsOf(t.database.db).runDue('auto-dispatch', autoDispatchTask(t.database.db, context));
    expect(report.failed).toBe(0);
    expect(await deliveredTo(leadId)).toEqual([electrician.id]);
    expect((await runDueDispatches(t.database.db, await context(), later(1))).dispatched).toBe(0);
    expect(await deliveredTo(leadId)).toEqual([electrician.id]);
  });
});

describe('several instances', () => {
  it('two runs of one due lead at once (two instances, or the job and the sweep): one sends, the other finds nothing to do', async () => {
    await setRule('Imbianchino', { topN: 1, holdMinutes: 5 });
    const painter = await addBusiness('Colori Bergamo', 'Imbianchino');
    const leadId = await completeLead('Tinteggiatura di due camere da letto a Bergamo', { category: 'Imbianchino' });
    const ctx = await context();
    const outcomes = await Promise.all([
      runAutoDispatch(t.database.db, ctx, leadId, later(6)),
      runAutoDispatch(t.database.db, ctx, leadId, later(6)),
    ]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(await deliveredTo(leadId)).toEqual([painter.id]);
    const events = (await detail(leadId)).events.filter((event) => event.type === 'auto_sent' || event.type === 'approved');
    expect(events).toHaveLength(2);
  });
});

describe('a lead that fails a rule stays in the manual queue with the reason', () => {
  it('a possible duplicate, an ambiguous comune, contact data in the text', async () => {
    await setRule('Idraulico', { topN: 2, holdMinutes: 0 });
    await addBusiness('Idraulica Duplicati');
    const first = await completeLead('Perdita dal tubo del bagno a Bergamo', { email: 'stessa.persona@example.it' });
    const second = await completeLead('Il tubo del bagno perde ancora, Bergamo', { email: 'stessa.persona@example.it' });
    const duplicate = (await detail(second)).lead;
    expect(duplicate.status).toBe('pending');
    expect(duplicate.dispatch?.autoDispatchAt).toBeNull();
    expect(duplicate.dispatch?.duplicateOf).toBe(first);
    expect(duplicate.dispatch?.reasons.map((reason) => reason.code)).toEqual(['possible_duplicate']);
    expect(duplicate.dispatch?.reasons[0]?.text).toMatch(/^possibile duplicato di una richiesta del \d{2}\/\d{2}\/\d{4}$/);

    const ambiguous = await completeLead('Perdita dallo scarico della lavatrice a Reggio', { istatCode: REGGIO_EMILIA });
    const held = (await detail(ambiguous)).lead;
    expect(held.dispatch?.reasons.map((reason) => reason.code)).toEqual(['place_ambiguous']);
    expect(held.dispatch?.reasons[0]?.text).toBe('comune ambiguo');

    const contact = await completeLead('Perdita dal rubinetto a Bergamo, chiamatemi al 333 987 6543');
    expect((await detail(contact)).lead.dispatch?.reasons.map((reason) => reason.code)).toEqual(['contact_data']);

    const elsewhere = await completeLead('Lo scarico del lavandino è intasato');
    expect((await detail(elsewhere)).lead.dispatch?.reasons.map((reason) => reason.code)).toEqual(['place_unclear']);

    await runDueDispatches(t.database.db, await context(), later(60));
    for (const leadId of [second, ambiguous, contact, elsewhere]) {
      expect(await deliveredTo(leadId)).toEqual([]);
      expect((await storedLead(leadId)).status).toBe('pending');
      const events = (await detail(leadId)).events.map((event) => event.type);
      expect(events).toContain('auto_held');
    }
  });

  it('an earlier request of the same person that committed just after the plan is seen when the hold ends', async () => {
    await setRule('Idraulico', { topN: 2, holdMinutes: 10 });
    await addBusiness('Idraulica Gemella');
    const leadId = await completeLead('Il sifone della vasca perde acqua, Bergamo', { email: 'gemella@example.it' });
    expect((await detail(leadId)).lead.dispatch?.autoDispatchAt).not.toBeNull();
    // Its twin, written a moment before it but committed after its plan.
    const twin = randomUUID();
    await insertLead(t.database.db, {
      id: twin,
      user_request: 'Perde il sifone della vasca, Bergamo',
      user_email: 'gemella@example.it',
      user_name: 'Giulia Bianchi',
      user_phone: null,
      category: 'Idraulico',
      price: '25.00',
      status: 'pending',
      istat_code: BERGAMO,
      landing_page_id: null,
      prefilled_service: null,
      prefilled_location: null,
      landing_context: null,
    });
    await t.database.db
      .updateTable('leads')
      .set({ created_at: new Date(Date.now() - 50) })
      .where('id', '=', twin)
      .execute();
    await t.database.db.updateTable('leads').set({ created_at: new Date() }).where('id', '=', leadId).execute();
    await runDueDispatches(t.database.db, await context(), later(11));
    expect(await deliveredTo(leadId)).toEqual([]);
    const lead = (await detail(leadId)).lead;
    expect(lead.dispatch).toMatchObject({ duplicateOf: twin, reasons: [{ code: 'possible_duplicate' }] });
  });

  it('no business accepts it: «nessuna azienda disponibile»', async () => {
    await setRule('Giardinaggio', { topN: 2, holdMinutes: 0 });
    const leadId = await completeLead('Potatura della siepe e taglio del prato a Bergamo', { category: 'Giardinaggio' });
    await runDueDispatches(t.database.db, await context(), later(1));
    const lead = (await detail(leadId)).lead;
    expect(lead.status).toBe('pending');
    expect(lead.dispatch?.reasons).toEqual([{ code: 'no_candidates', text: 'nessuna azienda disponibile' }]);
  });
});

describe('the admin during the hold', () => {
  it('stops it: nothing is sent, the lead waits in the queue «fermato»; a second stop is 409', async () => {
    await setRule('Idraulico', { topN: 2, holdMinutes: 10 });
    await addBusiness('Idraulica Ferma');
    const leadId = await completeLead('Il boiler non scalda più l’acqua, Bergamo centro');
    expect((await detail(leadId)).lead.dispatch?.autoDispatchAt).not.toBeNull();
    const stopped = await t.admin('POST', `/api/admin/leads/${leadId}/stop-auto-dispatch`, {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    const lead = stopped.json() as Lead;
    expect(lead.dispatch).toMatchObject({ autoDispatchAt: null, reasons: [{ code: 'stopped' }] });
    const again = await t.admin('POST', `/api/admin/leads/${leadId}/stop-auto-dispatch`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'not_scheduled' });
    await runDueDispatches(t.database.db, await context(), later(15));
    expect(await deliveredTo(leadId)).toEqual([]);
    expect((await detail(leadId)).events.find((event) => event.type === 'auto_stopped')?.by).toBeTruthy();
  });

  it('changes the price: the lead is held for it when the hold ends', async () => {
    await setRule('Idraulico', { topN: 2, holdMinutes: 10 });
    await addBusiness('Idraulica Prezzo');
    const leadId = await completeLead('Sostituzione del rubinetto della doccia a Bergamo');
    const patched = await t.admin('PATCH', `/api/admin/leads/${leadId}`, { price: '40.00' });
    expect(patched.statusCode).toBe(200);
    await runDueDispatches(t.database.db, await context(), later(11));
    expect(await deliveredTo(leadId)).toEqual([]);
    expect((await detail(leadId)).lead.dispatch?.reasons.map((reason) => reason.code)).toEqual(['price_changed']);
  });

  it('switches the rule off: the waiting leads stop at once', async () => {
    await setRule('Pulizie', { topN: 1, holdMinutes: 30 });
    await addBusiness('Pulito Bergamo', 'Pulizie');
    const leadId = await completeLead('Pulizia di fine cantiere di un appartamento a Bergamo', { category: 'Pulizie' });
    expect((await detail(leadId)).lead.dispatch?.autoDispatchAt).not.toBeNull();
    await setRule('Pulizie', { enabled: false, topN: 1, holdMinutes: 30 });
    const lead = (await detail(leadId)).lead;
    expect(lead.dispatch?.autoDispatchAt).toBeNull();
    expect(lead.dispatch?.reasons.map((reason) => reason.code)).toEqual(['stopped']);
    await runDueDispatches(t.database.db, await context(), later(31));
    expect(await deliveredTo(leadId)).toEqual([]);
  });
});
