import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BILLING } from '../../test/billing.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { insertSentLead, inviteBusiness, VISITOR } from './sent-lead.fixture.ts';
import { payWithTestCard } from '../../test/test-card.ts';

/** A buyer opening its purchase link again sees what it bought, for as long as the link lives. */
const ADMIN_ORIGIN = 'http://localhost:3001';
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_CONSOLE_URL: ADMIN_ORIGIN, LEAD_MAX_BUYERS: '1', COMPANY_NAME: 'TrovaPro S.r.l.' } });
  await seedDefaultTemplates(t.database.db);
  admin = { cookie: await signInAdmin(t), origin: ADMIN_ORIGIN };
}, 60_000);
afterAll(() => t.close());

let addressSeq = 0;
const nextAddress = () => fromAddress(`203.0.113.${(addressSeq++ % 250) + 1}`);

/** The business of `token` buys the lead with the test gateway's card. */
async function buy(leadId: string, token: string, businessEmail: string) {
  const started = await postJson(
    t.app,
    `/api/business/purchase/${leadId}?t=${token}`,
    { businessEmail, businessName: 'Idraulica Rossi', billing: TEST_BILLING, acceptTerms: true },
    nextAddress(),
  );
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret } = started.json() as { clientSecret: string };
  const paid = await payWithTestCard(t.app, clientSecret, nextAddress());
  expect(paid.statusCode, paid.body).toBe(200);
}

const view = (leadId: string, token: string) => t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}?t=${token}` });
const purchase = (leadId: string, query: string) => t.app.inject({ method: 'GET', url: `/api/business/lead/${leadId}/purchase${query}` });

describe('GET /api/business/lead/:leadId/purchase', () => {
  it('gives the buyer its purchase again: the contacts, the request, the amount, the date and its receipt, never cached', async () => {
    const db = t.database.db;
    const leadId = await insertSentLead(db, { userRequest: 'Scarico del bagno intasato, chiamatemi al 333 123 4567' });
    const buyer = await inviteBusiness(db, leadId, { email: 'rossi@example.it', name: 'Idraulica Rossi' });
    const other = await inviteBusiness(db, leadId, { email: 'altra@example.it', name: 'Altra Idraulica' });
    const before = await purchase(leadId, `?t=${buyer.token}`);
    expect(before.statusCode).toBe(404);

    await buy(leadId, buyer.token, 'Ufficio@Rossi.example');

    // The sale view says it was bought by this business: the page asks for its purchase instead.
    expect((await view(leadId, buyer.token)).json()).toMatchObject({ code: 'already_purchased' });
    const answer = await purchase(leadId, `?t=${buyer.token}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      leadId,
      category: 'Idraulico',
      location: { municipality: 'Fano', province: 'Pesaro e Urbino' },
      request: 'Scarico del bagno intasato, chiamatemi al 333 123 4567',
      customer: { name: VISITOR.name, email: VISITOR.email, phone: VISITOR.phone },
      amount: '25.00',
      businessName: 'Idraulica Rossi',
      businessEmail: 'ufficio@rossi.example',
      receipt: { number: expect.stringMatching(/^1\/\d{4}$/), total: '25.00', seller: expect.objectContaining({ name: 'TrovaPro S.r.l.' }) },
    });
    expect(Date.parse(String(body.paidAt))).toBeGreaterThan(Date.now() - 60_000);

    // The lead is sold out (cap 1) and the business paused since: the buyer still sees what it bought.
    await db.updateTable('businesses').set({ is_active: false, paused_reason: 'admin' }).where('id', '=', buyer.id).execute();
    expect((await purchase(leadId, `?t=${buyer.token}`)).statusCode).toBe(200);
    expect((await view(leadId, buyer.token)).json()).toMatchObject({ code: 'already_purchased' });

    // Nobody else: another invited business, a bare link, a wrong or malformed token.
    for (const query of [`?t=${other.token}`, '', '?t=', `?t=${buyer.token.slice(0, -2)}xx`]) {
      const refused = await purchase(leadId, query);
      expect(refused.statusCode, query).toBe(404);
      expect(refused.body).not.toContain(VISITOR.email);
    }
    expect((await view(leadId, other.token)).statusCode).toBe(410);
  });

  it('once the customer erased their data, shows the purchase without the contacts or the request', async () => {
    const db = t.database.db;
    const leadId = await insertSentLead(db);
    const buyer = await inviteBusiness(db, leadId, { email: 'verdi@example.it', name: 'Idraulica Verdi' });
    await buy(leadId, buyer.token, 'verdi@example.it');
    const erased = await t.app.inject({ method: 'POST', url: '/api/admin/privacy/erase', headers: admin, payload: { email: VISITOR.email } });
    expect(erased.statusCode).toBe(200);

    const answer = await purchase(leadId, `?t=${buyer.token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ request: null, customer: null, amount: '25.00', receipt: expect.objectContaining({ total: '25.00' }) });
    expect(answer.body).not.toContain('[richiesta cancellata]');
  });
});
