import { randomUUID } from 'node:crypto';
import type { Business, CandidateBusiness, LeadStatus } from '@trovapro/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin } from '../../test/test-app.ts';
import { hashPurchaseToken } from '../checkout/purchase-token.ts';
import { deliverableMessage } from '../email-outbox/email-outbox.service.ts';
import { maskSecrets } from '../email-outbox/outbox-secrets.ts';
import { insertLead } from './leads.repository.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ env: { CHECKOUT_URL: 'https://pay.trovapro.example/' }, comuni: true, templates: true, signedIn: true });

const BERGAMO = '016024';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const admin = t.admin;

async function addLead(fields: { status?: LeadStatus; category?: string; istatCode?: string | null; request?: string } = {}) {
  const id = randomUUID();
  await insertLead(t.database.db, {
    id,
    user_request: fields.request ?? 'Perdita dal lavandino a Bergamo',
    user_email: `cliente.${id.slice(0, 8)}@example.it`,
    user_name: 'Cliente',
    user_phone: null,
    category: fields.category ?? 'Idraulico',
    price: '25.00',
    status: fields.status ?? 'pending',
    istat_code: fields.istatCode === undefined ? BERGAMO : fields.istatCode,
    landing_page_id: null,
    prefilled_service: null,
    prefilled_location: null,
    landing_context: null,
  });
  return id;
}

async function addBusiness(name: string, location: string, extra: { category?: string } = {}): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const response = await admin('POST', '/api/admin/businesses', { name, email, category: extra.category ?? 'Idraulico', location });
  expect(response.statusCode).toBe(201);
  return response.json() as Business;
}

const setStatus = (id: string, status: string) => admin('PATCH', `/api/admin/leads/${id}`, { status });
/** The candidates the lead may be sent to (their preferences accept it: issue 33 lists nearby others greyed out). */
const candidateList = async (id: string) => {
  const response = await admin('GET', `/api/admin/leads/${id}/candidate-businesses`);
  expect(response.statusCode).toBe(200);
  return (response.json() as CandidateBusiness[]).filter((business) => business.preferenceCheck.accepts);
};
const candidates = async (id: string) => (await candidateList(id)).map((business) => business.name);
/** «name: relation» of each candidate, in the order the dialog lists them. */
const ranked = async (id: string) => (await candidateList(id)).map((business) => `${business.name}: ${business.placeRelation}`);
const send = (id: string, selectedBusinessIds: string[]) => admin('POST', `/api/admin/leads/${id}/send-to-businesses`, { selectedBusinessIds });
const INVALID_TRANSITION = { code: 'invalid_transition', message: 'Questo cambio di stato non è consentito', field: 'status' };

describe('PATCH /api/admin/leads/:id — status', () => {
  it('approves a pending lead once: approving again is refused with 409', async () => {
    const id = await addLead();
    const approved = await setStatus(id, 'approved_pending_companies');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id,
      status: 'approved_pending_companies',
      price: '25.00',
      location: { municipality: 'Bergamo', province: 'Bergamo', istatCode: BERGAMO },
    });
    const again = await setStatus(id, 'approved_pending_companies');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(INVALID_TRANSITION);
  });

  it('rejects a pending lead; a rejected lead can only be restored to pending, a sent lead cannot change status', async () => {
    const id = await addLead();
    expect((await setStatus(id, 'rejected')).json()).toMatchObject({ status: 'rejected' });
    for (const status of ['rejected', 'approved_pending_companies']) {
      expect((await setStatus(id, status)).statusCode).toBe(409);
    }
    const sent = await addLead({ status: 'sent' });
    expect((await setStatus(sent, 'rejected')).json()).toEqual(INVALID_TRANSITION);
  });

  it('restores a rejected lead to pending, and only a rejected one', async () => {
    const id = await addLead();
    expect((await setStatus(id, 'rejected')).statusCode).toBe(200);
    const restored = await setStatus(id, 'pending');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, status: 'pending' });
    // Restored, it is a pending lead again: it can be approved.
    expect((await setStatus(id, 'approved_pending_companies')).json()).toMatchObject({ status: 'approved_pending_companies' });

    for (const status of ['pending', 'approved_pending_companies', 'sent'] as const) {
      const other = await addLead({ status });
      const response = await setStatus(other, 'pending');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(INVALID_TRANSITION);
      const row = await t.database.db.selectFrom('leads').select('status').where('id', '=', other).executeTakeFirstOrThrow();
      expect(row.status).toBe(status);
    }
  });

  it("refuses 'sent' (only sending does it) and 'approved' (no path leads there)", async () => {
    const approved = await addLead({ status: 'approved_pending_companies' });
    expect((await setStatus(approved, 'sent')).statusCode).toBe(409);
    const pending = await addLead();
    expect((await setStatus(pending, 'sent')).statusCode).toBe(409);
    expect((await setStatus(pending, 'approved')).statusCode).toBe(409);
    const row = await t.database.db.selectFrom('leads').select('status').where('id', 'in', [approved, pending]).execute();
    expect(row.map((lead) => lead.status).sort()).toEqual(['approved_pending_companies', 'pending']);
  });

  it('answers 404 for an unknown lead and 400 for a bad id or status', async () => {
    expect((await setStatus(UNKNOWN_ID, 'rejected')).json()).toEqual({ code: 'not_found', message: 'Lead non trovato' });
    expect((await setStatus('not-a-uuid', 'rejected')).statusCode).toBe(400);
    expect((await setStatus(await addLead(), 'boh')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/leads/:id — price', () => {
  const setPrice = (id: string, price: unknown) => admin('PATCH', `/api/admin/leads/${id}`, { price });

  it('stores a price with two decimals and answers the lead with it', async () => {
    const id = await addLead({ status: 'approved_pending_companies' });
    const response = await setPrice(id, '12.50');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, price: '12.50', status: 'approved_pending_companies' });
    const row = await t.database.db.selectFrom('leads').select(sql<string>`price::text`.as('price')).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.price).toBe('12.50');
  });

  it('refuses 0, a negative, one decimal, a number, and price with status together (400)', async () => {
    const id = await addLead();
    for (const price of ['0.00', '0', '-5.00', '12.5', 12.5]) {
      const response = await setPrice(id, price);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', field: 'price' });
    }
    expect((await admin('PATCH', `/api/admin/leads/${id}`, { price: '10.00', status: 'rejected' })).statusCode).toBe(400);
    expect((await admin('PATCH', `/api/admin/leads/${id}`, {})).statusCode).toBe(400);
  });

  it('answers 404 for an unknown lead', async () => {
    expect((await setPrice(UNKNOWN_ID, '10.00')).statusCode).toBe(404);
  });

  it('refuses a price above LEAD_MAX_PRICE (500 € by default) with a message naming the maximum, and keeps the old price', async () => {
    const id = await addLead();
    // «22,5» read as 225 is within reach; «2.250,00» read as 2250 is not.
    for (const price of ['500.01', '2250.00', '99999999.99']) {
      const response = await setPrice(id, price);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_error', message: 'Il prezzo massimo di un lead è 500,00\u00a0€', field: 'price' });
    }
    expect((await setPrice(id, '500.00')).json()).toMatchObject({ price: '500.00' });
    const row = await t.database.db.selectFrom('leads').select(sql<string>`price::text`.as('price')).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.price).toBe('500.00');
  });

  it('takes the maximum from the configuration', async () => {
    const other = await createTestApp({ env: { LEAD_MAX_PRICE: '80' } });
    try {
      const otherCookie = await signInAdmin(other);
      const id = randomUUID();
      await insertLead(other.database.db, {
        id,
        user_request: 'Tinteggiatura del soggiorno',
        user_email: 'cliente@example.it',
        user_name: 'Cliente',
        user_phone: null,
        category: 'Imbianchino',
        price: '25.00',
        status: 'pending',
        istat_code: null,
        landing_page_id: null,
        prefilled_service: null,
        prefilled_location: null,
        landing_context: null,
      });
      const patch = (price: string) =>
        other.app.inject({ method: 'PATCH', url: `/api/admin/leads/${id}`, headers: { cookie: otherCookie }, payload: { price } });
      expect((await patch('80.00')).statusCode).toBe(200);
      const refused = await patch('80.50');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Il prezzo massimo di un lead è 80,00\u00a0€', field: 'price' });
    } finally {
      await other.close();
    }
  });
});

describe('candidates and sending', () => {
  let lead: string;
  const businesses: Record<string, Business> = {};

  beforeAll(async () => {
    lead = await addLead({ request: 'Perdita dal lavandino a Bergamo' });
    businesses.sameComune = await addBusiness('Zeta Idraulica', 'Bergamo');
    businesses.sameProvince = await addBusiness('Beta Idraulica', 'Treviglio (BG)');
    businesses.sameRegion = await addBusiness('Gamma Idraulica', 'Milano');
    businesses.elsewhere = await addBusiness('Alfa Idraulica', 'Roma');
    businesses.unmatched = await addBusiness('Omega Idraulica', 'Zona industriale');
    businesses.inactive = await addBusiness('Inattiva Idraulica', 'Bergamo');
    await admin('PATCH', `/api/admin/businesses/${businesses.inactive.id}`, { isActive: false });
    businesses.otherCategory = await addBusiness('Elettrica Bergamo', 'Bergamo', { category: 'Elettricista' });
  });

  it('ranks active businesses of the category by comune, province, region, then the rest by name, saying which', async () => {
    expect(await ranked(lead)).toEqual([
      'Zeta Idraulica: same_comune',
      'Beta Idraulica: same_province',
      'Gamma Idraulica: same_region',
      'Alfa Idraulica: elsewhere',
      'Omega Idraulica: elsewhere',
    ]);
    const [first] = await candidateList(lead);
    expect(first).toEqual({
      ...businesses.sameComune,
      placeRelation: 'same_comune',
      preferenceCheck: { accepts: true, mismatches: [], maxPrice: null, weeklyCap: null, spentThisWeek: '0.00' },
      rating: null,
      // Issue 35: why it stands first, and that automatic dispatch would pick it (the default rule: the first 3).
      ranking: {
        position: 1,
        suggested: true,
        purchases: 0,
        refunds: 0,
        reasons: ['Accetta le preferenze', 'Stesso comune', 'Nessun acquisto negli ultimi 180 giorni', 'Tra i primi scelti dall’automazione'],
      },
    });
  });

  it('puts a new active business of the same comune first (ties by name)', async () => {
    businesses.added = await addBusiness('Nuova Idraulica', 'Bergamo (BG)');
    expect((await candidates(lead)).slice(0, 2)).toEqual(['Nuova Idraulica', 'Zeta Idraulica']);
  });

  it('ranks by name only when the lead has no comune, and answers 404 for an unknown lead', async () => {
    expect(new Set((await candidateList(await addLead({ istatCode: null }))).map((business) => business.placeRelation))).toEqual(
      new Set(['elsewhere']),
    );
    const nowhere = await addLead({ istatCode: null });
    expect((await candidates(nowhere)).slice(0, 3)).toEqual(['Alfa Idraulica', 'Beta Idraulica', 'Gamma Idraulica']);
    expect((await admin('GET', `/api/admin/leads/${UNKNOWN_ID}/candidate-businesses`)).statusCode).toBe(404);
  });

  it('refuses to send a lead that is not approved (409), and writes nothing', async () => {
    const response = await send(lead, [businesses.added!.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'invalid_transition' });
    expect((await send(UNKNOWN_ID, [businesses.added!.id])).statusCode).toBe(404);
  });

  it('refuses unknown (400) and inactive (409) businesses, writing nothing', async () => {
    expect((await setStatus(lead, 'approved_pending_companies')).statusCode).toBe(200);
    const unknown = await send(lead, [businesses.added!.id, UNKNOWN_ID]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_business', field: 'selectedBusinessIds' });
    const inactive = await send(lead, [businesses.added!.id, businesses.inactive!.id]);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({ code: 'business_inactive', message: 'L’azienda «Inattiva Idraulica» non è attiva' });
    expect((await send(lead, [])).statusCode).toBe(400);

    const { db } = t.database;
    expect(await db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', lead).execute()).toEqual([]);
    expect(await db.selectFrom('email_outbox').select('id').where('purpose', '=', 'lead-offer').execute()).toEqual([]);
  });

  it('sends: one delivery and one offer email with the purchase link per business, and the lead becomes sent', async () => {
    const chosen = [businesses.added!, businesses.sameProvince!];
    const response = await send(
      lead,
      chosen.map((business) => business.id),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentToCount: 2 });

    const { db } = t.database;
    const deliveries = await db.selectFrom('lead_deliveries').select(['business_id', 'token_hash']).where('lead_id', '=', lead).execute();
    expect(deliveries.map((row) => row.business_id).sort()).toEqual(chosen.map((business) => business.id).sort());

    const emails = await db.selectFrom('email_outbox').selectAll().where('purpose', '=', 'lead-offer').orderBy('recipient').execute();
    expect(emails.map((email) => email.recipient)).toEqual(chosen.map((business) => business.email).sort());
    const link = new RegExp(`https://pay\\.trovapro\\.example/business/lead/${lead}\\?t=([A-Za-z0-9_-]{43})`);
    const tokens = new Set<string>();
    for (const email of emails) {
      const business = chosen.find((candidate) => candidate.email === email.recipient)!;
      expect(email.dedupe_key).toBe(`lead-offer:${lead}:${business.id}`);
      expect(email.status).toBe('pending');
      expect(email.subject).toBe('Nuova richiesta a Bergamo: Idraulico');
      expect(email.text).toContain(`Buongiorno ${business.name},`);
      expect(email.text).toContain('25,00');
      // The business receives a link of its own (256 random bits); the database keeps only its hash.
      const delivered = deliverableMessage(email);
      const token = link.exec(delivered.text)?.[1] ?? '';
      expect(link.exec(delivered.html)?.[1]).toBe(token);
      tokens.add(token);
      expect(deliveries.find((row) => row.business_id === business.id)?.token_hash).toBe(hashPurchaseToken(token));
      for (const stored of [email.text, email.html, email.subject]) expect(stored).not.toContain(token);
      expect(maskSecrets(email.text)).toContain(`/business/lead/${lead}?t=••••`);
      // The visitor's contact details are what the business pays for.
      expect(delivered.text).not.toContain('@example.it');
    }
    expect(tokens.size).toBe(2);

    const row = await db.selectFrom('leads').select(['status', 'sent_at']).where('id', '=', lead).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(await candidates(lead)).not.toContain('Nuova Idraulica');
    expect(await candidates(lead)).not.toContain('Beta Idraulica');
  });

  it('refuses a second send, even to the same business', async () => {
    const again = await send(lead, [businesses.added!.id]);
    expect(again.statusCode).toBe(409);
    const other = await send(lead, [businesses.sameComune!.id]);
    expect(other.statusCode).toBe(409);
    const count = await t.database.db
      .selectFrom('email_outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('purpose', '=', 'lead-offer')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(2);
  });

  it('refuses a business that already received the lead (409 naming it)', async () => {
    const approved = await addLead({ status: 'approved_pending_companies' });
    await t.database.db.insertInto('lead_deliveries').values({ lead_id: approved, business_id: businesses.sameComune!.id }).execute();
    const response = await send(approved, [businesses.sameRegion!.id, businesses.sameComune!.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'already_sent', message: 'Il lead è già stato inviato a «Zeta Idraulica»' });
    expect(await candidates(approved)).not.toContain('Zeta Idraulica');
  });
});

describe('candidates ranked by place, with areas typed as people type them', () => {
  const PARMA = '034027';
  const OPERA = '015159';

  it('a Parma plumbing lead: Parma by name, sigla or CAP first, then its province, its region, the rest', async () => {
    const lead = await addLead({ category: 'Giardinaggio', istatCode: PARMA, request: 'Potatura della siepe a Parma' });
    const area = (name: string, location: string) => addBusiness(name, location, { category: 'Giardinaggio' });
    // The demo's far-away partners, and partners of the Parma area written in every usual way.
    await area('Verde Adriatico', 'Fano (Pesaro e Urbino)');
    await area('Giardini Milanesi', 'Milano');
    await area('Verde Torino', 'Torino');
    await area('Giardini Ducali', 'Parma (PR)');
    await area('Verde Oltretorrente', '43125');
    await area('Potature Parmensi', 'PR');
    await area('Giardini della Bassa', 'provincia di Parma');
    await area('Verde Fidenza', 'Fidenza (Parma)');
    await area('Emilia Verde', 'Emilia-Romagna');
    await area('Giardini Reggiani', 'Reggio Emilia (RE)');
    expect(await ranked(lead)).toEqual([
      'Giardini Ducali: same_comune',
      'Verde Oltretorrente: same_comune',
      'Giardini della Bassa: same_province',
      'Potature Parmensi: same_province',
      'Verde Fidenza: same_province',
      'Emilia Verde: same_region',
      'Giardini Reggiani: same_region',
      'Giardini Milanesi: elsewhere',
      'Verde Adriatico: elsewhere',
      'Verde Torino: elsewhere',
    ]);
  });

  it("a business added from the dialog with the lead's place as the console writes it («Opera (Milano)») is in that comune", async () => {
    const lead = await addLead({ category: 'Imbianchino', istatCode: OPERA, request: 'Tinteggiare il soggiorno a Opera' });
    await addBusiness('Colori Milano', 'Milano', { category: 'Imbianchino' });
    await addBusiness('Pittura Opera', 'Opera (Milano)', { category: 'Imbianchino' });
    await addBusiness('Pitture Lombarde', 'Lombardia', { category: 'Imbianchino' });
    expect(await ranked(lead)).toEqual(['Pittura Opera: same_comune', 'Colori Milano: same_province', 'Pitture Lombarde: same_region']);
  });

  it('an edited area ranks the business again', async () => {
    const lead = await addLead({ category: 'Meccanico', istatCode: PARMA, request: 'Tagliando auto a Parma' });
    const business = await addBusiness('Officina Nomade', 'Zona industriale', { category: 'Meccanico' });
    expect(await ranked(lead)).toEqual(['Officina Nomade: elsewhere']);
    expect((await admin('PATCH', `/api/admin/businesses/${business.id}`, { location: 'Provincia di Parma' })).statusCode).toBe(200);
    expect(await ranked(lead)).toEqual(['Officina Nomade: same_province']);
  });
});

// Last: it writes an offer email, which the sending tests above count.
describe('the offer email of a lead with no comune', () => {
  it('offers a lead with no comune without any place phrase', async () => {
    const nowhere = await addLead({ status: 'approved_pending_companies', istatCode: null });
    const business = await addBusiness('Idraulica Senza Zona', 'Bergamo');
    expect((await send(nowhere, [business.id])).statusCode).toBe(200);
    const [email] = await t.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('dedupe_key', '=', `lead-offer:${nowhere}:${business.id}`)
      .execute();
    expect(email?.subject).toBe('Nuova richiesta: Idraulico');
    expect(email?.text).toContain('un cliente cerca un professionista della categoria Idraulico.');
    expect(`${email?.subject} ${email?.text}`).not.toMatch(/\bad? Non specificata|\ba\s*:/);
  });
});
