import { randomUUID } from 'node:crypto';
import type { DashboardStats } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { conversionRate, dashboardStats } from './dashboard.service.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAdmin(t);
});
afterAll(() => t.close());

const stats = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as DashboardStats;
};

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Instants relative to midnight in Rome, computed by the database like the service does. */
const romeMidnight = sql`date_trunc('day', now() at time zone 'Europe/Rome')`;
const romeMidnightPlus = (interval: string) => sql<Date>`(${romeMidnight} + ${interval}::interval) at time zone 'Europe/Rome'`;

/** YYYY-MM-DD of Rome, `daysBack` days before today. */
function romeDate(daysBack: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBack);
  return date.toISOString().slice(0, 10);
}

async function addLead(createdAt: ReturnType<typeof romeMidnightPlus> | ReturnType<typeof sql<Date>>) {
  const id = randomUUID();
  await t.database.db
    .insertInto('leads')
    .values({ id, user_request: 'Prova', user_email: 'p@example.it', user_name: 'P', category: 'Pulizie', price: '15.00', created_at: createdAt })
    .execute();
  return id;
}

async function addPurchase(leadId: string, amount: string, status: 'paid' | 'pending' | 'refunded', paidAt: ReturnType<typeof sql<Date>> | null) {
  await t.database.db
    .insertInto('purchases')
    .values({
      lead_id: leadId,
      business_email: `b.${randomUUID().slice(0, 8)}@example.it`,
      business_name: 'B',
      amount,
      status,
      payment_provider: 'test-gateway',
      payment_intent_id: `pi_${randomUUID()}`,
      paid_at: paidAt,
    })
    .execute();
}

describe('GET /api/admin/dashboard/stats', () => {
  it('is all zeros on an empty database, with 7 zero-filled days ending today (Rome)', async () => {
    const empty = await stats();
    expect(empty).toEqual({
      todayLeads: 0,
      todayRevenue: '0.00',
      conversionRate: 0,
      activeBusinesses: 0,
      revenueLast7Days: [6, 5, 4, 3, 2, 1, 0].map((daysBack) => ({ date: romeDate(daysBack), revenue: '0.00' })),
    });
  });

  it("counts today's leads and paid revenue by the Rome day, and active businesses", async () => {
    const today = await addLead(sql<Date>`now()`);
    // Just after midnight in Rome is today there, while it is still yesterday in UTC.
    await addLead(romeMidnightPlus('1 second'));
    const yesterday = await addLead(romeMidnightPlus('-1 minute'));

    await addPurchase(today, '25.00', 'paid', sql<Date>`now()`);
    await addPurchase(today, '10.50', 'paid', romeMidnightPlus('1 second'));
    await addPurchase(today, '99.00', 'pending', null);
    await addPurchase(today, '40.00', 'refunded', sql<Date>`now()`);
    await addPurchase(yesterday, '15.00', 'paid', romeMidnightPlus('-1 minute'));
    await addPurchase(yesterday, '7.25', 'paid', romeMidnightPlus('-6 days 12 hours'));
    await addPurchase(yesterday, '500.00', 'paid', romeMidnightPlus('-7 days'));

    const { db } = t.database;
    await db
      .insertInto('businesses')
      .values([
        { name: 'A', email: 'a@example.it', category: 'Pulizie', location: 'Roma' },
        { name: 'B', email: 'b@example.it', category: 'Pulizie', location: 'Roma' },
        { name: 'C', email: 'c@example.it', category: 'Pulizie', location: 'Roma', is_active: false },
      ])
      .execute();

    const figures = await stats();
    expect(figures).toMatchObject({ todayLeads: 2, todayRevenue: '35.50', conversionRate: 0, activeBusinesses: 2 });
    expect(figures.revenueLast7Days).toEqual([
      { date: romeDate(6), revenue: '7.25' },
      { date: romeDate(5), revenue: '0.00' },
      { date: romeDate(4), revenue: '0.00' },
      { date: romeDate(3), revenue: '0.00' },
      { date: romeDate(2), revenue: '0.00' },
      { date: romeDate(1), revenue: '15.00' },
      { date: romeDate(0), revenue: '35.50' },
    ]);
  });

  it("takes the conversion rate from today's unique visitors of the analytics", async () => {
    const { todayLeads } = await dashboardStats(t.database.db);
    expect(todayLeads).toBe(2);
    // Eight visitors (distinct addresses) collected today: 2 leads / 8 visitors = 25%.
    for (let visitor = 1; visitor <= 8; visitor += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/collect',
        payload: { path: '/' },
        headers: { 'user-agent': CHROME_UA, 'x-forwarded-for': `198.51.100.${visitor}` },
      });
      expect(response.statusCode).toBe(202);
    }
    expect((await stats()).conversionRate).toBe(25);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(5, 0)).toBe(0);
  });
});
