import { businessArea, checkoutReceipt } from '@trovapro/copy';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile } from './support/browser.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';
import { buyThroughLink, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

/** The sign-in link of the business area's email (the token after `#`). */
const AREA_LINK = /https?:\/\/\S+\/area\/accesso#[A-Za-z0-9_-]{43}/;

test('a business signs in to its area with an emailed link, finds its purchase with the contacts and its invoice; the link works once', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Idraulica Area ${stamp}`, email: `titolare.${stamp}@idraulicaarea.it` };
  const visitor = {
    email: `anna.serra.${stamp}@example.it`,
    name: 'Anna Serra',
    phone: '+39 340 555 6677',
    request: `Scarico della doccia intasato a Fano, l’acqua non scende più (rif. ${stamp})`,
  };
  const { link } = await sentLeadOffer(admin, { publicSiteUrl: urls.publicSite, visitor, business: { ...business, location: 'Fano' } });
  await buyThroughLink(urls.checkout, link, business);
  const invoiceEmail = await waitForMail(business.email, (text) => text.includes('/business/receipt/'));
  const invoiceNumber = /Fattura n\. (\d+\/\d{4})/.exec(invoiceEmail.subject)?.[1] ?? '';

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`${urls.checkout}/area`);
  const before = await mailCount(business.email);
  await page.getByRole('textbox', { name: businessArea.emailLabel }).fill(business.email.toUpperCase());
  await page.getByRole('button', { name: businessArea.submit }).click();
  await page.getByRole('heading', { name: businessArea.sentTitle }).waitFor();

  const signIn = await waitForMail(business.email, (text) => AREA_LINK.test(text), 20_000, before);
  const areaLink = AREA_LINK.exec(signIn.text)?.[0] ?? '';
  await page.goto(areaLink);
  await page.waitForURL('**/area/acquisti');
  await page.getByRole('heading', { name: business.name }).waitFor();
  await page.getByText(visitor.request).waitFor();
  await page.getByRole('link', { name: visitor.phone }).waitFor();
  await page.getByRole('link', { name: visitor.email }).waitFor();

  // The search finds it by a word of the request, typed without accents or case.
  await page.getByRole('searchbox', { name: businessArea.searchLabel }).fill('DOCCIA INTASATO');
  await page.waitForURL(/q=DOCCIA/);
  await page.getByText(visitor.request).waitFor();

  await page.getByRole('link', { name: businessArea.documentLink('invoice', invoiceNumber) }).click();
  await page.getByRole('heading', { name: checkoutReceipt.title('invoice', invoiceNumber) }).waitFor();

  // The emailed link was spent: opened again, in another browser, it signs nobody in.
  const other = await browser.browser.newContext({ locale: 'it-IT' });
  const otherPage = await other.newPage();
  await otherPage.goto(areaLink);
  await otherPage.getByText(businessArea.linkUsedTitle).waitFor();
  await expect(otherPage.getByText(visitor.request).count()).resolves.toBe(0);
  await other.close();

  // Signing out ends the session: the purchases are no longer reachable.
  await page.getByRole('link', { name: businessArea.backToPurchases }).click();
  await page.getByRole('button', { name: businessArea.signOut }).click();
  await page.getByText(businessArea.signedOut).waitFor();
  await page.goto(`${urls.checkout}/area/acquisti`);
  await page.getByText(businessArea.sessionExpired).waitFor();
  await context.close();
});
