import { randomUUID } from 'node:crypto';
import { defaultPriceForCategory } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { getGazetteer } from '../../providers/ai/index.ts';
import { insertCompletionEvents } from '../leads/lead-events.service.ts';
import { DEMO_BUSINESSES, DEMO_LEADS, type DemoLead, type DemoReview } from './demo-data.ts';

export interface DemoSeedReport {
  businesses: number;
  leads: number;
  deliveries: number;
  purchases: number;
  reviews: number;
}

/** When a review is asked for and how long its business may reply (the configuration's `reviews`). */
export interface DemoReviewTiming {
  requestAfterDays: number;
  replyDays: number;
}

const hoursAgo = (hours: number) => sql<Date>`now() - make_interval(hours => ${hours})`;

function istatCodeOf(place: string): string | null {
  return getGazetteer().resolveName(place)?.istatCode ?? null;
}

/**
 * The embedded default's demo data (server.ts calls it without DATABASE_URL only): partner businesses
 * and leads in every status, some sent and bought, and published reviews of the purchases made weeks ago
 * (the landing pages' ratings, product §23 Ratings). Runs only on a database with no business and no
 * lead, in one transaction, so it happens once; null when it did nothing. Needs the comuni imported.
 */
export async function seedDemoData(db: Db, timing: DemoReviewTiming = { requestAfterDays: 7, replyDays: 7 }): Promise<DemoSeedReport | null> {
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

    const report: DemoSeedReport = { businesses: DEMO_BUSINESSES.length, leads: 0, deliveries: 0, purchases: 0, reviews: 0 };
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
        const purchase = await trx
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
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('businesses')
          .set({ total_purchases: sql`total_purchases + 1`, total_spent: sql`total_spent + ${price}::numeric` })
          .where('id', '=', businessId)
          .execute();
        report.purchases += 1;
        const review = lead.reviews?.find((candidate) => candidate.buyer === name);
        if (review !== undefined) {
          await insertDemoReview(trx, { leadId: id, businessId, purchaseId: purchase.id, paidHoursAgo: lead.hoursAgo - 4, lead, review }, timing);
          report.reviews += 1;
        }
      }
    }
    return report;
  });
}

/** «Simone G.»: the customer's name and the initial of the surname of their demo address, as a review shows its author. */
function authorName(lead: DemoLead): string {
  const surname = lead.userEmail.split('@')[0]?.split('.')[1] ?? '';
  return surname === '' ? lead.userName : `${lead.userName} ${surname[0]!.toUpperCase()}.`;
}

/**
 * A published review of a demo purchase, dated as the real flow would have it: asked for `requestAfterDays` after
 * the payment, written 6 hours later, the business's reply a day after that when it gave one, published by the
 * admin 2 hours after the reply or after the reply's days ran out. Its events tell the same story.
 */
async function insertDemoReview(
  trx: Db,
  purchase: { leadId: string; businessId: string; purchaseId: string; paidHoursAgo: number; lead: DemoLead; review: DemoReview },
  timing: DemoReviewTiming,
): Promise<void> {
  const requestedHoursAgo = purchase.paidHoursAgo - timing.requestAfterDays * 24;
  const writtenHoursAgo = requestedHoursAgo - 6;
  const replyUntilHoursAgo = writtenHoursAgo - timing.replyDays * 24;
  const repliedHoursAgo = purchase.review.reply === undefined ? null : writtenHoursAgo - 24;
  const publishedHoursAgo = (repliedHoursAgo ?? replyUntilHoursAgo) - 2;
  if (publishedHoursAgo <= 0) throw new Error(`Demo review of a purchase too recent to be published: ${purchase.lead.userEmail}`);
  await trx
    .updateTable('purchases')
    .set({ review_requested_at: hoursAgo(requestedHoursAgo) })
    .where('id', '=', purchase.purchaseId)
    .execute();
  const { id } = await trx
    .insertInto('reviews')
    .values({
      purchase_id: purchase.purchaseId,
      lead_id: purchase.leadId,
      business_id: purchase.businessId,
      rating: purchase.review.rating,
      comment: purchase.review.comment,
      author_name: authorName(purchase.lead),
      created_at: hoursAgo(writtenHoursAgo),
      reply_until: hoursAgo(replyUntilHoursAgo),
      ...(purchase.review.reply === undefined || repliedHoursAgo === null
        ? {}
        : { reply: purchase.review.reply, replied_at: hoursAgo(repliedHoursAgo) }),
      status: 'published',
      moderated_at: hoursAgo(publishedHoursAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('review_events')
    .values([
      { review_id: id, type: 'created', created_at: hoursAgo(writtenHoursAgo) },
      ...(repliedHoursAgo === null ? [] : [{ review_id: id, type: 'replied', created_at: hoursAgo(repliedHoursAgo) }]),
      { review_id: id, type: 'published', created_at: hoursAgo(publishedHoursAgo) },
    ])
    .execute();
}
