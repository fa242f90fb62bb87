import { adminLeads, adminTabs, businessArea, businessReviewsPage as reviewsCopy, businessSelection, candidateRanking } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { axeContext, blockingViolations } from './support/axe.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';
import { buyThroughLink, pendingLead, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const databaseUrl = inject('databaseUrl');
const browser = browserForFile();

const AREA_LINK = /https?:\/\/\S+\/area\/accesso#[A-Za-z0-9_-]{43}/;
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The page at both widths, nothing wider than the window; saved as PNGs when E2E_SHOTS_DIR names a folder. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(200);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.page, `${name} at ${size.width}`).toBeLessThanOrEqual(widths.window);
    const folder = process.env.E2E_SHOTS_DIR;
    if (folder) await page.screenshot({ path: `${folder}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** One statement on the stack's PostgreSQL. */
async function query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R[]> {
  const client = new pg.Client({ connectionString: databaseUrl ?? '' });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test('a business signs in to its area and replies to a review; published, the review rates it in the admin’s candidate list', async () => {
  // The review is written into the database as the customer's review link writes it: that needs the stack's PostgreSQL.
  if (databaseUrl === null) throw new Error('business-reviews.e2e needs DATABASE_URL: its review is set up in PostgreSQL');
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Idraulica Recensita ${stamp}`, email: `recensioni.${stamp}@idraulicarecensita.it` };
  const visitor = {
    email: `paolo.rossi.${stamp}@example.it`,
    name: 'Paolo Rossi',
    request: `Caldaia in blocco a Fano, serve un tecnico entro domani (rif. ${stamp})`,
  };
  const { lead, link } = await sentLeadOffer(admin, { publicSiteUrl: urls.publicSite, visitor, business: { ...business, location: 'Fano' } });
  await buyThroughLink(urls.checkout, link, business);
  const [review] = await query<{ id: string; business_id: string }>(
    `insert into reviews (purchase_id, lead_id, business_id, rating, comment, author_name, reply_until)
     select p.id, p.lead_id, p.business_id, 4, 'Tecnico preparato, ma è arrivato con un’ora di ritardo.', 'Paolo R.', now() + interval '7 days'
     from purchases p where p.lead_id = $1 and p.status = 'paid'
     returning id, business_id`,
    [lead.id],
  );
  if (review === undefined) throw new Error('no paid purchase to review');

  // Signed in to the area with an emailed link.
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${urls.checkout}/area`);
  const before = await mailCount(business.email);
  await page.getByRole('textbox', { name: businessArea.emailLabel }).fill(business.email);
  await page.getByRole('button', { name: businessArea.submit }).click();
  await page.getByRole('heading', { name: businessArea.sentTitle }).waitFor();
  const signIn = await waitForMail(business.email, (text) => AREA_LINK.test(text), 20_000, before);
  await page.goto(AREA_LINK.exec(signIn.text)?.[0] ?? '');
  await page.waitForURL('**/area/acquisti');

  // «Recensioni»: the review, waiting for publication, open to a reply.
  await page.getByRole('navigation', { name: 'Sezioni dell’Area aziende' }).getByRole('link', { name: reviewsCopy.navLink }).click();
  await page.waitForURL('**/area/recensioni');
  const card = page.getByRole('article', { name: 'Paolo R.' });
  await card.getByText('Tecnico preparato, ma è arrivato con un’ora di ritardo.').waitFor();
  await card.getByText(reviewsCopy.statuses.pending).waitFor();
  await page.getByText(reviewsCopy.awaitingReply(1)).waitFor();
  await expect(page.content()).resolves.not.toContain(visitor.email);
  await atBothWidths(page, 'area-reviews');
  expect(await blockingViolations(page, 'business area reviews')).toEqual([]);

  // The reply, in its dialog.
  await card.getByRole('button', { name: /^Rispondi alla recensione di Paolo R\./ }).click();
  const dialog = page.getByRole('dialog', { name: reviewsCopy.dialogTitle });
  await dialog.getByRole('textbox', { name: reviewsCopy.replyLabel }).fill('Grazie Paolo, ci scusiamo per il ritardo: il traffico ci ha tradito.');
  await dialog.getByText(reviewsCopy.replyCount(68, 1000)).waitFor();
  await atBothWidths(page, 'area-review-reply-dialog');
  expect(await blockingViolations(page, 'business area reply dialog')).toEqual([]);
  await dialog.getByRole('button', { name: reviewsCopy.save }).click();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByTestId('review-reply').getByText('Grazie Paolo, ci scusiamo per il ritardo: il traffico ci ha tradito.').waitFor();
  await card.getByRole('button', { name: /^Modifica la risposta/ }).waitFor();
  await atBothWidths(page, 'area-reviews-replied');
  const [stored] = await query<{ reply: string; events: string[] }>(
    `select r.reply, array(select type from review_events e where e.review_id = r.id order by e.id) as events from reviews r where r.id = $1`,
    [review.id],
  );
  expect(stored).toEqual({ reply: 'Grazie Paolo, ci scusiamo per il ritardo: il traffico ci ha tradito.', events: ['replied'] });
  await context.close();

  // Published (as the admin's moderation does it), the review rates the business in the candidates of a new lead.
  await query(`update reviews set status = 'published', moderated_at = now() where id = $1`, [review.id]);
  const second = { email: `anna.rossi.${stamp}@example.it`, name: 'Anna Rossi', request: `Perdita dalla caldaia a Fano (rif. ${stamp}b)` };
  const secondId = await pendingLead(urls.publicSite, second);
  await admin.call(routes.adminUpdateLead, { params: { id: secondId }, body: { status: 'approved_pending_companies' } });
  const candidates = await admin.call(routes.adminCandidateBusinesses, { params: { id: secondId } });
  expect(candidates.find((candidate) => candidate.id === review.business_id)?.rating).toEqual({ average: '4.0', count: 1 });

  const adminContext = await axeContext(browser.browser);
  const adminPage = await adminContext.newPage();
  await adminPage.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(adminPage, urls.adminConsole);
  await adminPage.getByRole('tab', { name: adminTabs.leads.label }).click();
  await adminPage.getByRole('row').filter({ hasText: second.request }).getByRole('button', { name: adminLeads.selectBusinesses }).click();
  const selection = adminPage.getByRole('dialog', { name: businessSelection.title });
  const row = selection.getByRole('checkbox', { name: business.name }).locator('xpath=ancestor::*[contains(@class, "mantine-Paper-root")][1]');
  await row.getByText(candidateRanking.ratingLabel('4.0', 1)).waitFor({ state: 'attached' });
  await row.getByTestId('candidate-rating').getByText(candidateRanking.rating('4.0', 1)).waitFor();
  await selection.getByText(candidateRanking.order).waitFor();
  await atBothWidths(adminPage, 'admin-candidates-rating');
  expect(await blockingViolations(adminPage, 'send dialog with rated candidates')).toEqual([]);
  await adminContext.close();
}, 120_000);
