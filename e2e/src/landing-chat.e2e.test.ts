import { analyzerQuestions, chatCopy } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { beforeAll, expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';

const urls = inject('urls');
const browser = browserForFile();
/** The issue's own example: a painters' page in Agnone (province of Isernia). */
const SLUG = 'imbianchino-agnone';

beforeAll(async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  await admin.call(routes.adminImportItalianData, {});
  await admin.call(routes.adminGenerateLandingPages, { body: { keyword: 'imbianchino', province: 'Isernia', isPlural: false } });
  const { pages } = await admin.call(routes.adminListLandingPages, { query: { keyword: 'imbianchino', province: 'Isernia', limit: 100 } });
  const page = pages.find((candidate) => candidate.slug === SLUG);
  if (!page) throw new Error(`No landing page ${SLUG}`);
  await admin.call(routes.adminPublishLandingPage, { params: { id: page.id }, body: { isPublished: true } });
});

async function openLandingChat() {
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`${urls.publicSite}/p/${SLUG}`);
  return { context, page, input: page.getByRole('textbox', { name: chatCopy.messageLabel }) };
}

test('on a landing page, «ciao» is asked to describe the job, not turned into a lead of the page', async () => {
  const { context, page, input } = await openLandingChat();
  await input.fill('ciao');
  await input.press('Enter');
  const questions = page.getByRole('list', { name: chatCopy.questionsLabel }).last();
  await questions.waitFor();
  expect(await questions.getByRole('listitem').allTextContents()).toEqual([analyzerQuestions.describeJob]);
  // Still the chat, not the email step: nothing can become a lead from a greeting.
  expect(await page.getByRole('textbox', { name: chatCopy.emailLabel }).count()).toBe(0);
  expect(await input.isEnabled()).toBe(true);
  await context.close();
});

test('on a landing page, a visitor naming another trade and place gets a lead for that trade and place', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const email = `landing.${Date.now()}@example.it`;
  const { context, page, input } = await openLandingChat();
  await input.fill('mi serve un idraulico a Milano');
  await input.press('Enter');

  const emailField = page.getByRole('textbox', { name: chatCopy.emailLabel });
  await emailField.waitFor();
  await emailField.fill(email);
  await page.getByRole('button', { name: chatCopy.emailSubmit }).click();
  const message = await waitForMail(email, (text) => /\b\d{4}\b/.test(text));
  const codeField = page.getByRole('textbox', { name: chatCopy.codeLabel });
  await codeField.waitFor();
  await codeField.fill(/\b(\d{4})\b/.exec(message.text)?.[1] ?? '');
  await codeField.press('Enter');
  const nameField = page.getByRole('textbox', { name: new RegExp(`^${chatCopy.nameLabel}`) });
  await nameField.waitFor();
  await nameField.fill('Giulia Verdi');
  await page.getByRole('checkbox', { name: /^Acconsento/ }).check();
  await page.getByRole('button', { name: chatCopy.detailsSubmit }).click();
  await page.getByText(chatCopy.completedTitle).first().waitFor();

  const { leads } = await admin.call(routes.adminListLeads, { query: { status: 'pending', limit: 100 } });
  expect(leads.find((lead) => lead.userEmail === email)).toMatchObject({
    category: 'Idraulico',
    userRequest: 'mi serve un idraulico a Milano',
    location: { municipality: 'Milano', province: 'Milano' },
  });
  await context.close();
});
