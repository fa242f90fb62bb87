import { readFile } from 'node:fs/promises';
import { adminInvoices, checkoutReceipt, invoiceStateLabels } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { validateAgainstSchema } from '../../apps/api/src/features/invoices/fatturapa/index.ts';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { buyThroughLink, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

/** The courtesy copy's link in the invoice email. */
const COURTESY_LINK = /https?:\/\/\S+\/business\/receipt\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{43}/;

test('a purchase is invoiced: the FatturaPA validates, reaches the SdI through the intermediary, is delivered, and the admin downloads it', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Termoidraulica Fattura ${stamp}`, email: `amministrazione.${stamp}@termofattura.it` };
  const { link } = await sentLeadOffer(admin, {
    publicSiteUrl: urls.publicSite,
    visitor: {
      email: `marta.galli.${stamp}@example.it`,
      name: 'Marta Galli',
      phone: '+39 348 111 2233',
      request: 'Caldaia in blocco a Fano, non parte più da ieri sera',
    },
    business: { ...business, location: 'Fano' },
  });
  await buyThroughLink(urls.checkout, link, business);

  // The business's invoice email links the courtesy copy; the legal one is the SdI's.
  const email = await waitForMail(business.email, (text) => COURTESY_LINK.test(text));
  expect(email.subject).toMatch(/^Fattura n\. \d+\/\d{4} del tuo acquisto su TrovaPro$/);
  const number = /Fattura n\. (\d+\/\d{4})/.exec(email.subject)?.[1] ?? '';

  // The API sends it to the intermediary's stand-in, whose signed notification (delivered) reaches the webhook.
  await expect
    .poll(async () => (await admin.call(routes.adminListInvoices, { query: { q: business.name } })).invoices.map((invoice) => invoice.state), {
      timeout: 20_000,
    })
    .toEqual(['delivered']);

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(COURTESY_LINK.exec(email.text)?.[0] ?? '');
  await page.getByRole('heading', { name: checkoutReceipt.title('invoice', number) }).waitFor();
  await page.getByText(checkoutReceipt.sdi.delivered).waitFor();

  // The console lists it delivered, and its XML downloads exactly as validated.
  await signInAsAdmin(page, urls.adminConsole);
  await page.goto(`${urls.adminConsole}/admin/invoices?q=${encodeURIComponent(business.name)}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await row.getByText(invoiceStateLabels.delivered).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: adminInvoices.xmlLabel(number) }).click()]);
  const xml = await readFile(await download.path(), 'utf8');
  expect(download.suggestedFilename()).toMatch(/^IT09876543217_[0-9A-Z]{5}\.xml$/);
  expect(xml).toContain(`<Numero>${number}</Numero>`);
  expect(xml).toContain(`<Denominazione>${business.name}</Denominazione>`);
  expect(await validateAgainstSchema(xml)).toEqual({ valid: true });
  await context.close();
});
