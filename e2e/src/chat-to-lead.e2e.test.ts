import { chatCopy } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi, waitForEmail } from './support/admin-api.ts';
import { browserForFile } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';

const urls = inject('urls');
const browser = browserForFile();

test('a visitor turns a vague need into a verified, pending lead with the right category and comune', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const email = `visitatore.${Date.now()}@example.it`;
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`${urls.publicSite}/?open-chat=true`);

  const input = page.getByRole('textbox', { name: chatCopy.messageLabel });
  const log = page.getByRole('log', { name: chatCopy.logLabel });

  // A vague need: the assistant asks numbered questions.
  await input.fill('Ciao, ho bisogno di una mano in casa');
  await input.press('Enter');
  const questions = page.getByRole('list', { name: chatCopy.questionsLabel }).last();
  await questions.waitFor();
  expect(await questions.getByRole('listitem').count()).toBeGreaterThan(0);

  // The answers round is re-analysed with the earlier context.
  await input.fill('Mi serve un idraulico, il lavandino della cucina perde. Abito a Bergamo');
  await page.getByRole('button', { name: chatCopy.send }).click();

  const emailField = page.getByRole('textbox', { name: chatCopy.emailLabel });
  await emailField.waitFor();
  await expect(input.isDisabled()).resolves.toBe(true);
  await emailField.fill(email);
  await page.getByRole('button', { name: chatCopy.emailSubmit }).click();

  // The code arrives by email: read it from the inbox, as a person would.
  const message = await waitForMail(email, (text) => /\b\d{4}\b/.test(text));
  const code = /\b(\d{4})\b/.exec(message.text)?.[1] ?? '';
  // The admin's email log never shows it.
  const logged = await waitForEmail(admin, email, (text) => text.includes('codice di verifica'));
  expect(logged.text).toContain('••••');
  expect(logged.text).not.toContain(code);
  const codeField = page.getByRole('textbox', { name: chatCopy.codeLabel });
  await codeField.waitFor();
  await codeField.fill(code);
  await codeField.press('Enter');

  const nameField = page.getByRole('textbox', { name: new RegExp(`^${chatCopy.nameLabel}`) });
  await nameField.waitFor();
  await nameField.fill('Mario Rossi');
  await page.getByRole('checkbox', { name: /^Acconsento/ }).check();
  await page.getByRole('button', { name: chatCopy.detailsSubmit }).click();

  await page.getByText(chatCopy.completedTitle).first().waitFor();
  await log.getByText(chatCopy.newRequestQuestion).waitFor({ timeout: 10_000 });
  await expect(input.isDisabled()).resolves.toBe(true);

  const { leads } = await admin.call(routes.adminListLeads, { query: { status: 'pending', limit: 100 } });
  const lead = leads.find((candidate) => candidate.userEmail === email);
  expect(lead).toMatchObject({
    status: 'pending',
    category: 'Idraulico',
    userName: 'Mario Rossi',
    location: { municipality: 'Bergamo', province: 'Bergamo' },
  });
  expect(lead?.userRequest).toContain('Bergamo');
  await context.close();
});

test('completing a lead without a verified email is refused and creates nothing', async () => {
  const email = `non.verificato.${Date.now()}@example.it`;
  const response = await fetch(`${urls.publicSite}/api/leads/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userEmail: email,
      userRequest: 'Perdita dal rubinetto a Milano',
      userName: 'Anna',
      leadId: '00000000-0000-4000-8000-000000000000',
      privacyConsent: true,
    }),
  });
  expect(response.status).toBe(403);
  const admin = await signedInAdminApi(urls.adminConsole);
  const { leads } = await admin.call(routes.adminListLeads, { query: { limit: 100 } });
  expect(leads.some((lead) => lead.userEmail === email)).toBe(false);
});
