import { chatCopy, privacySite } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { pendingLead } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

/** The erase link of a lead's confirmation email, as the visitor clicks it. */
const ERASE_LINK = /https?:\/\/\S+\/privacy\/cancella\?t=[A-Za-z0-9._~%-]+/;

/** The chat on Home up to the details step, the code read from the inbox. */
async function reachDetails(page: Page, email: string) {
  await page.goto(`${urls.publicSite}/?open-chat=true`);
  const message = page.getByRole('textbox', { name: chatCopy.messageLabel });
  await message.fill('Mi serve un idraulico, perde il lavandino della cucina a Bergamo');
  await message.press('Enter');
  const emailField = page.getByRole('textbox', { name: chatCopy.emailLabel });
  await emailField.waitFor();
  // The email step says what the address is for, a link away from the notice.
  await page.getByText(privacySite.emailNotice).waitFor();
  expect(await page.getByRole('link', { name: privacySite.emailNoticeLink }).getAttribute('href')).toBe('/privacy');
  await emailField.fill(email);
  await page.getByRole('button', { name: chatCopy.emailSubmit }).click();
  const mail = await waitForMail(email, (text) => /\b\d{4}\b/.test(text));
  const code = page.getByRole('textbox', { name: chatCopy.codeLabel });
  await code.fill(/\b(\d{4})\b/.exec(mail.text)?.[1] ?? '');
  await code.press('Enter');
  await page.getByRole('textbox', { name: new RegExp(`^${chatCopy.nameLabel}`) }).waitFor();
}

test('the chat cannot send the request without the consent to share the contacts, and sends it with it', { timeout: 60_000 }, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const legal = await (await fetch(`${urls.publicSite}/api/legal`)).json();
  const email = `consenso.${Date.now()}@example.it`;
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await reachDetails(page, email);

  const consent = page.getByRole('checkbox', { name: /^Acconsento/ });
  await expect
    .poll(() => consent.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''))
    .toContain(
      `Acconsento a condividere nome, email e telefono con al massimo ${legal.leadMaxBuyers} aziende di idraulica della mia zona (la richiesta è proposta al massimo a ${legal.leadMaxOffers})`,
    );
  expect(await consent.isChecked()).toBe(false);

  await page.getByRole('textbox', { name: new RegExp(`^${chatCopy.nameLabel}`) }).fill('Carla Bianchi');
  await page.getByRole('button', { name: chatCopy.detailsSubmit }).click();
  await page.getByText(privacySite.consentRequired).waitFor();
  await expect.poll(() => consent.evaluate((box) => box === document.activeElement)).toBe(true);
  const before = await admin.call(routes.adminListLeads, { query: { limit: 100 } });
  expect(before.leads.some((lead) => lead.userEmail === email)).toBe(false);

  await consent.check();
  await page.getByRole('button', { name: chatCopy.detailsSubmit }).click();
  await page.getByText(chatCopy.completedTitle).first().waitFor();
  const after = await admin.call(routes.adminListLeads, { query: { limit: 100 } });
  expect(after.leads.find((lead) => lead.userEmail === email)).toMatchObject({ userName: 'Carla Bianchi', category: 'Idraulico' });
  await context.close();
});

test('the erase link of the confirmation email removes the person from the admin lists', { timeout: 60_000 }, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const email = `cancellami.${Date.now()}@example.it`;
  const leadId = await pendingLead(urls.publicSite, { email, name: 'Paolo Neri', phone: '333 765 4321', request: 'Perdita dal rubinetto a Milano' });
  const before = await admin.call(routes.adminListLeads, { query: { limit: 100 } });
  expect(before.leads.find((lead) => lead.id === leadId)).toMatchObject({ userEmail: email, userName: 'Paolo Neri' });

  const confirmation = await waitForMail(email, (text) => ERASE_LINK.test(text));
  const link = ERASE_LINK.exec(confirmation.text)?.[0] ?? '';
  const token = new URL(link).searchParams.get('t') ?? '';
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`${urls.publicSite}/privacy/cancella?t=${encodeURIComponent(token)}`);
  await page.getByRole('heading', { level: 1, name: privacySite.eraseTitle }).waitFor();
  const preview = (await page.locator('main').textContent()) ?? '';
  expect(preview).toMatch(/Stai per cancellare i dati delle tue richieste \(1\) inviate da \S+/);
  expect(preview).not.toContain(email);

  await page.getByRole('button', { name: privacySite.eraseConfirm }).click();
  await page.getByText(privacySite.eraseDone).waitFor();

  const after = await admin.call(routes.adminListLeads, { query: { limit: 100 } });
  const lead = after.leads.find((candidate) => candidate.id === leadId);
  expect(lead).toBeDefined();
  expect(lead?.userEmail).not.toBe(email);
  expect(lead?.userName).not.toBe('Paolo Neri');
  expect(after.leads.some((candidate) => candidate.userEmail === email)).toBe(false);

  // The link again: nothing left, and no button.
  const again = await page.goto(`${urls.publicSite}/privacy/cancella?t=${encodeURIComponent(token)}`);
  expect(again?.status()).toBe(410);
  await page.getByText(privacySite.eraseUsedTitle).waitFor();
  expect(await page.getByRole('button', { name: privacySite.eraseConfirm }).count()).toBe(0);

  // A forged token: a clear message and nothing else.
  const forged = await page.goto(
    `${urls.publicSite}/privacy/cancella?t=${encodeURIComponent(`${leadId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)}`,
  );
  expect(forged?.status()).toBe(400);
  await page.getByText(privacySite.eraseInvalidTitle).waitFor();
  expect(await page.getByRole('button').count()).toBe(0);
  await context.close();
});

test('/privacy and /termini are server-rendered with the footer, as is every public page', async () => {
  const legal = await (await fetch(`${urls.publicSite}/api/legal`)).json();
  const context = await browser.browser.newContext({ locale: 'it-IT', javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, title] of [
    ['/privacy', privacySite.privacyTitle],
    ['/termini', privacySite.termsTitle],
    ['/', null],
    ['/blog', null],
  ] as const) {
    const response = await page.goto(`${urls.publicSite}${path}`);
    expect(response?.status(), path).toBe(200);
    if (title !== null) await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const footer = page.getByRole('contentinfo');
    const footerText = (await footer.textContent()) ?? '';
    expect(footerText, path).toContain(legal.companyName);
    expect(footerText, path).toContain(`P.IVA ${legal.companyVat}`);
    expect(footerText, path).toContain(legal.companyAddress);
    expect(await footer.getByRole('link', { name: privacySite.privacyLink }).getAttribute('href'), path).toBe('/privacy');
    expect(await footer.getByRole('link', { name: privacySite.termsLink, exact: true }).getAttribute('href'), path).toBe('/termini');
  }
  await page.goto(`${urls.publicSite}/privacy`);
  const notice = (await page.locator('main').textContent()) ?? '';
  expect(notice).toContain(`Versione ${legal.noticeVersion}`);
  expect(notice).toContain(legal.privacyEmail);
  expect(notice).toContain('Garante');
  await context.close();

  const sitemap = await (await fetch(`${urls.publicSite}/sitemaps/pages-1.xml`)).text();
  expect(sitemap).toContain('/privacy</loc>');
  expect(sitemap).toContain('/termini</loc>');
});
