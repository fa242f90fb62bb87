import { randomUUID } from 'node:crypto';
import { formatEuro } from '@trovapro/copy';
import type { Business, BusinessPreferences, CandidateBusiness, UpdateBusinessPreferencesBody } from '@trovapro/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BUSINESS_COOKIE_NAME } from '../../plugins/business-session.ts';
import { TEST_BILLING, TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { useTestApp } from '../../test/file-app.ts';
import { weekStart } from '../businesses/businesses.service.ts';
import { insertLead } from '../leads/leads.repository.ts';
import { getBusinessPreferences } from './business-preferences.service.ts';
import { createBusinessSession } from './business-sessions.ts';

const CHECKOUT = 'https://trovapro.example';
const t = useTestApp({ env: { CHECKOUT_URL: CHECKOUT }, comuni: true, templates: true, signedIn: true });

const FANO = '041013';
const PESARO = '041044';
const URBINO = '041067';
const BOLOGNA = '037006';

type Method = 'GET' | 'PUT';
/** A request of the area as the business of `cookie`, from the checkout's origin. */
const area = (cookie: string | null, method: Method, payload?: object, origin = CHECKOUT) =>
  t.app.inject({
    method,
    url: '/api/business/area/preferences',
    headers: { ...(cookie === null ? {} : { cookie }), origin },
    ...(payload === undefined ? {} : { payload }),
  });

/** A business the admin added (seat Fano unless said), and a session of its own. */
async function business(name: string, extra: { category?: string; location?: string } = {}): Promise<{ id: string; name: string; cookie: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const response = await t.admin('POST', '/api/admin/businesses', {
    name,
    email,
    category: extra.category ?? 'Idraulico',
    location: extra.location ?? 'Fano',
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as Business;
  return { id, name, cookie: `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(t.database.db, id)}` };
}

/** What the page sends: every field, these changed. */
const body = (changes: Partial<UpdateBusinessPreferencesBody> = {}): UpdateBusinessPreferencesBody => ({
  categories: ['Idraulico'],
  reach: null,
  comuni: [],
  maxPrice: null,
  weeklyCap: null,
  paused: false,
  phone: '',
  website: '',
  billing: null,
  ...changes,
});

async function save(cookie: string, changes: Partial<UpdateBusinessPreferencesBody>): Promise<BusinessPreferences> {
  const response = await area(cookie, 'PUT', body(changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BusinessPreferences;
}

async function addLead(fields: { category?: string; istatCode?: string | null; price?: string } = {}): Promise<string> {
  const id = randomUUID();
  await insertLead(t.database.db, {
    id,
    user_request: 'Perdita dal lavandino della cucina',
    user_email: `cliente.${id.slice(0, 8)}@example.it`,
    user_name: 'Cliente',
    user_phone: null,
    category: fields.category ?? 'Idraulico',
    price: fields.price ?? '25.00',
    status: 'approved_pending_companies',
    istat_code: fields.istatCode === undefined ? FANO : fields.istatCode,
    landing_page_id: null,
    prefilled_service: null,
    prefilled_location: null,
    landing_context: null,
  });
  return id;
}

/** A paid (or refunded) purchase of `businessId` at `paidAt`, of a lead of its own. */
async function purchase(businessId: string, amount: string, paidAt: Date | 'now', status: 'paid' | 'refunded' = 'paid'): Promise<void> {
  const leadId = await addLead();
  const at = paidAt === 'now' ? sql<Date>`now()` : paidAt;
  await t.database.db
    .insertInto('purchases')
    .values({
      lead_id: leadId,
      business_id: businessId,
      business_email: 'acquisti@example.it',
      business_name: 'Acquirente',
      amount,
      payment_intent_id: `pi_${randomUUID()}`,
      payment_provider: 'test-gateway',
      status,
      paid_at: at,
      created_at: at,
      ...(status === 'refunded' ? { refunded_at: at } : {}),
    })
    .execute();
}

const businessRow = (id: string) =>
  t.database.db
    .selectFrom('businesses')
    .select([
      'category',
      'categories',
      'service_reach',
      'service_comuni',
      'max_price',
      'weekly_cap',
      'is_active',
      'paused_reason',
      'phone',
      'website',
      'billing',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('GET and PUT /api/business/area/preferences', () => {
  it('answers an admin-added business its category, no limits, its seat, email and nothing spent', async () => {
    const alfa = await business('Idraulica Alfa');
    const response = await area(alfa.cookie, 'GET');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      categories: ['Idraulico'],
      reach: null,
      comuni: [],
      maxPrice: null,
      weeklyCap: null,
      spentThisWeek: '0.00',
      weekStartedAt: expect.any(String),
      paused: false,
      pausedReason: null,
      seat: {
        comune: { istatCode: FANO, name: 'Fano', province: 'Pesaro e Urbino', provinceCode: 'PU', region: 'Marche' },
        provinceCode: 'PU',
        region: 'Marche',
      },
      canPause: true,
      canResume: false,
      email: expect.stringMatching(/^idraulica\.alfa\./),
      phone: null,
      website: null,
      billing: null,
    });
  });

  it('saves every preference, Italian amounts included; `category` stays the first category; the checkout prefills the billing saved', async () => {
    const beta = await business('Termoidraulica Beta');
    const saved = await save(beta.cookie, {
      categories: ['Elettricista', 'Idraulico', 'Elettricista'],
      reach: 'comuni',
      comuni: [PESARO, URBINO, PESARO],
      maxPrice: '22,5',
      weeklyCap: ' 1.250,00 ',
      phone: '333 123 4567',
      website: 'https://beta.example.it',
      billing: TEST_BILLING,
    });
    expect(saved).toMatchObject({
      categories: ['Elettricista', 'Idraulico'],
      reach: 'comuni',
      comuni: [
        { istatCode: PESARO, name: 'Pesaro', provinceCode: 'PU' },
        { istatCode: URBINO, name: 'Urbino', provinceCode: 'PU' },
      ],
      maxPrice: '22.50',
      weeklyCap: '1250.00',
      phone: '+39 333 123 4567',
      website: 'https://beta.example.it',
      billing: TEST_BILLING_DETAILS,
    });
    expect((await area(beta.cookie, 'GET')).json()).toEqual(saved);
    expect(await businessRow(beta.id)).toMatchObject({
      category: 'Elettricista',
      categories: ['Elettricista', 'Idraulico'],
      service_reach: 'comuni',
      service_comuni: [PESARO, URBINO],
      max_price: '22.50',
      weekly_cap: '1250.00',
      billing: TEST_BILLING_DETAILS,
    });
    // The admin's list reads the first category; the admin changing it replaces only that one.
    expect((await t.admin('PATCH', `/api/admin/businesses/${beta.id}`, { category: 'Pulizie' })).statusCode).toBe(200);
    expect(await businessRow(beta.id)).toMatchObject({ category: 'Pulizie', categories: ['Pulizie', 'Idraulico'] });

    // Another reach: the list is not kept; empty amounts are no limit.
    const province = await save(beta.cookie, { reach: 'province', comuni: [PESARO], maxPrice: '', weeklyCap: null });
    expect(province).toMatchObject({ reach: 'province', comuni: [], maxPrice: null, weeklyCap: null, billing: null });
    expect(await businessRow(beta.id)).toMatchObject({ service_comuni: [], category: 'Idraulico', categories: ['Idraulico'] });
  });

  it('refuses a field that is not valid, naming it, and writes nothing', async () => {
    const gamma = await business('Idraulica Gamma');
    const before = await businessRow(gamma.id);
    const cases: Array<[Partial<UpdateBusinessPreferencesBody>, string, string | undefined]> = [
      [{ categories: [] }, 'categories', undefined],
      [{ categories: ['Traslochi' as 'Idraulico'] }, 'categories.0', undefined],
      [{ reach: 'comuni', comuni: [] }, 'comuni', 'Scegli almeno un comune.'],
      [{ reach: 'comuni', comuni: ['999999'] }, 'comuni', 'Uno dei comuni scelti non esiste: cercalo di nuovo.'],
      [{ maxPrice: 'trenta' }, 'maxPrice', 'Scrivi un importo in euro, per esempio 22,50.'],
      [{ maxPrice: '0' }, 'maxPrice', 'L’importo deve essere maggiore di zero; lascia vuoto per nessun limite.'],
      [{ weeklyCap: '1.250' }, 'weeklyCap', 'Importo ambiguo: usa la virgola per i decimali, per esempio 1250 o 12,50.'],
      [{ weeklyCap: '-5' }, 'weeklyCap', 'Scrivi un importo in euro, per esempio 22,50.'],
      [{ phone: '12' }, 'phone', undefined],
      [{ website: 'beta.example.it' }, 'website', 'Inserisci un indirizzo che inizi con http:// o https://.'],
      [{ billing: { ...TEST_BILLING, taxId: '12345678901' } }, 'billing.taxId', undefined],
      [{ billing: { ...TEST_BILLING, province: 'ZZ' } }, 'billing.province', undefined],
    ];
    for (const [changes, field, message] of cases) {
      const response = await area(gamma.cookie, 'PUT', body(changes));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ field, ...(message === undefined ? {} : { message }) });
    }
    expect(await businessRow(gamma.id)).toEqual(before);
  });

  it('a reach measured from a seat the product does not know is refused: a list of comuni is not', async () => {
    const nowhere = await business('Idraulica Nomade', { location: 'Zona industriale' });
    for (const reach of ['comune', 'province', 'region'] as const) {
      const response = await area(nowhere.cookie, 'PUT', body({ reach }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'reach' });
    }
    expect((await save(nowhere.cookie, { reach: 'comuni', comuni: [BOLOGNA] })).comuni.map((comune) => comune.name)).toEqual(['Bologna']);
  });

  it('is the signed-in business’s only: none without a session, another business reads and writes its own, a foreign origin is refused', async () => {
    const delta = await business('Idraulica Delta');
    const epsilon = await business('Idraulica Epsilon');
    expect((await area(null, 'GET')).statusCode).toBe(401);
    expect((await area(null, 'PUT', body({ maxPrice: '10' }))).statusCode).toBe(401);
    expect((await area(`${BUSINESS_COOKIE_NAME}=forged`, 'GET')).statusCode).toBe(401);
    // The admin's session does not open the area.
    expect((await area(t.cookie, 'GET')).statusCode).toBe(401);

    await save(delta.cookie, { maxPrice: '40' });
    const other = await save(epsilon.cookie, { maxPrice: '15' });
    expect(other.email).toMatch(/^idraulica\.epsilon\./);
    expect((await businessRow(delta.id)).max_price).toBe('40.00');
    expect((await businessRow(epsilon.id)).max_price).toBe('15.00');
    // A body cannot name another business.
    expect((await area(epsilon.cookie, 'PUT', { ...body(), id: delta.id })).statusCode).toBe(400);

    const foreign = await area(delta.cookie, 'PUT', body({ maxPrice: '99' }), 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect((await businessRow(delta.id)).max_price).toBe('40.00');
  });

  it('pauses and resumes the offers of its own; a pause of the admin stays, and cannot be lifted from the area', async () => {
    const zeta = await business('Idraulica Zeta');
    const paused = await save(zeta.cookie, { paused: true });
    expect(paused).toMatchObject({ paused: true, pausedReason: 'area', canPause: false, canResume: true });
    expect(await businessRow(zeta.id)).toMatchObject({ is_active: false, paused_reason: 'area' });
    // The admin's console shows it paused by the business.
    expect(((await t.admin('GET', `/api/admin/businesses/${zeta.id}`)).json() as { business: Business }).business).toMatchObject({
      isActive: false,
      pausedReason: 'area',
    });
    expect(await save(zeta.cookie, { paused: false })).toMatchObject({ paused: false, pausedReason: null, canPause: true, canResume: false });
    expect(await businessRow(zeta.id)).toMatchObject({ is_active: true, paused_reason: null });

    // Paused by the admin: saving keeps the pause the admin's; resuming is refused.
    expect((await t.admin('PATCH', `/api/admin/businesses/${zeta.id}`, { isActive: false })).statusCode).toBe(200);
    expect(await save(zeta.cookie, { paused: true, maxPrice: '30' })).toMatchObject({
      paused: true,
      pausedReason: 'admin',
      canResume: false,
      maxPrice: '30.00',
    });
    const resume = await area(zeta.cookie, 'PUT', body({ paused: false }));
    expect(resume.statusCode).toBe(409);
    expect(resume.json()).toMatchObject({
      code: 'paused_by_admin',
      message: 'Le offerte sono state sospese da TrovaPro: per riattivarle scrivi all’assistenza.',
    });
    expect(await businessRow(zeta.id)).toMatchObject({ is_active: false, paused_reason: 'admin' });
  });
});

describe('the week of the weekly cap: from Monday 00:00 Europe/Rome', () => {
  it('starts on Monday at midnight in Rome, summer time and winter time', async () => {
    const { db } = t.database;
    // Monday 30 March 2026, 10:00 in Rome (CEST, since Sunday 02:00): the week began at 00:00 CEST.
    expect((await weekStart(db, new Date('2026-03-30T08:00:00Z'))).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Sunday 29 March 2026, 23:59 in Rome: still the week that began on Monday 23 March at 00:00 CET.
    expect((await weekStart(db, new Date('2026-03-29T21:59:00Z'))).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    // Monday 26 October 2026, 00:30 in Rome (CET again since Sunday 03:00).
    expect((await weekStart(db, new Date('2026-10-25T23:30:00Z'))).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('counts the paid purchases of this week only: Sunday 23:30 in Rome is last week, refunds are not counted', async () => {
    const eta = await business('Idraulica Eta');
    const now = new Date('2026-03-30T08:00:00Z');
    await purchase(eta.id, '11.00', new Date('2026-03-29T21:30:00Z')); // Sunday 23:30 CEST: last week
    await purchase(eta.id, '30.00', new Date('2026-03-29T22:30:00Z')); // Monday 00:30 CEST: this week
    await purchase(eta.id, '10.00', new Date('2026-03-30T07:00:00Z')); // Monday 09:00: this week
    await purchase(eta.id, '50.00', new Date('2026-03-30T07:30:00Z'), 'refunded');
    const preferences = await getBusinessPreferences(t.database.db, eta.id, now);
    expect(preferences).toMatchObject({ spentThisWeek: '40.00', weekStartedAt: '2026-03-29T22:00:00.000Z' });
  });
});

describe('the admin’s candidate list and sending follow the preferences', () => {
  it('says for each business whether it accepts the lead and why not; sending is refused for each reason', async () => {
    const lead = await addLead({ price: '25.00' });
    const ok = await business('Accetta Tutto');
    const category = await business('Solo Elettricista');
    await save(category.cookie, { categories: ['Elettricista'] });
    const reach = await business('Solo Pesaro');
    await save(reach.cookie, { reach: 'comuni', comuni: [PESARO] });
    const price = await business('Massimo Venti');
    await save(price.cookie, { maxPrice: '20' });
    const cap = await business('Tetto Cinquanta');
    await save(cap.cookie, { weeklyCap: '50' });
    await purchase(cap.id, '30.00', 'now');
    const paused = await business('In Pausa');
    await save(paused.cookie, { paused: true });
    // Under the cap with this lead: 25 + 25 = 50 is not over 50.
    const underCap = await business('Tetto Giusto');
    await save(underCap.cookie, { weeklyCap: '50,00' });
    await purchase(underCap.id, '25.00', 'now');

    const response = await t.admin('GET', `/api/admin/leads/${lead}/candidate-businesses`);
    expect(response.statusCode).toBe(200);
    const listed = new Map((response.json() as CandidateBusiness[]).map((candidate) => [candidate.name, candidate.preferenceCheck]));
    expect(listed.get(ok.name)).toEqual({ accepts: true, mismatches: [], maxPrice: null, weeklyCap: null, spentThisWeek: '0.00' });
    expect(listed.get(underCap.name)).toEqual({ accepts: true, mismatches: [], maxPrice: null, weeklyCap: '50.00', spentThisWeek: '25.00' });
    expect(listed.get(category.name)).toMatchObject({ accepts: false, mismatches: ['category'] });
    expect(listed.get(reach.name)).toMatchObject({ accepts: false, mismatches: ['reach'] });
    expect(listed.get(price.name)).toMatchObject({ accepts: false, mismatches: ['price'], maxPrice: '20.00' });
    expect(listed.get(cap.name)).toMatchObject({ accepts: false, mismatches: ['cap'], weeklyCap: '50.00', spentThisWeek: '30.00' });
    expect(listed.get(paused.name)).toMatchObject({ accepts: false, mismatches: ['paused'] });
    // The ones that accept come first.
    const names = [...listed.keys()];
    expect(names.indexOf(underCap.name)).toBeLessThan(names.indexOf(category.name));
    expect(names.indexOf(ok.name)).toBeLessThan(names.indexOf(paused.name));

    const send = (ids: string[]) => t.admin('POST', `/api/admin/leads/${lead}/send-to-businesses`, { selectedBusinessIds: ids });
    const refusals: Array<[{ id: string; name: string }, string]> = [
      [category, 'Categoria non scelta'],
      [reach, 'Fuori zona'],
      [price, `Prezzo oltre il massimo (${formatEuro('20.00')})`],
      [cap, 'Tetto settimanale raggiunto'],
      [paused, 'In pausa'],
    ];
    for (const [refused, reason] of refusals) {
      const answer = await send([ok.id, refused.id]);
      expect(answer.statusCode, refused.name).toBe(409);
      expect(answer.json()).toEqual({
        code: 'preferences_not_met',
        message: `${refused.name} non riceve questa richiesta secondo le sue preferenze: ${reason}.`,
      });
    }
    expect(await t.database.db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', lead).execute()).toEqual([]);

    const sent = await send([ok.id, underCap.id]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentToCount: 2 });
  });

  it('a lead of unknown place is outside every reach, and one of the business’s categories other than the first is accepted', async () => {
    const nowhere = await addLead({ istatCode: null, category: 'Pulizie' });
    const theta = await business('Pulizie Theta');
    await save(theta.cookie, { categories: ['Idraulico', 'Pulizie'], reach: 'province' });
    const response = await t.admin('GET', `/api/admin/leads/${nowhere}/candidate-businesses`);
    const check = (response.json() as CandidateBusiness[]).find((candidate) => candidate.id === theta.id)?.preferenceCheck;
    expect(check).toMatchObject({ accepts: false, mismatches: ['reach'] });

    const inFano = await addLead({ category: 'Pulizie' });
    const fano = (await t.admin('GET', `/api/admin/leads/${inFano}/candidate-businesses`)).json() as CandidateBusiness[];
    expect(fano.find((candidate) => candidate.id === theta.id)?.preferenceCheck).toMatchObject({ accepts: true });
  });
});
