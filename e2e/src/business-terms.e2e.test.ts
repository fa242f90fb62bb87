import { businessTermsCopy, checkoutCompany, checkoutResult, checkoutTestGateway, partnerDesk, partnerSignupCopy } from '@trovapro/copy';
import { businessTermsInForce, latestBusinessTerms, romeDay } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { acceptBusinessTerms, E2E_BILLING, fillBilling, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

test('the terms for businesses open from the footer, with the version in force; the partner form links them', async () => {
  const context = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${urls.publicSite}/privacy`);
  await page.getByRole('contentinfo').getByRole('link', { name: businessTermsCopy.footerLink }).click();
  await page.waitForURL('**/termini-aziende');
  await page.getByRole('heading', { level: 1, name: businessTermsCopy.title }).waitFor();
  const inForce = businessTermsInForce(romeDay(new Date()));
  await page.getByText(businessTermsCopy.versionLine(inForce.version, inForce.effectiveOn)).waitFor();
  await page
    .getByText(/Garanzia contatto valido/)
    .first()
    .waitFor();

  await page.goto(`${urls.publicSite}/aziende`);
  const link = page.getByRole('link', { name: partnerSignupCopy.businessTermsLink });
  await expect(link.getAttribute('href')).resolves.toBe('/termini-aziende');
  await context.close();
});

test('a business the admin added accepts the terms at its first purchase; the admin sees the version it accepted', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Termoidraulica Termini ${stamp}`, email: `ufficio.${stamp}@termini-aziende.it` };
  const { link } = await sentLeadOffer(admin, {
    publicSiteUrl: urls.publicSite,
    visitor: {
      email: `marta.galli.${stamp}@example.it`,
      name: 'Marta Galli',
      phone: '+39 348 111 2233',
      request: `Mi serve un idraulico a Fano: lo scaldabagno perde acqua (rif. ${stamp})`,
    },
    business: { ...business, location: 'Fano' },
  });
  const version = latestBusinessTerms(romeDay(new Date())).version;

  const context = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: checkoutCompany.submit }).waitFor();
  await fillBilling(page, E2E_BILLING);
  // Without the box ticked nothing is sent, and the box says why.
  await page.getByRole('button', { name: checkoutCompany.submit }).click();
  await page.getByText(businessTermsCopy.checkoutRequired).waitFor();
  await page.getByText(businessTermsCopy.checkoutLabelAfter(version).trim()).first().waitFor();
  await acceptBusinessTerms(page);
  await page.getByRole('button', { name: checkoutCompany.submit }).click();
  const cardNumber = page.getByRole('textbox', { name: checkoutTestGateway.cardNumberLabel });
  await cardNumber.fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: checkoutTestGateway.expiryLabel }).fill('12/39');
  await page.getByRole('textbox', { name: checkoutTestGateway.cvcLabel }).fill('123');
  await page.getByRole('button', { name: /^Acquista Lead - €/ }).click();
  await page.waitForURL((url) => url.pathname === '/business/success');
  await page.getByText(checkoutResult.successTitle).waitFor();
  await context.close();

  const adminContext = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 1366, height: 900 } });
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage, urls.adminConsole);
  await adminPage.goto(`${urls.adminConsole}/admin/businesses?search=${encodeURIComponent(business.email)}`);
  await adminPage
    .getByRole('row', { name: new RegExp(business.name) })
    .getByRole('button', { name: partnerDesk.details })
    .click();
  const drawer = adminPage.getByRole('dialog', { name: business.name });
  await drawer.getByText(businessTermsCopy.adminTitle).waitFor();
  await drawer.getByText(businessTermsCopy.adminAccepted(version, new Date().toISOString(), 'purchase')).waitFor();
  await adminContext.close();
});
