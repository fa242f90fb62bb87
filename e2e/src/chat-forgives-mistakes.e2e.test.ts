import { analyzerQuestions, chatCopy } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { ApiRequestError } from '@trovapro/api-client';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { visitorClient } from './support/visitors.ts';

// Issue 29: a chat that forgives mistakes — a code sent again or to another address, a reload at any step, the
// service and the comune shown and changed before the email, a place that names several comuni asked, trades
// outside the six refused, a way out of unclear answers, and a new request after «No».

const urls = inject('urls');
const browser = browserForFile();
const SIX = ['Idraulico', 'Elettricista', 'Imbianchino', 'Meccanico', 'Pulizie', 'Giardinaggio'];

async function openChat(path = '/?open-chat=true') {
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`${urls.publicSite}${path}`);
  await page.getByRole('textbox', { name: chatCopy.messageLabel }).waitFor();
  return { context, page };
}

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: chatCopy.messageLabel });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill(text);
  await input.press('Enter');
}

const log = (page: Page) => page.getByRole('log', { name: chatCopy.logLabel });
const summary = (page: Page) => page.getByRole('region', { name: chatCopy.summaryLabel, exact: true });
const emailField = (page: Page) => page.getByRole('textbox', { name: chatCopy.emailLabel });
const codeField = (page: Page) => page.getByRole('textbox', { name: chatCopy.codeLabel });
const nameField = (page: Page) => page.getByRole('textbox', { name: new RegExp(`^${chatCopy.nameLabel}`) });
const codeIn = (text: string) => /\b(\d{4})\b/.exec(text)?.[1] ?? '';

/** Every code email delivered to `to`, oldest first, waiting until there are at least `count`. */
async function codesTo(to: string, count: number): Promise<string[]> {
  await expect
    .poll(
      async () => {
        const delivered = (await (await fetch(`${inject('mailboxUrl')}/messages`)).json()) as Array<{ To: string; TextBody: string }>;
        return delivered.filter((message) => message.To === to && /\b\d{4}\b/.test(message.TextBody)).length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const delivered = (await (await fetch(`${inject('mailboxUrl')}/messages`)).json()) as Array<{ To: string; TextBody: string }>;
  return delivered.filter((message) => message.To === to).map((message) => codeIn(message.TextBody));
}

async function leadsOf(email: string) {
  const admin = await signedInAdminApi(urls.adminConsole);
  const { leads } = await admin.call(routes.adminListLeads, { query: { limit: 100 } });
  return leads.filter((lead) => lead.userEmail === email);
}

test('an ambiguous «Reggio» is asked; «Modifica» changes service and comune; a reload at every step keeps the step; «No», then a new request', {
  timeout: 180_000,
}, async () => {
  const email = `ricarica.${Date.now()}@example.it`;
  const { context, page } = await openChat();

  await say(page, 'Mi serve un idraulico a Reggio, perde il rubinetto della cucina');
  const places = page.getByRole('group', { name: chatCopy.placesLabel });
  await places.waitFor();
  expect(await places.getByRole('button').allTextContents()).toEqual(['Reggio di Calabria (RC)', "Reggio nell'Emilia (RE)", chatCopy.otherComune]);
  expect(await emailField(page).count()).toBe(0);

  // Reload after the analysis: the question and its choices are there again.
  await page.reload();
  await places.getByRole('button', { name: 'Reggio di Calabria (RC)' }).click();
  await emailField(page).waitFor();
  expect(await summary(page).textContent()).toContain('Reggio di Calabria (RC)');

  // Reload at the email step, then change the service and the comune.
  await page.reload();
  await emailField(page).waitFor();
  expect(await summary(page).textContent()).toContain('Idraulico');
  await page.getByRole('button', { name: chatCopy.editService }).click();
  await page.getByRole('group', { name: chatCopy.servicesLabel }).getByRole('button', { name: 'Elettricista' }).click();
  await page.getByRole('button', { name: chatCopy.editComune }).click();
  await page.getByRole('combobox', { name: chatCopy.comuneSearch.label }).fill('Castelfranco V');
  await page.getByRole('option', { name: 'Castelfranco Veneto (TV)' }).click();
  await expect.poll(() => summary(page).textContent()).toContain('Castelfranco Veneto (TV)');
  expect(await summary(page).textContent()).toContain('Elettricista');
  expect(await log(page).textContent()).toContain('servizio di elettricista');

  await emailField(page).fill(email);
  await page.getByRole('button', { name: chatCopy.emailSubmit }).click();
  await codeField(page).waitFor();
  const code = codeIn((await waitForMail(email, (text) => /\b\d{4}\b/.test(text))).text);

  // Reload at the code step, after the code was sent: the same verification is checked.
  await page.reload();
  await codeField(page).fill(code);
  await page.getByRole('button', { name: chatCopy.codeSubmit }).click();
  await nameField(page).waitFor();

  // Reload at the details step: still verified, the consent names the chosen service.
  await page.reload();
  await nameField(page).fill('Elena Conti');
  const consent = page.getByRole('checkbox', { name: /^Acconsento/ });
  await expect
    .poll(() => consent.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''))
    .toContain('aziende di impianti elettrici');
  await consent.check();
  await page.getByRole('button', { name: chatCopy.detailsSubmit }).click();
  await page.getByText(chatCopy.completedTitle).first().waitFor();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  const [lead] = await leadsOf(email);
  expect(lead).toMatchObject({ category: 'Elettricista', location: { municipality: 'Castelfranco Veneto', province: 'Treviso' } });
  expect(lead?.userRequest).toContain('Reggio di Calabria (RC)');

  // «No», then a new request: a button, and the input works.
  await page.getByRole('button', { name: chatCopy.newRequestNo }).click({ timeout: 10_000 });
  await log(page).getByText(chatCopy.thanks).waitFor();
  await expect.poll(() => page.getByRole('textbox', { name: chatCopy.messageLabel }).isEnabled()).toBe(true);
  await page.getByRole('button', { name: chatCopy.restart }).click();
  await expect.poll(() => log(page).locator('[data-message-type]').count()).toBe(1);

  // Completed means nothing kept: a reload starts afresh.
  await page.reload();
  await page.getByRole('textbox', { name: chatCopy.messageLabel }).waitFor();
  expect(await log(page).locator('[data-message-type]').count()).toBe(1);
  await context.close();
});

test('«Cambia email» keeps the conversation and the new address gets the code; «Invia di nuovo il codice» after the countdown', {
  timeout: 180_000,
}, async () => {
  const stamp = Date.now();
  const wrong = `sbagliata.${stamp}@example.it`;
  const right = `giusta.${stamp}@example.it`;
  const { context, page } = await openChat();
  await say(page, 'Perdita sotto il lavandino a Bergamo');
  await emailField(page).fill(wrong);
  await page.getByRole('button', { name: chatCopy.emailSubmit }).click();
  await codeField(page).waitFor();
  const resend = page.getByRole('button', { name: /^Invia di nuovo/ });
  expect(await resend.textContent()).toMatch(/^Invia di nuovo tra 0:[0-5]\d|1:00$/);
  expect(await resend.isDisabled()).toBe(true);
  await codesTo(wrong, 1);

  await page.getByRole('button', { name: chatCopy.changeEmail }).click();
  await emailField(page).waitFor();
  expect(await emailField(page).inputValue()).toBe(wrong);
  expect(await log(page).textContent()).toContain('Perdita sotto il lavandino a Bergamo');
  await emailField(page).fill(right);
  await page.getByRole('button', { name: chatCopy.emailSubmit }).click();
  await codeField(page).waitFor();
  const [first] = await codesTo(right, 1);

  // The server's minute: the button counts it down, then a new code replaces the first.
  await expect.poll(() => resend.isEnabled(), { timeout: 70_000, interval: 1000 }).toBe(true);
  expect(await resend.textContent()).toBe(chatCopy.resendCode);
  await resend.click();
  await page.getByText(chatCopy.codeResentTitle).first().waitFor();
  const codes = await codesTo(right, 2);
  const latest = codes.at(-1) ?? '';
  if (first !== latest) {
    await codeField(page).fill(first ?? '');
    await page.getByRole('button', { name: chatCopy.codeSubmit }).click();
    await page.getByText(chatCopy.codeInvalidTitle).first().waitFor();
  }
  await codeField(page).fill(latest);
  await page.getByRole('button', { name: chatCopy.codeSubmit }).click();
  await nameField(page).fill('Sara');
  await page.getByRole('checkbox', { name: /^Acconsento/ }).check();
  await page.getByRole('button', { name: chatCopy.detailsSubmit }).click();
  await page.getByText(chatCopy.completedTitle).first().waitFor();
  expect(await leadsOf(right)).toHaveLength(1);
  expect(await leadsOf(wrong)).toHaveLength(0);
  await context.close();
});

test('a trade outside the six gets the six services and never becomes a lead', { timeout: 120_000 }, async () => {
  const { context, page } = await openChat();
  await say(page, 'Mi serve un avvocato per una causa di lavoro a Milano');
  const services = page.getByRole('group', { name: chatCopy.servicesLabel });
  await services.waitFor();
  expect(await services.getByRole('button').allTextContents()).toEqual(SIX);
  expect(await log(page).textContent()).toContain('idraulico, elettricista, imbianchino, meccanico, pulizie e giardinaggio');
  expect(await emailField(page).count()).toBe(0);
  await context.close();

  // Even a client that skips the chat creates no lead for it.
  const email = `avvocato.${Date.now()}@example.it`;
  const client = visitorClient(urls.publicSite);
  const { leadId } = await client.call(routes.sendVerification, { body: { email } });
  const code = codeIn((await waitForMail(email, (text) => /\b\d{4}\b/.test(text))).text);
  await client.call(routes.verifyCode, { body: { email, code } });
  const refused = await client
    .call(routes.completeLead, {
      body: {
        userEmail: email,
        userRequest: 'Mi serve un avvocato per una causa di lavoro a Milano',
        userName: 'Luca',
        leadId: leadId ?? '',
        privacyConsent: true,
      },
    })
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiRequestError);
  expect(refused).toMatchObject({ status: 400, code: 'service_not_offered' });
  expect(await leadsOf(email)).toHaveLength(0);
});

test('«non so» twice brings the six services; choosing one asks only the comune; the landing island asks which Reggio too', {
  timeout: 180_000,
}, async () => {
  const { context, page } = await openChat();
  await say(page, 'ciao');
  const questions = page.getByRole('list', { name: chatCopy.questionsLabel });
  await expect.poll(() => questions.count()).toBe(1);
  await say(page, 'non so');
  await expect.poll(() => questions.count()).toBe(2);
  expect(await page.getByRole('group', { name: chatCopy.servicesLabel }).count()).toBe(0);
  await say(page, 'non so');
  const services = page.getByRole('group', { name: chatCopy.servicesLabel });
  await services.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Idraulico');
  await services.getByRole('button', { name: 'Pulizie' }).click();
  await log(page).getByText(analyzerQuestions.municipality).last().waitFor();
  await say(page, 'Bergamo');
  await emailField(page).waitFor();
  expect(await summary(page).textContent()).toContain('Pulizie');
  expect(await summary(page).textContent()).toContain('Bergamo (BG)');
  await context.close();

  const admin = await signedInAdminApi(urls.adminConsole);
  const keyword = `caldaie${Date.now().toString(36)}`;
  await admin.call(routes.adminImportItalianData, {});
  await admin.call(routes.adminGenerateLandingPages, { body: { keyword, province: 'Isernia', isPlural: true } });
  await admin.call(routes.adminPublishLandingPagesByFilters, { body: { keyword, province: 'Isernia', isPublished: true } });
  const landing = await openChat(`/p/${keyword}-agnone`);
  await say(landing.page, 'perdita dalla caldaia a Reggio');
  const places = landing.page.getByRole('group', { name: chatCopy.placesLabel });
  await places.getByRole('button', { name: "Reggio nell'Emilia (RE)" }).click();
  await emailField(landing.page).waitFor();
  expect(await summary(landing.page).textContent()).toContain("Reggio nell'Emilia (RE)");
  await landing.context.close();
});
