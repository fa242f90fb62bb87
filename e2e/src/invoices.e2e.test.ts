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
const sdiControlUrl = inject('sdiControlUrl');
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

test('an invoice the SdI rejects shows its reason in the console; the admin corrects the buyer and it is sent again and delivered', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Elettrica Riva ${stamp}`, email: `ufficio.${stamp}@elettricariva.it` };
  const { link } = await sentLeadOffer(admin, {
    publicSiteUrl: urls.publicSite,
    visitor: {
      email: `paolo.riva.${stamp}@example.it`,
      name: 'Paolo Riva',
      phone: '+39 349 222 3344',
      request: 'Salta la corrente in tutta la casa a Fano quando accendo il forno',
    },
    business: { ...business, location: 'Fano' },
  });
  // The SdI refuses the next file it receives (files of this suite leave one test at a time).
  const queued = await fetch(`${sdiControlUrl}/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: 'Scartato', errors: [{ code: '00311', description: '1.1.4 <CodiceDestinatario> non valido' }] }),
  });
  expect(queued.status).toBe(200);
  await buyThroughLink(urls.checkout, link, business);
  const listed = async () => (await admin.call(routes.adminListInvoices, { query: { q: business.name } })).invoices;
  await expect.poll(async () => (await listed()).map((invoice) => invoice.state), { timeout: 20_000 }).toEqual(['rejected']);
  const [rejected] = await listed();
  const number = rejected?.number ?? '';

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await signInAsAdmin(page, urls.adminConsole);
  await page.goto(`${urls.adminConsole}/admin/invoices?q=${encodeURIComponent(business.name)}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await row.getByText(invoiceStateLabels.rejected, { exact: true }).waitFor();
  await row.getByRole('button', { name: adminInvoices.showProblems }).click();
  await page.getByText('00311: 1.1.4 <CodiceDestinatario> non valido').waitFor();

  await row.getByRole('button', { name: adminInvoices.actionsLabel('invoice', number) }).click();
  await page.getByRole('menuitem', { name: adminInvoices.correction.action }).click();
  const dialog = page.getByRole('dialog', { name: adminInvoices.correction.title('invoice', number) });
  await dialog.getByRole('textbox', { name: adminInvoices.correction.sdiCode }).fill('M5UXCR1');
  await dialog.getByRole('button', { name: adminInvoices.correction.submit }).click();
  await page.getByText(adminInvoices.correction.sameNumberTitle('invoice')).waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // Same number and date, a new file, delivered this time.
  await row.getByText(invoiceStateLabels.delivered, { exact: true }).waitFor({ timeout: 20_000 });
  const [delivered] = await listed();
  expect(delivered).toMatchObject({ id: rejected?.id, number, date: rejected?.date, state: 'delivered', problems: [] });
  expect(delivered?.fileName).not.toBe(rejected?.fileName);
  expect(delivered?.billing.sdiCode).toBe('M5UXCR1');
  const files = (await (await fetch(`${sdiControlUrl}/files`)).json()) as { fileName: string; xml: string }[];
  const sent = files.filter((file) => file.xml.includes(`<Numero>${number}</Numero>`));
  expect(sent.map((file) => file.fileName)).toEqual([rejected?.fileName, delivered?.fileName]);
  expect(sent[1]?.xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
  expect(await validateAgainstSchema(sent[1]?.xml ?? '')).toEqual({ valid: true });
  await context.close();
});
