import { randomUUID } from 'node:crypto';
import type { RecentActivity } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, login, sessionCookie, TEST_ADMIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cookie: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = await createAdmin(t);
  cookie = sessionCookie(await login(t.app, TEST_ADMIN));
});
afterAll(() => t.close());

const activity = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/activity', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as RecentActivity).items;
};
/** An instant `minutes` after a fixed start: the events below happen in a known order. */
const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 9, minutes));

async function addLead(category: string, createdMinute: number) {
  const id = randomUUID();
  const { db } = t.database;
  await db
    .insertInto('leads')
    .values({ id, user_request: 'Prova', user_email: 'p@example.it', user_name: 'P', category, price: '25.00', created_at: at(createdMinute) })
    .execute();
  await db
    .insertInto('lead_events')
    .values([
      { lead_id: id, type: 'created', at: at(createdMinute), admin_id: null, from_price: null, to_price: null },
      { lead_id: id, type: 'verified', at: at(createdMinute), admin_id: null, from_price: null, to_price: null },
    ])
    .execute();
  return id;
}

describe('GET /api/admin/dashboard/activity', () => {
  it('is empty without leads', async () => {
    expect(await activity()).toEqual([]);
  });

  it('lists the latest events across leads, newest first: creations, decisions, sendings, purchases, refunds — never `verified`', async () => {
    const { db } = t.database;
    const plumbing = await addLead('Idraulico', 0);
    const painting = await addLead('Imbianchino', 1);
    await db
      .insertInto('lead_events')
      .values([
        { lead_id: plumbing, type: 'approved', at: at(2), admin_id: adminId, from_price: null, to_price: null },
        { lead_id: plumbing, type: 'price_changed', at: at(3), admin_id: adminId, from_price: '25.00', to_price: '30.00' },
        { lead_id: painting, type: 'rejected', at: at(4), admin_id: null, from_price: null, to_price: null },
      ])
      .execute();
    const business = await db
      .insertInto('businesses')
      .values({ name: 'Idraulica Uno', email: 'uno@example.it', category: 'Idraulico', location: 'Fano' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('lead_deliveries')
      .values({ lead_id: plumbing, business_id: business.id, sent_at: at(5) })
      .execute();
    const purchase = {
      lead_id: plumbing,
      business_id: business.id,
      business_email: 'uno@example.it',
      amount: '30.00',
      payment_provider: 'test-gateway',
    } as const;
    await db
      .insertInto('purchases')
      .values([
        { ...purchase, business_name: 'Idraulica Uno', status: 'paid', payment_intent_id: 'pi_1', paid_at: at(6) },
        { ...purchase, business_name: 'Idraulica Due', status: 'refunded', payment_intent_id: 'pi_2', refunded_at: at(7) },
        { ...purchase, business_name: 'Idraulica Tre', status: 'pending', payment_intent_id: 'pi_3' },
      ])
      .execute();

    const items = await activity();
    expect(items.map((item) => `${item.type} ${item.category}`)).toEqual([
      'refunded Idraulico',
      'bought Idraulico',
      'sent Idraulico',
      'rejected Imbianchino',
      'price_changed Idraulico',
      'approved Idraulico',
      'created Imbianchino',
      'created Idraulico',
    ]);
    expect(items[0]).toEqual({
      type: 'refunded',
      at: at(7).toISOString(),
      leadId: plumbing,
      category: 'Idraulico',
      business: { id: business.id, name: 'Idraulica Due' },
      amount: '30.00',
      purchaseId: expect.any(String),
    });
    expect(items[2]).toEqual({
      type: 'sent',
      at: at(5).toISOString(),
      leadId: plumbing,
      category: 'Idraulico',
      business: { id: business.id, name: 'Idraulica Uno' },
    });
    expect(items[3]).toEqual({ type: 'rejected', at: at(4).toISOString(), leadId: painting, category: 'Imbianchino' });
    expect(items[4]).toEqual({
      type: 'price_changed',
      at: at(3).toISOString(),
      leadId: plumbing,
      category: 'Idraulico',
      by: TEST_ADMIN.name,
      fromPrice: '25.00',
      toPrice: '30.00',
    });
  });

  it('keeps the 10 latest', async () => {
    for (let minute = 10; minute < 22; minute += 1) await addLead(`Categoria ${minute}`, minute);
    const items = await activity();
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.category)).toEqual(Array.from({ length: 10 }, (_, index) => `Categoria ${21 - index}`));
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/activity' })).statusCode).toBe(401);
  });
});
