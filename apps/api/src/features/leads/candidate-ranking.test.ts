import { randomUUID } from 'node:crypto';
import type { Business, CandidateBusiness } from '@trovapro/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/file-app.ts';
import { hashPurchaseToken } from '../checkout/purchase-token.ts';
import { findLeadPlace, rankedAcceptingCandidates } from './lead-admin.service.ts';
import { insertLead } from './leads.repository.ts';

/**
 * Issue 35 §3: a ranking the admin can read — accepting first, then place, then the score (reviews, purchases in the
 * last 180 days, refunds), then name — with each candidate's position, record, reasons and whether automatic
 * dispatch would pick it.
 */
const t = useTestApp({ env: { LEAD_MAX_OFFERS: '5', LEAD_MAX_BUYERS: '2' }, comuni: true, signedIn: true });

const BERGAMO = '016024';
const DAY_MS = 86_400_000;

async function addLead(status: 'approved_pending_companies' | 'sent' = 'approved_pending_companies'): Promise<string> {
  const id = randomUUID();
  await insertLead(t.database.db, {
    id,
    user_request: 'Perdita dal lavandino a Bergamo',
    user_email: `cliente.${id.slice(0, 8)}@example.it`,
    user_name: 'Cliente',
    user_phone: null,
    category: 'Idraulico',
    price: '25.00',
    status,
    istat_code: BERGAMO,
    landing_page_id: null,
    prefilled_service: null,
    prefilled_location: null,
    landing_context: null,
  });
  return id;
}

async function addBusiness(name: string, location: string): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const response = await t.admin('POST', '/api/admin/businesses', { name, email, category: 'Idraulico', location });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Business;
}

/** `count` purchases of the business, paid `daysAgo` days ago, the first `refunded` of them refunded since (each of its own lead). */
async function purchases(business: Business, count: number, { refunded = 0, daysAgo = 10 } = {}) {
  for (let index = 0; index < count; index += 1) {
    const paidAt = new Date(Date.now() - daysAgo * DAY_MS);
    const isRefunded = index < refunded;
    await t.database.db
      .insertInto('purchases')
      .values({
        lead_id: await addLead('sent'),
        business_id: business.id,
        business_name: business.name,
        business_email: business.email,
        amount: '25.00',
        status: isRefunded ? 'refunded' : 'paid',
        paid_at: paidAt,
        refunded_at: isRefunded ? new Date(paidAt.getTime() + DAY_MS) : null,
        payment_intent_id: `pi_${randomUUID()}`,
        payment_provider: 'test-gateway',
      })
      .execute();
  }
}

async function candidates(leadId: string): Promise<CandidateBusiness[]> {
  const response = await t.admin('GET', `/api/admin/leads/${leadId}/candidate-businesses`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CandidateBusiness[];
}
const names = (list: readonly CandidateBusiness[]) => list.map((business) => business.name);
const suggested = (list: readonly CandidateBusiness[]) => list.filter((business) => business.ranking?.suggested).map((business) => business.name);

let lead = '';
const b = {} as Record<'alfa' | 'beta' | 'gamma' | 'delta' | 'cara' | 'roma', Business>;
beforeAll(async () => {
  lead = await addLead();
  // Same comune, equal but for their record: Beta bought 10 (score 3 + 0,125), Alfa bought 10 and was refunded 4 of
  // them (3 + 0,125 − 2 × 4 / 15), Gamma bought only more than 180 days ago (3).
  b.alfa = await addBusiness('Alfa Idraulica', 'Bergamo');
  await purchases(b.alfa, 10, { refunded: 4 });
  b.beta = await addBusiness('Beta Idraulica', 'Bergamo');
  await purchases(b.beta, 10);
  b.gamma = await addBusiness('Gamma Idraulica', 'Bergamo');
  await purchases(b.gamma, 5, { daysAgo: 200 });
  // Same province, the best record: the place comes first.
  b.delta = await addBusiness('Delta Idraulica', 'Treviglio (BG)');
  await purchases(b.delta, 20);
  // Same comune, but its highest price is below the lead's: after every one that accepts it.
  b.cara = await addBusiness('Cara Idraulica', 'Bergamo');
  await t.database.db.updateTable('businesses').set({ max_price: '10.00' }).where('id', '=', b.cara.id).execute();
  b.roma = await addBusiness('Roma Idraulica', 'Roma');
});

describe('GET /api/admin/leads/:id/candidate-businesses — the ranking, readable', () => {
  it('orders accepting first, then place, then score: a refund-heavy business drops below an equal one', async () => {
    const list = await candidates(lead);
    expect(names(list)).toEqual(['Beta Idraulica', 'Gamma Idraulica', 'Alfa Idraulica', 'Delta Idraulica', 'Roma Idraulica', 'Cara Idraulica']);
    expect(list.map((business) => business.ranking?.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list.map((business) => [business.ranking?.purchases, business.ranking?.refunds])).toEqual([
      [10, 0],
      [0, 0],
      [10, 4],
      [20, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('says why in Italian: preferences, place, record, high refunds, and whether automation would pick it', async () => {
    const byName = new Map((await candidates(lead)).map((business) => [business.name, business.ranking]));
    expect(byName.get('Beta Idraulica')?.reasons).toEqual([
      'Accetta le preferenze',
      'Stesso comune',
      '10 acquisti in 180 giorni, nessun rimborso',
      'Tra i primi scelti dall’automazione',
    ]);
    expect(byName.get('Alfa Idraulica')?.reasons).toEqual([
      'Accetta le preferenze',
      'Stesso comune',
      '10 acquisti in 180 giorni, 4 rimborsi',
      'Molti rimborsi: scende in classifica',
      'Tra i primi scelti dall’automazione',
    ]);
    expect(byName.get('Delta Idraulica')?.reasons).toEqual([
      'Accetta le preferenze',
      'Stessa provincia',
      '20 acquisti in 180 giorni, nessun rimborso',
    ]);
    expect(byName.get('Cara Idraulica')).toMatchObject({
      suggested: false,
      reasons: ['Le preferenze non accettano la richiesta', 'Stesso comune', 'Nessun acquisto negli ultimi 180 giorni'],
    });
  });

  it('suggests the first topN that accept it: 3 without a rule, the rule’s top_n with one, never past the places left', async () => {
    expect(suggested(await candidates(lead))).toEqual(['Beta Idraulica', 'Gamma Idraulica', 'Alfa Idraulica']);
    await t.database.db.insertInto('dispatch_rules').values({ category: 'Idraulico', enabled: true, top_n: 5 }).execute();
    // Five accept it; the refusing one is never suggested, nor the one of Roma: not «della zona» of the lead.
    expect(suggested(await candidates(lead))).toEqual(['Beta Idraulica', 'Gamma Idraulica', 'Alfa Idraulica', 'Delta Idraulica']);
    await t.database.db.updateTable('dispatch_rules').set({ top_n: 2 }).where('category', '=', 'Idraulico').execute();
    expect(suggested(await candidates(lead))).toEqual(['Beta Idraulica', 'Gamma Idraulica']);

    // LEAD_MAX_OFFERS is 5: offered to 4 already (two of them listed before), one place is left.
    await t.database.db.updateTable('dispatch_rules').set({ top_n: 5 }).where('category', '=', 'Idraulico').execute();
    const others = [b.beta, b.roma, await addBusiness('Altrove Uno', 'Roma'), await addBusiness('Altrove Due', 'Roma')];
    await t.database.db
      .insertInto('lead_deliveries')
      .values(others.map((business) => ({ lead_id: lead, business_id: business.id, token_hash: hashPurchaseToken(randomUUID()) })))
      .execute();
    const left = await candidates(lead);
    expect(names(left)).toEqual(['Gamma Idraulica', 'Alfa Idraulica', 'Delta Idraulica', 'Cara Idraulica']);
    expect(suggested(left)).toEqual(['Gamma Idraulica']);
    expect(left.map((business) => business.ranking?.position)).toEqual([1, 2, 3, 4]);
  });
});

describe('rankedAcceptingCandidates — what automatic dispatch picks', () => {
  it('answers only those that accept the lead, in the ranking’s order, at most `limit`', async () => {
    const fresh = await addLead();
    const place = await findLeadPlace(t.database.db, fresh);
    if (place === undefined) throw new Error('no lead');
    const now = new Date();
    const all = await rankedAcceptingCandidates(t.database.db, place, 50, now);
    const listed = (await candidates(fresh)).filter((business) => business.preferenceCheck.accepts).map((business) => business.id);
    expect(all.map((row) => row.id)).toEqual(listed);
    expect(all.map((row) => row.name)).not.toContain('Cara Idraulica');
    expect(all.every((row) => row.mismatches.length === 0)).toBe(true);
    expect((await rankedAcceptingCandidates(t.database.db, place, 2, now)).map((row) => row.name)).toEqual(['Beta Idraulica', 'Gamma Idraulica']);
    expect(await rankedAcceptingCandidates(t.database.db, place, 0, now)).toEqual([]);
  });
});
