import { adminTabs, adminTemplates, chatCopy } from '@trovapro/copy';
import { CHAT_TEMPLATE_NAMES, routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
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
    await page.getByRole('button', { name: adminTemplates.editLabel(CHAT_TEMPLATE_NAMES.welcome) }).click();
    const dialog = page.getByRole('dialog', { name: adminTemplates.editTitle });
    const content = dialog.getByLabel(startsWith(adminTemplates.content));
    await expect(content.inputValue()).resolves.toBe(original.content);
    await content.fill(welcome);
    await dialog.getByRole('button', { name: adminTemplates.save }).click();
    await page.getByText(adminTemplates.updatedTitle).first().waitFor();
    await page.getByRole('article', { name: CHAT_TEMPLATE_NAMES.welcome }).getByText(welcome).waitFor();
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
