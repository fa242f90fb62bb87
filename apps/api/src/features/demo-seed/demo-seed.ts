import { randomUUID } from 'node:crypto';
import { defaultPriceForCategory } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { getGazetteer } from '../../providers/ai/index.ts';
import { insertCompletionEvents } from '../leads/lead-events.service.ts';
import { DEMO_BUSINESSES, DEMO_LEADS } from './demo-data.ts';

export interface DemoSeedReport {
  businesses: number;
  leads: number;
  deliveries: number;
  purchases: number;
}

const hoursAgo = (hours: number) => sql<Date>`now() - make_interval(hours => ${hours})`;

function istatCodeOf(place: string): string | null {
  return getGazetteer().resolveName(place)?.istatCode ?? null;
}

/**
 * The embedded default's demo data (server.ts calls it without DATABASE_URL only): partner businesses
 * and leads in every status, some sent and bought. Runs only on a database with no business and no
 * lead, in one transaction, so it happens once; null when it did nothing. Needs the comuni imported.
 */
export async function seedDemoData(db: Db): Promise<DemoSeedReport | null> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectNoFrom([sql<boolean>`exists (select 1 from businesses)`.as('businesses'), sql<boolean>`exists (select 1 from leads)`.as('leads')])
      .executeTakeFirstOrThrow();
    if (existing.businesses || existing.leads) return null;

    const businessIds = new Map<string, string>();
    for (const { signup, ...business } of DEMO_BUSINESSES) {
      const id = randomUUID();
      businessIds.set(business.name, id);
      const comune = getGazetteer().resolveName(business.location);
      await trx
        .insertInto('businesses')
        .values({
          id,
          ...business,
          istat_code: comune?.istatCode ?? null,
          province_code: comune?.provinceCode ?? null,
          region: comune?.region ?? null,
          ...(signup === undefined
            ? {}
            : { approval: 'pending', is_active: false, vat_number: signup.vatNumber, service_reach: signup.serviceReach }),
        })
        .execute();
    }

    const report: DemoSeedReport = { businesses: DEMO_BUSINESSES.length, leads: 0, deliveries: 0, purchases: 0 };
    for (const lead of DEMO_LEADS) {
      const id = randomUUID();
      const price = defaultPriceForCategory(lead.category);
      await trx
        .insertInto('leads')
        .values({
          id,
          user_request: lead.userRequest,
          user_email: lead.userEmail,
          user_name: lead.userName,
          user_phone: lead.userPhone,
          category: lead.category,
          price,
          status: lead.status,
          istat_code: istatCodeOf(lead.comune),
          landing_page_id: null,
          prefilled_service: null,
          prefilled_location: null,
          landing_context: null,
          sent_at: lead.status === 'sent' ? hoursAgo(lead.hoursAgo - 2) : null,
          created_at: hoursAgo(lead.hoursAgo),
        })
        .execute();
      await insertCompletionEvents(trx, id);
      report.leads += 1;

      for (const name of lead.sentTo ?? []) {
        const businessId = businessIds.get(name);
        if (businessId === undefined) throw new Error(`Demo lead sent to an unknown business: ${name}`);
        await trx
          .insertInto('lead_deliveries')
          .values({ lead_id: id, business_id: businessId, sent_at: hoursAgo(lead.hoursAgo - 2) })
          .execute();
        report.deliveries += 1;
      }
      for (const name of lead.buyers ?? []) {
        const business = DEMO_BUSINESSES.find((candidate) => candidate.name === name);
        const businessId = businessIds.get(name);
        if (business === undefined || businessId === undefined) throw new Error(`Demo purchase by an unknown business: ${name}`);
        await trx
          .insertInto('purchases')
          .values({
            lead_id: id,
            business_id: businessId,
            business_email: business.email,
            business_name: business.name,
            amount: price,
            status: 'paid',
            payment_provider: 'test-gateway',
            payment_intent_id: `demo_${randomUUID()}`,
            created_at: hoursAgo(lead.hoursAgo - 4),
            paid_at: hoursAgo(lead.hoursAgo - 4),
          })
          .execute();
        await trx
          .updateTable('businesses')
          .set({ total_purchases: sql`total_purchases + 1`, total_spent: sql`total_spent + ${price}::numeric` })
          .where('id', '=', businessId)
          .execute();
        report.purchases += 1;
      }
    }
    return report;
  });
}
