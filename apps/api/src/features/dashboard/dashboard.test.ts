import { romeDay } from '@trovapro/domain';
import { randomUUID } from 'node:crypto';
import type { DashboardStats } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { conversionRate } from './dashboard.service.ts';

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

/** Instants relative to midnight in Rome, computed by the database like the service does. */
const romeMidnight = sql`date_trunc('day', now() at time zone 'Europe/Rome')`;
const romeMidnightPlus = (interval: string) => sql<Date>`(${romeMidnight} + ${interval}::interval) at time zone 'Europe/Rome'`;

/** YYYY-MM-DD of Rome, `daysBack` days before today. */
function romeDate(daysBack: number): string {
  const today = romeDay(new Date());
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

  it('gives the share of the leads sent in the last 30 Rome days that were bought at least once', async () => {
    const sentLead = async (sentAt: ReturnType<typeof sql<Date>>) => {
      const id = await addLead(sentAt);
      await t.database.db.updateTable('leads').set({ status: 'sent', sent_at: sentAt }).where('id', '=', id).execute();
      return id;
    };
    // In the window: the first instant of the day 29 days ago (Rome), and later.
    const firstDay = await sentLead(romeMidnightPlus('-29 days'));
    await addPurchase(firstDay, '25.00', 'paid', sql<Date>`now()`);
    const twiceBought = await sentLead(romeMidnightPlus('-5 days'));
    await addPurchase(twiceBought, '25.00', 'paid', romeMidnightPlus('-4 days'));
    await addPurchase(twiceBought, '25.00', 'paid', romeMidnightPlus('-3 days'));
    const refunded = await sentLead(romeMidnightPlus('-10 days'));
    await addPurchase(refunded, '25.00', 'refunded', romeMidnightPlus('-9 days'));
    const pending = await sentLead(sql<Date>`now()`);
    await addPurchase(pending, '25.00', 'pending', null);
    // Out of the window: sent one second before it (bought today all the same), and sent long ago.
    const dayBefore = await sentLead(romeMidnightPlus('-29 days -1 second'));
    await addPurchase(dayBefore, '25.00', 'paid', sql<Date>`now()`);
    const old = await sentLead(romeMidnightPlus('-40 days'));
    await addPurchase(old, '25.00', 'paid', romeMidnightPlus('-39 days'));
    // Today's many leads and no visitor do not make it exceed 100% (it once read 366,7%).
    for (let lead = 0; lead < 5; lead += 1) await addLead(sql<Date>`now()`);

    // 2 of the 4 leads sent in the window were bought.
    expect((await stats()).conversionRate).toBe(50);
  });

  it('rounds the rate to one decimal and is 0 when no lead was sent', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(1, 8)).toBe(12.5);
    expect(conversionRate(3, 3)).toBe(100);
    expect(conversionRate(0, 0)).toBe(0);
  });
});
