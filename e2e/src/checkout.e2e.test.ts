import { checkoutCompany, checkoutPayment, checkoutResult, checkoutTestGateway } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi, waitForEmail } from './support/admin-api.ts';
import { sentLeadOffer } from './support/sent-lead.ts';
import { browserForFile } from './support/browser.ts';

const urls = inject('urls');
const browser = browserForFile();

test('a business buys a sent lead with the test gateway: declined card, then paid, contacts emailed, spend recorded', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const visitorEmail = `chiara.neri.${stamp}@example.it`;
  const business = { name: `Idraulica Fanese ${stamp}`, email: `ufficio.${stamp}@idraulicafanese.it` };
  const { lead, link } = await sentLeadOffer(admin, {
    publicSiteUrl: urls.publicSite,
    visitor: {
      email: visitorEmail,
      name: 'Chiara Neri',
      phone: '+39 347 765 4321',
      request: 'Mi serve un idraulico a Fano: perde il tubo sotto il lavello della cucina',
    },
    business: { ...business, location: 'Fano' },
  });
  expect(link.startsWith(urls.checkout)).toBe(true);

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByText(lead.category).first().waitFor();
  // The page shows the request, never the visitor's contacts.
  await expect(page.content()).resolves.not.toContain(visitorEmail);

  await page.getByRole('textbox', { name: checkoutCompany.nameLabel }).fill(business.name);
  await page.getByRole('textbox', { name: checkoutCompany.emailLabel }).fill(business.email);
  await page.getByRole('button', { name: checkoutCompany.submit }).click();

  const cardNumber = page.getByRole('textbox', { name: checkoutTestGateway.cardNumberLabel });
  await cardNumber.waitFor();
  await page.getByRole('textbox', { name: checkoutTestGateway.expiryLabel }).fill('12/39');
  await page.getByRole('textbox', { name: checkoutTestGateway.cvcLabel }).fill('123');
  const pay = page.getByRole('button', { name: /^Acquista Lead - €/ });

  await cardNumber.fill('4000 0000 0000 0002');
  await pay.click();
  await page.getByText(checkoutPayment.failedTitle).waitFor();
  expect(page.url()).toBe(link);

  await cardNumber.fill('4242 4242 4242 4242');
  await pay.click();
  await page.waitForURL((url) => url.pathname === '/business/success');
  await page.getByText(checkoutResult.successTitle).waitFor();
  expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
  await context.close();

  // The buyer receives the visitor's contacts by email.
  const contacts = await waitForEmail(admin, business.email, (text) => text.includes(visitorEmail));
  expect(contacts.purpose).toBe('purchase-contacts');
  expect(contacts.text).toContain('Chiara Neri');
  expect(contacts.text).toContain('+39 347 765 4321');

  // The admin's partner list shows the purchase and the spend.
  const { businesses } = await admin.call(routes.adminListBusinesses, { query: { limit: 100 } });
  const buyer = businesses.find((candidate) => candidate.email === business.email);
  expect(buyer).toMatchObject({ name: business.name, totalPurchases: 1, totalSpent: lead.price });

  // The lead page now counts one place fewer.
  const view = await fetch(link.replace('/business/lead/', '/api/business/lead/'));
  expect(view.status).toBe(200);
  expect(await view.json()).toMatchObject({ placesLeft: 2 });
});
