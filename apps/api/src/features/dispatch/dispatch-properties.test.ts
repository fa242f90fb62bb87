import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/file-app.ts';
import { insertLead } from '../leads/leads.repository.ts';
import { createDispatchContext, planAutoDispatch, runDueDispatches } from './dispatch.service.ts';

/**
 * Issue 35, properties: whatever the partners' preferences, automatic dispatch offers a lead only to businesses whose
 * reach covers its comune, whose category it is, that are not paused, whose highest price and weekly cap (with what
 * they paid this week) allow it, and only of its comune or province («della zona», what the customer was told) — and
 * to at most the rule's N. The check below is written from the rules' words, not
 * from the dispatcher's SQL.
 */
const t = useTestApp({ env: { LEAD_MAX_OFFERS: '5', LEAD_MAX_BUYERS: '3' }, comuni: true, templates: true });

// Bergamo (BG, Lombardia); Seriate (BG); Brescia (BS, Lombardia); Torino (TO, Piemonte).
const PLACES = [
  { istat: '016024', province: 'BG', region: 'Lombardia' },
  { istat: '016203', province: 'BG', region: 'Lombardia' },
  { istat: '017029', province: 'BS', region: 'Lombardia' },
  { istat: '001272', province: 'TO', region: 'Piemonte' },
] as const;
const LEAD = { istat: '016024', province: 'BG', region: 'Lombardia', category: 'Idraulico', price: 25 };

const businessArbitrary = fc.record({
  place: fc.constantFrom(...PLACES),
  categories: fc.subarray(['Idraulico', 'Elettricista', 'Pulizie'], { minLength: 1 }),
  reach: fc.constantFrom(null, 'comune', 'comuni', 'province', 'region'),
  serviceComuni: fc.subarray<string>(PLACES.map((place) => place.istat)),
  maxPrice: fc.constantFrom(null, 20, 25, 40),
  weeklyCap: fc.constantFrom(null, 30, 50, 100),
  spentThisWeek: fc.constantFrom(0, 10, 30),
  paused: fc.boolean(),
});
type GeneratedBusiness = typeof businessArbitrary extends fc.Arbitrary<infer B> ? B : never;

/** The rules of issue 33's «Preferenze» and of the consent («della mia zona»), in words: may a rule offer this business the lead? */
function accepts(business: GeneratedBusiness): boolean {
  const nearby = business.place.province === LEAD.province;
  const reach =
    business.reach === null ||
    (business.reach === 'comune' && business.place.istat === LEAD.istat) ||
    (business.reach === 'comuni' && business.serviceComuni.includes(LEAD.istat)) ||
    (business.reach === 'province' && business.place.province === LEAD.province) ||
    (business.reach === 'region' && business.place.region === LEAD.region);
  return (
    nearby &&
    reach &&
    business.categories.includes(LEAD.category) &&
    !business.paused &&
    (business.maxPrice === null || LEAD.price <= business.maxPrice) &&
    (business.weeklyCap === null || business.spentThisWeek + LEAD.price <= business.weeklyCap)
  );
}

async function insertBusiness(business: GeneratedBusiness, index: number): Promise<string> {
  const db = t.database.db;
  const row = await db
    .insertInto('businesses')
    .values({
      name: `Azienda ${index} ${randomUUID().slice(0, 6)}`,
      email: `azienda.${randomUUID().slice(0, 8)}@example.it`,
      category: business.categories[0] ?? 'Idraulico',
      categories: business.categories,
      location: business.place.istat,
      istat_code: business.place.istat,
      province_code: business.place.province,
      region: business.place.region,
      service_reach: business.reach,
      service_comuni: business.serviceComuni,
      max_price: business.maxPrice === null ? null : business.maxPrice.toFixed(2),
      weekly_cap: business.weeklyCap === null ? null : business.weeklyCap.toFixed(2),
      is_active: !business.paused,
      paused_reason: business.paused ? 'area' : null,
      paused_at: business.paused ? new Date() : null,
      approval: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (business.spentThisWeek > 0) {
    const earlier = await newLead('pending');
    await db
      .insertInto('purchases')
      .values({
        lead_id: earlier,
        business_id: row.id,
        business_email: 'pagato@example.it',
        business_name: 'Pagato',
        amount: business.spentThisWeek.toFixed(2),
        status: 'paid',
        paid_at: new Date(),
        payment_intent_id: `pi_${randomUUID()}`,
        payment_provider: 'test-gateway',
      })
      .execute();
  }
  return row.id;
}

async function newLead(status: 'pending' | 'closed' = 'pending'): Promise<string> {
  const id = randomUUID();
  await insertLead(t.database.db, {
    id,
    user_request: 'Perdita sotto il lavandino della cucina a Bergamo',
    user_email: `cliente.${id.slice(0, 8)}@example.it`,
    user_name: 'Luca Verdi',
    user_phone: null,
    category: LEAD.category,
    price: '25.00',
    status,
    istat_code: LEAD.istat,
    landing_page_id: null,
    prefilled_service: null,
    prefilled_location: null,
    landing_context: null,
  });
  return id;
}

describe('automatic dispatch, whatever the partners', () => {
  it('offers a lead only to businesses that accept it, the top N at most, and to all of them when fewer', async () => {
    const db = t.database.db;
    const context = await createDispatchContext(db, t.config);
    await fc.assert(
      fc.asyncProperty(fc.array(businessArbitrary, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 5 }), async (businesses, topN) => {
        // Only this run's businesses are candidates.
        await db.updateTable('businesses').set({ approval: 'refused', is_active: false, paused_reason: 'admin' }).execute();
        await db
          .insertInto('dispatch_rules')
          .values({ category: LEAD.category, enabled: true, top_n: topN, hold_minutes: 0, wave_hours: 4 })
          .onConflict((oc) => oc.column('category').doUpdateSet({ enabled: true, top_n: topN, hold_minutes: 0 }))
          .execute();
        const ids = [];
        for (const [index, business] of businesses.entries()) ids.push(await insertBusiness(business, index));
        const leadId = await newLead();
        await db.transaction().execute((trx) => planAutoDispatch(trx, leadId, new Date()));
        await runDueDispatches(db, context, new Date(Date.now() + 60_000));

        const offered = new Set(
          (await db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', leadId).execute()).map((r) => r.business_id),
        );
        const accepting = businesses.filter((business) => accepts(business)).length;
        expect(offered.size).toBe(Math.min(accepting, topN));
        for (const [index, business] of businesses.entries()) {
          if (offered.has(ids[index] ?? '')) expect(accepts(business), JSON.stringify(business)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });
});
