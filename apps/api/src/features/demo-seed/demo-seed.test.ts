import { randomUUID } from 'node:crypto';
import { CATEGORIES } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { preferenceMismatchesSql } from '../../db/business-preferences.ts';
import { landingRating } from '../ratings/ratings.service.ts';
import { seedDemoData } from './demo-seed.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.drop());

const count = async (table: 'businesses' | 'leads' | 'lead_deliveries' | 'lead_events' | 'purchases') =>
  (await database.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;

describe('seedDemoData', () => {
  it('fills an empty database with businesses of every category and leads of every status, once', async () => {
    await importMunicipalities(database.db);
    const report = await seedDemoData(database.db);
    expect(report).toEqual({ businesses: 25, leads: 35, deliveries: expect.any(Number), purchases: expect.any(Number), reviews: 15 });
    const { db } = database;

    const businesses = await db
      .selectFrom('businesses')
      .leftJoin('municipalities', 'municipalities.istat_code', 'businesses.istat_code')
      .select(['businesses.category', 'businesses.email', 'businesses.istat_code', 'municipalities.province'])
      .execute();
    expect(new Set(businesses.map((business) => business.category))).toEqual(new Set(CATEGORIES));
    expect(businesses.every((business) => business.istat_code !== null && business.email.endsWith('example.it'))).toBe(true);
    expect(new Set(businesses.map((business) => business.province)).size).toBeGreaterThanOrEqual(5);
    // One sign-up waits in «Da approvare», not active.
    const pending = await db.selectFrom('businesses').select(['is_active', 'vat_number']).where('approval', '=', 'pending').execute();
    expect(pending).toEqual([{ is_active: false, vat_number: '01114601006' }]);

    const leads = await db.selectFrom('leads').select(['id', 'status', 'istat_code', 'user_email', 'sent_at']).execute();
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(['pending', 'approved_pending_companies', 'rejected', 'sent']));
    expect(leads.every((lead) => lead.istat_code !== null && lead.user_email.endsWith('@example.it'))).toBe(true);
    for (const lead of leads.filter((candidate) => candidate.status === 'sent')) {
      expect(lead.sent_at).toBeInstanceOf(Date);
      const deliveries = await db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', lead.id).execute();
      expect(deliveries.length).toBeGreaterThan(0);
    }
    expect(await count('lead_deliveries')).toBe(report!.deliveries);
    // Issue 33: every demo offer is one the businesses' preferences accept (the rule of db/business-preferences.ts).
    const offered = await db
      .selectFrom('lead_deliveries as d')
      .innerJoin('leads', 'leads.id', 'd.lead_id')
      .leftJoin('municipalities as m', 'm.istat_code', 'leads.istat_code')
      .select(['d.business_id', 'leads.category', sql<string>`leads.price::text`.as('price'), 'leads.istat_code', 'm.province_code', 'm.region'])
      .execute();
    for (const offer of offered) {
      const check = await db
        .selectFrom('businesses')
        .select(preferenceMismatchesSql(offer, new Date()).as('mismatches'))
        .where('businesses.id', '=', offer.business_id)
        .executeTakeFirstOrThrow();
      expect(check.mismatches).toEqual([]);
    }
    // Each demo lead's timeline starts as a real one does: created, then verified.
    expect(await count('lead_events')).toBe(2 * 35);

    // Business totals agree with the paid purchases.
    const totals = await db
      .selectFrom('businesses')
      .select([sql<string>`sum(total_spent)::text`.as('spent'), sql<number>`sum(total_purchases)::int`.as('bought')])
      .executeTakeFirstOrThrow();
    const paid = await db
      .selectFrom('purchases')
      .select([sql<string>`sum(amount)::text`.as('spent'), sql<number>`count(*)::int`.as('bought')])
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(totals).toEqual(paid);
    expect(paid.bought).toBe(report!.purchases);

    expect(await seedDemoData(db)).toBeNull();
    expect([await count('businesses'), await count('leads')]).toEqual([25, 35]);
  });

  it('seeds published reviews of paid purchases only, dated after the payment, that make the landing pages’ ratings', async () => {
    await importMunicipalities(database.db);
    await seedDemoData(database.db, { requestAfterDays: 7, replyDays: 7 });
    const { db } = database;
    const reviews = await db
      .selectFrom('reviews as r')
      .innerJoin('purchases as p', 'p.id', 'r.purchase_id')
      .select([
        'r.status',
        'r.lead_id',
        'r.business_id',
        'r.reply',
        'r.author_name',
        'p.status as purchaseStatus',
        'p.lead_id as purchaseLead',
        'p.business_id as purchaseBusiness',
        sql<boolean>`p.review_requested_at = p.paid_at + interval '7 days'`.as('askedOnTime'),
        sql<boolean>`r.created_at > p.review_requested_at`.as('writtenAfterAsked'),
        sql<boolean>`r.reply_until = r.created_at + interval '7 days'`.as('replyDays'),
        sql<boolean>`r.replied_at is null or r.replied_at between r.created_at and r.reply_until`.as('repliedInTime'),
        sql<boolean>`r.moderated_at > coalesce(r.replied_at, r.reply_until) and r.moderated_at < now()`.as('publishedAfter'),
      ])
      .execute();
    expect(reviews).toHaveLength(15);
    for (const review of reviews) {
      expect(review).toMatchObject({
        status: 'published',
        purchaseStatus: 'paid',
        purchaseLead: review.lead_id,
        purchaseBusiness: review.business_id,
        askedOnTime: true,
        writtenAfterAsked: true,
        replyDays: true,
        repliedInTime: true,
        publishedAfter: true,
      });
      expect(review.author_name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
    expect(reviews.filter((review) => review.reply !== null).length).toBeGreaterThan(0);
    // Each review's story: written, replied when it was, published.
    const events = await db.selectFrom('review_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(events.n).toBe(15 * 2 + reviews.filter((review) => review.reply !== null).length);

    const ratingIn = async (keyword: string, comune: string) => {
      const { istat_code } = await db.selectFrom('municipalities').select('istat_code').where('name', '=', comune).executeTakeFirstOrThrow();
      return landingRating(db, { istatCode: istat_code, keyword });
    };
    expect(await ratingIn('idraulico', 'Milano')).toEqual({ average: 4.8, count: 6, scope: 'province', placeName: 'Milano' });
    expect(await ratingIn('idraulici', 'Bergamo')).toEqual({ average: 4.8, count: 8, scope: 'region', placeName: 'Lombardia' });
    expect(await ratingIn('elettricista', 'Monza')).toEqual({ average: 4.8, count: 5, scope: 'province', placeName: 'Monza e della Brianza' });
    expect(await ratingIn('elettricista', 'Bologna')).toBeNull();
  });

  it('does nothing on a database that already has a lead', async () => {
    await database.db
      .insertInto('leads')
      .values({ id: randomUUID(), user_request: 'Mia richiesta', user_email: 'a@example.it', user_name: 'A', category: 'Pulizie', price: '15.00' })
      .execute();
    expect(await seedDemoData(database.db)).toBeNull();
    expect([await count('businesses'), await count('leads')]).toEqual([0, 1]);
  });

  it('does nothing on a database that already has a business', async () => {
    await database.db.insertInto('businesses').values({ name: 'Mia', email: 'mia@example.it', category: 'Pulizie', location: 'Roma' }).execute();
    expect(await seedDemoData(database.db)).toBeNull();
    expect([await count('businesses'), await count('leads')]).toEqual([1, 0]);
  });
});
