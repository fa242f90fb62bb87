import { businessArea, businessOffers, checkoutCompany, checkoutResult, checkoutTestGateway } from '@trovapro/copy';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { blockingViolations } from './support/axe.ts';
import { browserForFile } from './support/browser.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';
import { acceptBusinessTerms, E2E_BILLING, fillBilling, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

/** The sign-in link of the business area's email (the token after `#`). */
const AREA_LINK = /https?:\/\/\S+\/area\/accesso#[A-Za-z0-9_-]{43}/;

/** Nothing wider than the window: no sideways scrolling at this width. */
async function fitsWidth(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

test('a business sees its offer in the area, buys it from there, finds it in «Acquisti»; the emailed link then leads to its purchase', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Idraulica Offerte ${stamp}`, email: `offerte.${stamp}@idraulicaofferte.it` };
  const visitor = {
    email: `paolo.riva.${stamp}@example.it`,
    name: 'Paolo Riva',
    phone: '+39 349 111 2233',
    request: 'Scarico del lavandino intasato in cucina a Fano, serve un intervento questa settimana',
  };
  const { lead, link } = await sentLeadOffer(admin, { publicSiteUrl: urls.publicSite, visitor, business: { ...business, location: 'Fano' } });

  // Signed in with an emailed link, at a desktop's width (CSP bypassed for axe-core only, as support/axe.ts does).
  const context = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 1366, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${urls.checkout}/area`);
  const before = await mailCount(business.email);
  await page.getByRole('textbox', { name: businessArea.emailLabel }).fill(business.email);
  await page.getByRole('button', { name: businessArea.submit }).click();
  await page.getByRole('heading', { name: businessArea.sentTitle }).waitFor();
  const signIn = await waitForMail(business.email, (text) => AREA_LINK.test(text), 20_000, before);
  await page.goto(AREA_LINK.exec(signIn.text)?.[0] ?? '');
  await page.waitForURL('**/area/acquisti');
  await page.getByText(businessArea.emptyTitle).waitFor();

  // «Offerte» in the header: the offer as its email shows it, never the customer's contacts.
  await page.getByRole('navigation', { name: businessOffers.navLabel }).getByRole('link', { name: businessOffers.navOffers }).click();
  await page.waitForURL('**/area/offerte');
  const offer = page.getByRole('article', { name: new RegExp(`^${lead.category} · Fano`) });
  await offer.waitFor();
  await offer.getByText('Scarico del lavandino intasato in cucina').waitFor();
  await offer.getByText(businessOffers.placesLeft(1)).waitFor();
  await offer.getByText(businessOffers.vatIncluded).waitFor();
  await expect(page.content()).resolves.not.toContain(visitor.email);
  await expect(page.content()).resolves.not.toContain(visitor.phone);
  await fitsWidth(page);
  await expect(blockingViolations(page, 'business area offers')).resolves.toEqual([]);

  // A phone's width: the same page, nothing sideways; the purchase goes on from there.
  await page.setViewportSize({ width: 390, height: 844 });
  await offer.getByRole('button', { name: new RegExp(`^${businessOffers.buy}`) }).waitFor();
  await fitsWidth(page);

  await offer.getByRole('button', { name: new RegExp(`^${businessOffers.buy}`) }).click();
  await page.waitForURL((url) => url.pathname === `/business/lead/${lead.id}` && url.searchParams.has('t'));
  const areaLink = page.url();
  expect(areaLink).not.toBe(link);
  await expect(page.getByRole('textbox', { name: checkoutCompany.emailLabel }).inputValue()).resolves.toBe(business.email);
  await fillBilling(page, E2E_BILLING);
  await acceptBusinessTerms(page);
  await page.getByRole('button', { name: checkoutCompany.submit }).click();
  await page.getByRole('textbox', { name: checkoutTestGateway.cardNumberLabel }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: checkoutTestGateway.expiryLabel }).fill('12/39');
  await page.getByRole('textbox', { name: checkoutTestGateway.cvcLabel }).fill('123');
  await page.getByRole('button', { name: /^Acquista Lead - €/ }).click();
  await page.waitForURL((url) => url.pathname === '/business/success');
  await page.getByText(checkoutResult.successTitle).waitFor();

  // In «Acquisti», with the contacts; no longer among the offers.
  await page.goto(`${urls.checkout}/area/acquisti`);
  await page.getByText(visitor.request).waitFor();
  await page.getByRole('link', { name: visitor.phone }).waitFor();
  await page.getByRole('link', { name: visitor.email }).waitFor();
  await fitsWidth(page);
  await page.goto(`${urls.checkout}/area/offerte`);
  await page.getByText(businessOffers.emptyTitle).waitFor();

  // The emailed link, opened afterwards in this browser (signed in to the area): its purchase, there.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/area/acquisti' && url.searchParams.get('q') === lead.id);
  await page.getByText(visitor.request).waitFor();
  await page.getByRole('link', { name: visitor.email }).waitFor();
  await expect(page.getByRole('article').count()).resolves.toBe(1);
  await context.close();

  // In a browser without an area session: the purchase as the link always showed it, and the way to the area, which
  // asks for a sign-in link first.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const other = await browser.browser.newContext({ locale: 'it-IT', viewport, bypassCSP: true });
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await otherPage.getByText(businessOffers.alreadyPurchasedTitle).waitFor();
    await fitsWidth(otherPage);
    await expect(blockingViolations(otherPage, `purchase link used already (${viewport.width})`)).resolves.toEqual([]);
    await otherPage.getByRole('link', { name: businessOffers.openInArea }).click();
    await otherPage.waitForURL((url) => url.pathname === '/area');
    await otherPage.getByRole('button', { name: businessArea.submit }).waitFor();
    await other.close();
  }
});
