import { randomUUID } from 'node:crypto';
import type { Business } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/file-app.ts';
import { insertLead } from '../leads/leads.repository.ts';
import { createDispatchContext, planAutoDispatch, runDueDispatches } from './dispatch.service.ts';

/** Issue 35 with CUSTOMER_CHOOSES=true: the rule's candidates are proposed to the customer, never offered before their choice. */
const t = useTestApp({
  env: { CUSTOMER_CHOOSES: 'true', LEAD_MAX_OFFERS: '3', LEAD_MAX_BUYERS: '2' },
  comuni: true,
  templates: true,
  signedIn: true,
});

async function addBusiness(name: string): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const response = await t.admin('POST', '/api/admin/businesses', { name, email, category: 'Idraulico', location: 'Bergamo' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Business;
}

describe('automatic dispatch when the customer chooses', () => {
  it('proposes the top N to the customer by email, offers nothing, and schedules no wave', async () => {
    const db = t.database.db;
    const saved = await t.admin('PUT', '/api/admin/dispatch-rules/Idraulico', { enabled: true, topN: 2, holdMinutes: 0, waveHours: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    await addBusiness('Idraulica Uno');
    await addBusiness('Idraulica Due');
    await addBusiness('Idraulica Tre');
    const leadId = randomUUID();
    await insertLead(db, {
      id: leadId,
      user_request: 'Il rubinetto del bagno gocciola giorno e notte, sono a Bergamo',
      user_email: 'sceglie.lei@example.it',
      user_name: 'Sara Neri',
      user_phone: null,
      category: 'Idraulico',
      price: '25.00',
      status: 'pending',
      istat_code: '016024',
      landing_page_id: null,
      prefilled_service: null,
      prefilled_location: null,
      landing_context: null,
    });
    await db.transaction().execute((trx) => planAutoDispatch(trx, leadId, new Date()));
    const context = await createDispatchContext(db, t.config);
    expect(await runDueDispatches(db, context, new Date(Date.now() + 60_000))).toMatchObject({ dispatched: 1 });

    const proposals = await db.selectFrom('lead_proposals').select(['business_id', 'chosen']).where('lead_id', '=', leadId).execute();
    expect(proposals).toHaveLength(2);
    expect(proposals.every((proposal) => !proposal.chosen)).toBe(true);
    expect(await db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', leadId).execute()).toEqual([]);
    const emails = await db.selectFrom('email_outbox').select(['purpose', 'recipient']).where('lead_id', '=', leadId).execute();
    expect(emails).toEqual([{ purpose: 'lead-choice', recipient: 'sceglie.lei@example.it' }]);
    const lead = await db
      .selectFrom('leads')
      .select(['status', 'next_wave_at', 'auto_dispatch_at'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: 'approved_pending_companies', next_wave_at: null, auto_dispatch_at: null });

    const detail = await t.admin('GET', `/api/admin/leads/${leadId}`);
    const autoSent = (detail.json() as { events: { type: string; count?: number; proposed?: boolean }[] }).events.find((e) => e.type === 'auto_sent');
    expect(autoSent).toMatchObject({ count: 2, proposed: true });

    // A later sweep does nothing more.
    await runDueDispatches(db, context, new Date(Date.now() + 3 * 3_600_000));
    expect(await db.selectFrom('lead_proposals').select('business_id').where('lead_id', '=', leadId).execute()).toHaveLength(2);
  });
});
