import { randomUUID } from 'node:crypto';
import { ratingsCopy } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { axeContext, blockingViolations } from './support/axe.ts';
import { browserForFile } from './support/browser.ts';

const urls = inject('urls');
const databaseUrl = inject('databaseUrl');
const browser = browserForFile();
/** Trieste: a province no other test reviews in, so its figures are this test's alone. */
const TRIESTE = '032006';
const SLUG = 'idraulico-trieste';
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Reviews written long ago are rows here (the reviews e2e writes one through its link): this file needs PostgreSQL. */
async function sql<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<R[]> {
  if (databaseUrl === null) throw new Error('landing-rating.e2e needs the PostgreSQL stack (DATABASE_URL): it writes past reviews in the database');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A paid purchase of an Idraulico request in Trieste, reviewed with `rating` stars: published, or waiting past its days to reply. */
async function pastReview(businessId: string, rating: number, status: 'published' | 'pending'): Promise<string> {
  const leadId = randomUUID();
  await sql(
    `insert into leads (id, user_request, user_email, user_name, category, price, status, istat_code, created_at, sent_at)
     values ($1, 'Perdita dal tubo sotto il lavello', $2, 'Giulia Verdi', 'Idraulico', 25, 'sent', $3, now() - interval '20 days', now() - interval '19 days')`,
    [leadId, `giulia.${leadId.slice(0, 8)}@example.it`, TRIESTE],
  );
  const [purchase] = await sql<{ id: string }>(
    `insert into purchases (lead_id, business_id, business_email, business_name, amount, status, payment_provider, payment_intent_id, paid_at)
     select $1, id, email, name, 25, 'paid', 'test-gateway', $2, now() - interval '18 days' from businesses where id = $3 returning id`,
    [leadId, `pi_e2e_${leadId}`, businessId],
  );
  const [review] = await sql<{ id: string }>(
    `insert into reviews (purchase_id, lead_id, business_id, rating, comment, author_name, created_at, reply_until, status, moderated_at)
     values ($1, $2, $3, $4, 'Lavoro fatto bene.', 'Giulia V.', now() - interval '10 days', now() - interval '3 days', $5,
             case when $5 = 'published' then now() - interval '2 days' end)
     returning id`,
    [purchase?.id, leadId, businessId, rating, status],
  );
  return review?.id ?? '';
}

const pageHtml = async () => (await fetch(`${urls.publicSite}/p/${SLUG}`)).text();

test('a landing page shows no stars below five published reviews, then their real average at once', { timeout: 120_000 }, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  await admin.call(routes.adminImportItalianData, {});
  await admin.call(routes.adminGenerateLandingPages, { body: { keyword: 'Idraulico', province: 'Trieste', isPlural: false } });
  const { pages } = await admin.call(routes.adminListLandingPages, { query: { keyword: 'Idraulico', province: 'Trieste', limit: 100 } });
  const landing = pages.find((candidate) => candidate.slug === SLUG);
  if (!landing) throw new Error(`No landing page ${SLUG}`);
  await admin.call(routes.adminPublishLandingPage, { params: { id: landing.id }, body: { isPublished: true } });
  const business = await admin.call(routes.adminCreateBusiness, {
    body: { name: `Idraulica Giuliana ${Date.now()}`, email: `giuliana.${Date.now()}@example.it`, category: 'Idraulico', location: 'Trieste' },
  });

  // Four published reviews (5, 5, 4, 4) and one waiting for the admin: no stars, no aggregateRating.
  for (const stars of [5, 5, 4, 4]) await pastReview(business.id, stars, 'published');
  const waiting = await pastReview(business.id, 5, 'pending');
  const before = await pageHtml();
  expect(before).not.toContain('recensioni verificate');
  expect(before).not.toContain('aggregateRating');
  expect(before).not.toContain('4.8');

  // The admin publishes the fifth: the page says the real average at once.
  await admin.call(routes.adminPublishReview, { params: { id: waiting } });
  const figures = ratingsCopy.figures({ average: 4.6, count: 5 });
  expect(figures).toBe('4,6 su 5 · 5 recensioni verificate');
  await expect.poll(pageHtml, { timeout: 3_000, interval: 100 }).toContain(figures);
  const after = await pageHtml();
  expect(after).toContain('in provincia di Trieste');
  const jsonLd = [...after.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1] ?? '').join('\n');
  expect(jsonLd).toContain('"aggregateRating"');
  expect(jsonLd).toMatch(/"ratingValue":\s*"?4\.6"?/);
  expect(jsonLd).toMatch(/"reviewCount":\s*"?5"?/);

  // As people see it, at both widths; and the page saying how reviews are checked.
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${urls.publicSite}/p/${SLUG}`);
    await page.getByText(figures).first().waitFor();
    if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/landing-rating-${width}.png` });
  }
  expect(await blockingViolations(page, 'landing page with its rating')).toEqual([]);
  await page.getByRole('link', { name: ratingsCopy.policyLink }).first().click();
  await page.waitForURL(`${urls.publicSite}/recensioni`);
  await page.getByRole('heading', { name: 'Come verifichiamo le recensioni', level: 1 }).waitFor();
  expect(await blockingViolations(page, 'reviews policy')).toEqual([]);
  await context.close();
});
