import {
  adminTabs,
  checkoutCompany,
  checkoutReceipt,
  checkoutResult,
  checkoutTestGateway,
  checkoutUnsubscribe,
  formatDate,
  formatEuro,
  partnerApproval,
  partnerSignupCopy as signup,
} from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { E2E_BILLING, fillBilling, PURCHASE_LINK, pendingLead } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

const RECEIPT_LINK = /https?:\/\/\S+\/business\/receipt\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{43}/;
const STOP_LINK = /https?:\/\/\S+\/business\/unsubscribe\?b=[0-9a-f-]{36}&t=[A-Za-z0-9_-]{43}/;

test('a plumber signs up on its phone, is approved, is offered a lead of its province, buys it with billing data, reads the receipt with the IVA and stops the offers', async () => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const business = { name: `Idraulica Foglia ${stamp}`, email: `foglia.${stamp}@example.it` };
  const admin = await signedInAdminApi(urls.adminConsole);

  // «Diventa partner» at 390 px: a wrong partita IVA is refused at its field, then the sign-up goes through.
  const phone = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(`${urls.publicSite}/aziende`);
  const submit = page.getByRole('button', { name: signup.submit });
  await expect.poll(() => submit.isEnabled()).toBe(true); // the island took over the server's form
  await page.getByRole('textbox', { name: signup.companyNameLabel }).fill(business.name);
  await page.getByRole('textbox', { name: signup.emailLabel, exact: true }).fill(business.email);
  await page.getByRole('textbox', { name: signup.phoneLabel }).fill('0721 803 144');
  await page.getByRole('textbox', { name: signup.vatNumberLabel }).fill('12345678901');
  await page.getByRole('combobox', { name: signup.categoryLabel }).selectOption('Idraulico');
  await page.getByRole('combobox', { name: signup.comuneLabel }).fill('Pesar');
  await page.getByRole('option', { name: signup.comuneOption('Pesaro', 'Pesaro e Urbino') }).click();
  await page.getByRole('radio', { name: signup.reachOptions.province }).check();
  await page.getByRole('checkbox', { name: /informativa privacy/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(signup.businessTermsLink) }).check();
  await submit.click();
  await page.getByText(signup.vatNumberCheckDigit).waitFor();
  await page.getByRole('textbox', { name: signup.vatNumberLabel }).fill('IT 12345678903');
  await submit.click();

  await page.getByText(signup.codeTitle).waitFor();
  const codeEmail = await waitForMail(business.email, (text) => /è: \d{4}/.test(text));
  const code = /è: (\d{4})/.exec(codeEmail.text)?.[1] ?? '';
  await page.getByRole('textbox', { name: signup.codeLabel }).fill(code);
  await page.getByRole('button', { name: signup.codeSubmit }).click();
  await page.getByText(signup.doneTitle).waitFor();
  await phone.close();

  const [waiting] = (await admin.call(routes.adminListBusinesses, { query: { search: business.email } })).businesses;
  expect(waiting).toMatchObject({ approval: 'pending', isActive: false, vatNumber: '12345678903', serviceReach: 'province' });

  // The admin approves it from «Da approvare».
  const desk = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 1366, height: 900 } });
  const consolePage = await desk.newPage();
  await signInAsAdmin(consolePage, urls.adminConsole);
  await consolePage.getByRole('tab', { name: adminTabs.businesses.label }).click();
  // The view switch, not a row's «Da approvare» badge.
  await consolePage.getByRole('radiogroup', { name: partnerApproval.viewsLabel }).getByText(partnerApproval.views.pending, { exact: true }).click();
  await consolePage.waitForURL((url) => url.searchParams.get('approval') === 'pending');
  const row = consolePage.getByRole('row').filter({ hasText: business.email });
  await row.getByRole('button', { name: partnerApproval.approve }).click();
  await consolePage.getByText(partnerApproval.approvedTitle).waitFor();
  await desk.close();
  await waitForMail(business.email, (text) => text.includes('abbiamo approvato la tua azienda'));

  // A request from Pesaro reaches it: a candidate inside its province, the offer stoppable with one click.
  const visitorEmail = `cliente.${stamp}@example.it`;
  const leadId = await pendingLead(urls.publicSite, {
    email: visitorEmail,
    name: 'Marta Gallo',
    phone: '+39 347 111 2233',
    request: 'Perde il rubinetto della cucina a Pesaro, serve un idraulico in settimana',
  });
  await admin.call(routes.adminUpdateLead, { params: { id: leadId }, body: { status: 'approved_pending_companies' } });
  const candidates = await admin.call(routes.adminCandidateBusinesses, { params: { id: leadId } });
  expect(candidates.map((candidate) => candidate.id)).toContain(waiting?.id);
  await admin.call(routes.adminSendLeadToBusinesses, { params: { id: leadId }, body: { selectedBusinessIds: [waiting?.id ?? ''] } });
  const offer = await waitForMail(business.email, (text) => text.includes('/business/lead/'));
  expect(offer.text).toContain('IVA inclusa');
  expect(offer.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(offer.headers['List-Unsubscribe']).toMatch(
    new RegExp(`^<${urls.checkout}/api/partners/unsubscribe\\?b=${waiting?.id}&t=[A-Za-z0-9_-]{43}>$`),
  );
  const link = PURCHASE_LINK.exec(offer.text)?.[0] ?? '';
  const stopLink = STOP_LINK.exec(offer.text)?.[0] ?? '';

  // It buys on its phone with its billing data.
  const checkout = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
  const buy = await checkout.newPage();
  await buy.goto(link);
  await buy.getByRole('textbox', { name: checkoutCompany.nameLabel }).waitFor();
  await fillBilling(buy, E2E_BILLING);
  await buy.getByRole('button', { name: checkoutCompany.submit }).click();
  await buy.getByRole('textbox', { name: checkoutTestGateway.cardNumberLabel }).fill('4242 4242 4242 4242');
  await buy.getByRole('textbox', { name: checkoutTestGateway.expiryLabel }).fill('12/39');
  await buy.getByRole('textbox', { name: checkoutTestGateway.cvcLabel }).fill('123');
  await buy.getByRole('button', { name: /^Acquista Lead - €/ }).click();
  await buy.getByText(checkoutResult.successTitle).waitFor();

  // The invoice's courtesy copy: by email and as a page, net + IVA 22% = the price paid (Idraulico, 25,00 €).
  const receiptEmail = await waitForMail(business.email, (text) => RECEIPT_LINK.test(text));
  expect(receiptEmail.text).toContain(`Imponibile: ${formatEuro('20.49')}\nIVA 22%: ${formatEuro('4.51')}\nTotale pagato: ${formatEuro('25.00')}`);
  await buy.goto(RECEIPT_LINK.exec(receiptEmail.text)?.[0] ?? '');
  const year = new Date().getFullYear();
  await buy.getByRole('heading', { name: new RegExp(`^Fattura n\\. \\d+/${year} — copia di cortesia$`) }).waitFor();
  const receipt = (await buy.locator('body').textContent()) ?? '';
  const amounts = [formatEuro('20.49'), formatEuro('4.51'), formatEuro('25.00')];
  for (const fact of [checkoutReceipt.net, checkoutReceipt.vat('22%'), checkoutReceipt.total, ...amounts, E2E_BILLING.taxId, business.name]) {
    expect(receipt).toContain(fact);
  }
  const { businesses: bought } = await admin.call(routes.adminListBusinesses, { query: { search: business.email } });
  expect(bought[0]?.billing).toMatchObject({ taxId: E2E_BILLING.taxId, taxIdKind: 'partita_iva', province: 'BO' });

  // The offer email's stop link: a page with one button; then the business is paused, by itself.
  await buy.goto(stopLink);
  await buy.getByRole('button', { name: checkoutUnsubscribe.confirm }).click();
  const stoppedTitle = checkoutUnsubscribe.stoppedTitle(formatDate(new Date()));
  await buy.getByRole('heading', { name: stoppedTitle }).waitFor();
  const { businesses: stopped } = await admin.call(routes.adminListBusinesses, { query: { search: business.email } });
  expect(stopped[0]).toMatchObject({ isActive: false, pausedReason: 'unsubscribed' });

  // A reload shows the offers stopped (read from the server), with the way to resume them; resuming brings the button back.
  await buy.reload();
  await buy.getByRole('heading', { name: stoppedTitle }).waitFor();
  expect(await buy.getByRole('button', { name: checkoutUnsubscribe.confirm }).count()).toBe(0);
  await buy.getByRole('button', { name: checkoutUnsubscribe.resume }).click();
  await buy.getByRole('heading', { name: checkoutUnsubscribe.title }).waitFor();
  await buy.getByRole('button', { name: checkoutUnsubscribe.confirm }).waitFor();
  const { businesses: resumed } = await admin.call(routes.adminListBusinesses, { query: { search: business.email } });
  expect(resumed[0]).toMatchObject({ isActive: true, pausedReason: null });
  await buy.reload();
  await buy.getByRole('button', { name: checkoutUnsubscribe.confirm }).waitFor();
  await checkout.close();
});
