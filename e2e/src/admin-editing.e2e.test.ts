import { adminBlog, adminLogin, adminTabs, common, sessionRenewal, unsavedChanges } from '@trovapro/copy';
import { adminSectionPath, routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin, startsWith } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { expireAdminSession } from './support/session-expiry.ts';

const urls = inject('urls');
const databaseUrl = inject('databaseUrl');
const browser = browserForFile();

/** A draft article of its own (the stack is shared by the suite's tests), created through the API. */
async function createArticle() {
  const suffix = Date.now().toString(36);
  const api = await signedInAdminApi(urls.adminConsole);
  const post = await api.call(routes.adminCreateBlogPost, {
    body: {
      title: `Guida alla caldaia ${suffix}`,
      slug: `guida-alla-caldaia-${suffix}`,
      excerpt: 'Un estratto breve.',
      content: '<p>Testo</p>',
      metaDescription: 'Come scegliere la caldaia.',
      categoryTags: ['caldaia'],
      status: 'draft',
      featuredImage: null,
    },
  });
  return { api, post };
}

test('a session that expires during an edit: the admin signs in again over the dialog, and the edit is saved as typed', async () => {
  const { api, post } = await createArticle();
  const context = await browser.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page, urls.adminConsole);
  await page.getByRole('tab', { name: adminBlog.title }).click();
  await page.getByRole('row').filter({ hasText: post.title }).getByRole('button', { name: adminBlog.actions.edit }).click();
  const dialog = page.getByRole('dialog', { name: adminBlog.dialog.editTitle });
  const excerpt = dialog.getByRole('textbox', { name: startsWith(adminBlog.dialog.excerpt) });
  await excerpt.fill('Un estratto riscritto con cura, da non perdere.');

  await expireAdminSession(context, urls.adminConsole, databaseUrl);
  await dialog.getByRole('button', { name: adminBlog.dialog.save }).click();

  // The sign-in comes over the page; the URL, the dialog and what was typed stay as they were.
  const signIn = page.getByRole('dialog', { name: sessionRenewal.title });
  await signIn.waitFor();
  expect(new URL(page.url()).pathname).toBe(adminSectionPath('blog-posts'));
  expect(await excerpt.inputValue()).toBe('Un estratto riscritto con cura, da non perdere.');
  await signIn.getByLabel(startsWith(adminLogin.emailLabel)).fill(E2E_ADMIN.email);
  await signIn.getByLabel(startsWith(adminLogin.passwordLabel)).fill(E2E_ADMIN.password);
  await signIn.getByRole('button', { name: sessionRenewal.submit }).click();

  await page.getByText(adminBlog.toasts.updated, { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const { posts } = await api.call(routes.adminListBlogPosts, { query: { limit: 100 } });
  expect(posts.find((candidate) => candidate.id === post.id)?.excerpt).toBe('Un estratto riscritto con cura, da non perdere.');
  await context.close();
});

test('with unsaved changes, closing the tab asks the browser, Back and Esc ask the console; nothing typed is lost', async () => {
  const context = await browser.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAsAdmin(page, urls.adminConsole);
  // The tab through the menu, a history entry of the console itself (at 390 px the tabs are in the menu).
  await page.getByRole('button', { name: common.openMenu }).click();
  await page.getByRole('button', { name: adminTabs['blog-posts'].label }).click();
  await page.getByRole('button', { name: adminBlog.newPost }).click();
  const dialog = page.getByRole('dialog', { name: adminBlog.dialog.createTitle });
  const title = dialog.getByRole('textbox', { name: startsWith(adminBlog.dialog.title) });
  await title.fill('Un titolo scritto a mano');

  // Closing the tab: the browser's own question, declined.
  const asked: string[] = [];
  page.on('dialog', (question) => {
    asked.push(question.type());
    void question.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);

  // Back: the console's question; staying keeps the page and the text.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: unsavedChanges.leaveTitle });
  await leave.waitFor();
  await leave.getByRole('button', { name: unsavedChanges.stay }).click();
  await leave.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(adminSectionPath('blog-posts'));
  expect(await title.inputValue()).toBe('Un titolo scritto a mano');

  // Esc: asks; keeping on editing keeps the text, closing without saving closes.
  await title.press('Escape');
  const close = page.getByRole('dialog', { name: unsavedChanges.title });
  await close.getByRole('button', { name: unsavedChanges.keepEditing }).click();
  await close.waitFor({ state: 'detached' });
  expect(await title.inputValue()).toBe('Un titolo scritto a mano');
  await title.press('Escape');
  await close.getByRole('button', { name: unsavedChanges.discard }).click();
  await dialog.waitFor({ state: 'detached' });
  await context.close();
});

test('toasts: never more than one on screen, even when they come in a burst (product §9)', async () => {
  const context = await browser.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${urls.adminConsole}/admin/login`);
  await page.getByRole('button', { name: adminLogin.submit }).waitFor();
  // Three empty sign-ins 120 ms apart (each toasts «Campi obbligatori»), every frame counting the toasts one can see.
  const mostAtOnce = await page.evaluate(async (submit) => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === submit);
    if (!button) throw new Error('no submit button');
    const visible = () =>
      [...document.querySelectorAll('.mantine-Notification-root')].filter((toast) => {
        const box = toast.getBoundingClientRect();
        const style = getComputedStyle(toast);
        return box.width > 0 && box.height > 0 && style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0.05;
      }).length;
    let most = 0;
    let sampling = true;
    const sample = () => {
      most = Math.max(most, visible());
      if (sampling) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    for (let i = 0; i < 3; i++) {
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    sampling = false;
    return most;
  }, adminLogin.submit);
  expect(mostAtOnce).toBe(1);
  expect(await page.getByText(adminLogin.requiredMessage).count()).toBeGreaterThanOrEqual(1);
  await context.close();
});
