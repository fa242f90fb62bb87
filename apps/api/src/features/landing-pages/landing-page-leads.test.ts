import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, verifyEmail } from '../../test/chat-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { generateLandingPages } from './generate-landing-pages.ts';
import { createWriter } from '../../providers/writer/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importMunicipalities(t.database.db);
  await generateLandingPages(
    { db: t.database.db, writer: createWriter(), concurrency: 1 },
    { keyword: 'idraulico', province: 'Isernia', isPlural: false },
  );
});
afterAll(() => t.close());

const pageRow = (slug: string) => t.database.db.selectFrom('landing_pages').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

async function completeFrom(email: string, landingPageId: string) {
  const leadId = await verifyEmail(t.app, t.database.db, email);
  const response = await postJson(t.app, '/api/leads/complete', {
    userEmail: email,
    userRequest: 'Perde il rubinetto della cucina',
    userName: 'Paola',
    leadId,
    privacyConsent: true,
    landingPageId,
    prefilledService: 'idraulico',
    prefilledLocation: 'Isernia',
  });
  expect(response.statusCode).toBe(201);
  return t.database.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
}

describe('leads of a landing page', () => {
  it("counts a lead completed from the page's chat, and keeps the page on the lead", async () => {
    const page = await pageRow('idraulico-isernia');
    expect(page.lead_count).toBe(0);
    const lead = await completeFrom('paola@example.it', page.id);
    expect(lead.landing_page_id).toBe(page.id);
    expect((await pageRow('idraulico-isernia')).lead_count).toBe(1);
  });

  it('keeps the lead and drops an id of no page (a page deleted meanwhile)', async () => {
    const lead = await completeFrom('carlo@example.it', crypto.randomUUID());
    expect(lead.landing_page_id).toBeNull();
  });

  it('keeps the lead when its page is deleted later', async () => {
    const page = await pageRow('idraulico-venafro');
    const lead = await completeFrom('lucia@example.it', page.id);
    await t.database.db.deleteFrom('landing_pages').where('id', '=', page.id).execute();
    const kept = await t.database.db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(kept.landing_page_id).toBeNull();
  });
});
