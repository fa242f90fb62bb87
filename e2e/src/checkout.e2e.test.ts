import {
  checkoutBilling,
  checkoutCompany,
  checkoutLeadUnavailable,
  checkoutOwnPurchase,
  checkoutPayment,
  checkoutResult,
  checkoutTestGateway,
} from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { E2E_BILLING, fillBilling, sentLeadOffer, acceptBusinessTerms } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

test('a business buys a sent lead through the link emailed to it: declined card, then paid, contacts emailed, spend recorded', async () => {
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
  expect(link.startsWith(`${urls.checkout}/business/lead/${lead.id}?t=`)).toBe(true);

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByText(lead.category).first().waitFor();
  // The page shows the request, never the visitor's contacts.
  await expect(page.content()).resolves.not.toContain(visitorEmail);
  // The company form starts from the invited business.
  await expect(page.getByRole('textbox', { name: checkoutCompany.nameLabel }).inputValue()).resolves.toBe(business.name);
  await expect(page.getByRole('textbox', { name: checkoutCompany.emailLabel }).inputValue()).resolves.toBe(business.email);
  // A first purchase: no billing data known yet; a wrong partita IVA is said at its field.
  await fillBilling(page, { ...E2E_BILLING, taxId: '12345678901' });
  await page.getByRole('button', { name: checkoutCompany.submit }).click();
  await page.getByText(checkoutBilling.taxIdInvalid).waitFor();
  await page.getByRole('textbox', { name: checkoutBilling.taxIdLabel }).fill(E2E_BILLING.taxId);
  await acceptBusinessTerms(page);
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
  const contacts = await waitForMail(business.email, (text) => text.includes(visitorEmail));
  expect(contacts.text).toContain('Chiara Neri');
  expect(contacts.text).toContain('+39 347 765 4321');

  // The admin's partner list shows the purchase and the spend.
  const { businesses } = await admin.call(routes.adminListBusinesses, { query: { limit: 100 } });
  const buyer = businesses.find((candidate) => candidate.email === business.email);
  expect(buyer).toMatchObject({ name: business.name, totalPurchases: 1, totalSpent: lead.price });

  // This business has bought it: its link sells it no more, and opened again shows its purchase.
  const view = await fetch(link.replace('/business/lead/', '/api/business/lead/'));
  expect(view.status).toBe(409);
  const again = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
  const mine = await again.newPage();
  await mine.goto(link);
  await mine.getByRole('heading', { name: checkoutOwnPurchase.title }).waitFor();
  await mine.getByRole('link', { name: visitorEmail }).waitFor();
  await mine.getByText('+39 347 765 4321').waitFor();
  await mine.getByRole('article', { name: /^Fattura n\. \d+\/\d{4} — copia di cortesia$/ }).waitFor();
  expect(await mine.getByText(checkoutLeadUnavailable.unavailableTitle).count()).toBe(0);
  await again.close();
});

test('the bare lead link, or one with a made-up token, shows and sells nothing', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const { lead } = await sentLeadOffer(admin, {
    publicSiteUrl: urls.publicSite,
    visitor: {
      email: `paolo.riva.${stamp}@example.it`,
      name: 'Paolo Riva',
      request: 'Idraulico a Fano per uno scarico otturato, chiamatemi al 333 1234567',
    },
    business: { name: `Idraulica Invitata ${stamp}`, email: `invitata.${stamp}@example.it`, location: 'Fano' },
  });
  const bare = `${urls.checkout}/business/lead/${lead.id}`;

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  for (const url of [bare, `${bare}?t=${'x'.repeat(43)}`]) {
    await page.goto(url);
    await page.getByRole('heading', { name: checkoutLeadUnavailable.unavailableTitle }).waitFor();
    await expect(page.getByRole('button', { name: checkoutCompany.submit }).count()).resolves.toBe(0);
    await expect(page.content()).resolves.not.toContain('scarico otturato');
  }
  await context.close();

  // The API refuses the same, through the checkout's own origin: no view, no payment.
  const api = `${urls.checkout}/api/business`;
  expect((await fetch(`${api}/lead/${lead.id}`)).status).toBe(404);
  const purchase = await fetch(`${api}/purchase/${lead.id}?t=${'x'.repeat(43)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessEmail: 'estraneo@example.it', businessName: 'Estraneo', billing: E2E_BILLING }),
  });
  expect(purchase.status).toBe(404);
  const { leads } = await admin.call(routes.adminListLeads, { query: { status: 'sent', limit: 100 } });
  expect(leads.find((candidate) => candidate.id === lead.id)?.status).toBe('sent');
});
