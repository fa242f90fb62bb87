import { adminTabs, adminTemplates, chatCopy, templateCatalog } from '@trovapro/copy';
import { adminSectionPath, CHAT_TEMPLATE_NAMES, EMAIL_TEMPLATE_NAMES, routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { waitForMail } from './support/mailbox.ts';
import { browserForFile, signInAsAdmin, startsWith } from './support/browser.ts';

const urls = inject('urls');
const browser = browserForFile();

test('an admin edits the welcome chat message, and a new visitor of the public chat reads it', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const templates = await admin.call(routes.adminListTemplates, {});
  const original = templates.find((template) => template.type === 'chat' && template.name === CHAT_TEMPLATE_NAMES.welcome);
  if (original === undefined) throw new Error('the welcome template is not seeded');
  const welcome = `Benvenuto nel test ${Date.now()}: dimmi cosa ti serve e dove.`;

  try {
    const adminContext = await browser.browser.newContext({ locale: 'it-IT' });
    const page = await adminContext.newPage();
    await signInAsAdmin(page, urls.adminConsole);

    await page.getByRole('tab', { name: adminTabs.templates.label }).click();
    await page.getByRole('tab', { name: adminTemplates.chatTab }).click();
    const welcomeTitle = templateCatalog.chat[CHAT_TEMPLATE_NAMES.welcome]?.title ?? '';
    await page.getByRole('button', { name: adminTemplates.editLabel(welcomeTitle) }).click();
    const dialog = page.getByRole('dialog', { name: adminTemplates.editTitle });
    const content = dialog.getByLabel(startsWith(adminTemplates.content));
    await expect(content.inputValue()).resolves.toBe(original.content);
    await content.fill(welcome);
    await dialog.getByRole('button', { name: adminTemplates.save }).click();
    await page.getByText(adminTemplates.updatedTitle).first().waitFor();
    await page.getByRole('article', { name: welcomeTitle }).getByText(welcome).waitFor();
    await adminContext.close();

    // A fresh context: no template cache in its storage, so the chat asks the API.
    const visitorContext = await browser.browser.newContext({ locale: 'it-IT' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${urls.publicSite}/`);
    await visitor.getByRole('log', { name: chatCopy.logLabel }).getByText(welcome).waitFor();
    await visitorContext.close();
  } finally {
    // Other end-to-end tests read the welcome message.
    await admin.call(routes.adminUpdateTemplate, {
      params: { id: original.id },
      body: { content: original.content, isActive: original.isActive },
    });
  }
  const restored = await admin.call(routes.adminListTemplates, {});
  expect(restored.find((template) => template.id === original.id)?.content).toBe(original.content);
});

test('the offer email is previewed with a real-looking case, and «Invia una prova» delivers the unsaved text to the admin only', async () => {
  const context = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAsAdmin(page, urls.adminConsole);
  // At 390 px the tabs are behind the menu: straight to the tab by its URL.
  await page.goto(`${urls.adminConsole}${adminSectionPath('templates')}`);
  const offerTitle = templateCatalog.email[EMAIL_TEMPLATE_NAMES.leadOffer]?.title ?? '';
  await page.getByRole('button', { name: adminTemplates.editLabel(offerTitle) }).click();
  const dialog = page.getByRole('dialog', { name: adminTemplates.editTitle });

  // The preview renders the HTML part in a sandboxed frame, in the browser, with the sample values.
  const frame = page.frameLocator(`iframe[title="${adminTemplates.previewFrameTitle}"]`);
  await frame.getByText('Buongiorno Idraulica Rossi,').waitFor();
  await expect(dialog.locator('iframe').getAttribute('sandbox')).resolves.toBe('');

  // An unsaved edit goes out as the test email: to the signed-in admin, marked as a test, filled, with the stop link.
  const content = dialog.getByLabel(startsWith(adminTemplates.content));
  const marker = `Prova e2e ${Date.now()}`;
  await content.fill(`${await content.inputValue()}\n\n${marker} {{fine}}`);
  await frame.getByText(`${marker} {fine}`).waitFor();
  await dialog.getByRole('button', { name: adminTemplates.sendTest }).click();
  await page.getByText(adminTemplates.testSentMessage(E2E_ADMIN.email)).first().waitFor();
  const mail = await waitForMail(E2E_ADMIN.email, (text) => text.includes(marker));
  expect(mail.subject).toBe('[Prova] Nuova richiesta a Bologna: Idraulico');
  expect(mail.text).toContain('Buongiorno Idraulica Rossi,');
  expect(mail.text).toContain(`${marker} {fine}`);
  expect(mail.text).toContain('Non vuoi più ricevere richieste di lavoro da TrovaPro?');
  expect(`${mail.subject}${mail.text}`.replace('{fine}', '')).not.toMatch(/[{}]/);

  // Nothing was saved.
  await dialog.getByRole('button', { name: adminTemplates.cancel }).click();
  const admin = await signedInAdminApi(urls.adminConsole);
  const offer = (await admin.call(routes.adminListTemplates, {})).find((template) => template.name === EMAIL_TEMPLATE_NAMES.leadOffer);
  expect(offer?.content).not.toContain(marker);
  await context.close();
});
