import { adminReviews, reviewSite } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { axeContext, blockingViolations } from './support/axe.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';
import { buyThroughLink, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const databaseUrl = inject('databaseUrl');
const browser = browserForFile();
const REVIEW_LINK = /https?:\/\/\S+\/recensione\?t=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/;
/** Where the screens of this file are saved to be looked at (both widths). */
const SHOTS = process.env.E2E_SHOTS_DIR;
const WIDTHS = { mobile: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

/**
 * What only time would do, done in the database as other tests do (the embedded database is the API process's
 * own: this file needs PostgreSQL, DATABASE_URL).
 */
async function sql(text: string, values: unknown[]): Promise<number> {
  if (databaseUrl === null) throw new Error('reviews.e2e needs the PostgreSQL stack (DATABASE_URL): it moves time in the database');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

async function shoot(page: Page, name: string) {
  if (SHOTS === undefined) return;
  for (const [label, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS.desktop);
}

test('a customer reviews the business from the emailed link; the admin publishes it once the days to reply are over', {
  timeout: 150_000,
}, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Idraulica Recensita ${stamp}`, email: `recensioni.${stamp}@idraulicarecensita.it`, location: 'Fano' };
  const visitor = {
    email: `cliente.recensione.${stamp}@example.it`,
    name: 'Marco Rossi',
    phone: '+39 340 555 0101',
    request: `Perdita sotto il lavello della cucina a Fano, serve un idraulico (rif. ${stamp})`,
  };
  const { link } = await sentLeadOffer(admin, { publicSiteUrl: urls.publicSite, visitor, business });
  await buyThroughLink(urls.checkout, link, business);

  // REVIEW_REQUEST_DAYS later (the payment moved back 8 days), the job's next run asks the customer.
  expect(await sql(`update purchases set paid_at = now() - interval '8 days' where business_email = $1`, [business.email])).toBe(1);
  await sql(`insert into pgboss.job (name, data) values ('review-requests', '{}')`, []);
  const request = await waitForMail(visitor.email, (text) => REVIEW_LINK.test(text), 30_000);
  expect(request.subject).toBe(`Com’è andata con ${business.name}?`);
  const reviewLink = REVIEW_LINK.exec(request.text)?.[0] ?? '';

  // The form, from the link: the business named, stars and a comment.
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto(reviewLink);
  await page.getByRole('heading', { name: reviewSite.intro(business.name) }).waitFor();
  expect(await blockingViolations(page, 'review form')).toEqual([]);
  await shoot(page, 'review-form');
  // Sent without a rating: the form comes back with what was typed and what to correct.
  const comment = page.getByRole('textbox', { name: reviewSite.commentLabel });
  await comment.fill('Arrivato puntuale, ha trovato subito la perdita. Prezzo giusto.');
  await page.getByText('63 di 1000 caratteri').waitFor();
  await page.getByRole('button', { name: reviewSite.submit }).click();
  await page.getByRole('alert').getByText(reviewSite.ratingRequired).waitFor();
  expect(await comment.inputValue()).toBe('Arrivato puntuale, ha trovato subito la perdita. Prezzo giusto.');
  expect(await blockingViolations(page, 'review form with an error')).toEqual([]);
  await shoot(page, 'review-form-error');

  const notices = await mailCount(business.email);
  await page.getByRole('radio', { name: reviewSite.ratingLabels[4] }).check();
  await page.getByRole('button', { name: reviewSite.submit }).click();
  await page.getByRole('heading', { name: reviewSite.thanksTitle }).waitFor();
  expect(await blockingViolations(page, 'review thanks')).toEqual([]);
  await shoot(page, 'review-thanks');

  // The business is told, with until when it may reply.
  const notice = await waitForMail(business.email, (text) => text.includes('Voto: ★★★★★ (5 su 5)'), 20_000, notices);
  expect(notice.text).toMatch(/Puoi rispondere entro il \d{2}\/\d{2}\/\d{4} dall’Area aziende/);
  expect(notice.text).toContain('/area/recensioni');

  // The link again shows the one written.
  await page.goto(reviewLink);
  await page.getByRole('heading', { name: reviewSite.writtenTitle }).waitFor();
  await page.getByText('Arrivato puntuale, ha trovato subito la perdita. Prezzo giusto.').waitFor();
  await shoot(page, 'review-written');

  // The admin's «Recensioni»: waiting for the reply, «Pubblica» is off.
  const adminContext = await axeContext(browser.browser);
  const adminPage = await adminContext.newPage();
  await adminPage.setViewportSize(WIDTHS.desktop);
  await signInAsAdmin(adminPage, urls.adminConsole);
  await adminPage.goto(`${urls.adminConsole}/admin/recensioni`);
  const card = adminPage.getByRole('article').filter({ hasText: business.name });
  await card.getByText('Arrivato puntuale').waitFor();
  await card.getByText('di Marco R.', { exact: false }).waitFor();
  expect(await card.getByRole('button', { name: adminReviews.publish }).isDisabled()).toBe(true);
  expect(await blockingViolations(adminPage, 'admin reviews')).toEqual([]);
  await shoot(adminPage, 'admin-reviews-pending');

  // The days to reply are over (as time would make them): the admin publishes it.
  expect(
    await sql(`update reviews set reply_until = now() - interval '1 minute' where business_id = (select id from businesses where email = $1)`, [
      business.email,
    ]),
  ).toBe(1);
  await adminPage.reload();
  await card.getByText(/Nessuna risposta: i giorni per rispondere sono finiti il/).waitFor();
  await card.getByRole('button', { name: adminReviews.publish }).click();
  await adminPage.getByRole('dialog', { name: adminReviews.publishTitle }).getByRole('button', { name: adminReviews.publish }).click();
  await adminPage.getByText(adminReviews.published).first().waitFor();
  await adminPage.getByText(adminReviews.statuses.published, { exact: true }).click();
  const published = adminPage.getByRole('article').filter({ hasText: business.name });
  await published.getByText(adminReviews.badges.published).waitFor();
  await published.getByRole('button', { name: adminReviews.history }).click();
  await published.getByText(/Pubblicata da /).waitFor();
  expect(await blockingViolations(adminPage, 'admin reviews published')).toEqual([]);
  await shoot(adminPage, 'admin-reviews-published');

  const { reviews } = await admin.call(routes.adminListReviews, { query: { status: 'published', limit: 100 } });
  expect(reviews.find((review) => review.business.name === business.name)).toMatchObject({ rating: 5, authorName: 'Marco R.', status: 'published' });
  await context.close();
  await adminContext.close();
});
