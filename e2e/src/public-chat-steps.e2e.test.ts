import { privacySite, chatCopy, homeCopy, blogPage } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';

// Issue 15: every step of the chat is usable where people meet it (Home and a landing page's island, on a
// phone and on a laptop), and the calls to action lead into the chat.

const urls = inject('urls');
const browser = browserForFile();
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

interface StepLayout {
  /** Each control of the active step's form: inside the conversation's visible box and the window. */
  visible: Record<string, boolean>;
  /** The accessible name (label) of the focused element. */
  focused: string;
}

/** Where the active inline form's controls are, measured by the browser (the chat's log scrolls inside the panel). */
function stepLayout(page: Page): Promise<StepLayout> {
  return page.evaluate(() => {
    const log = document.querySelector('[role="log"]')!.getBoundingClientRect();
    const name = (element: Element) =>
      element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? '') : (element.textContent ?? '').trim();
    const visible: Record<string, boolean> = {};
    for (const control of document.querySelectorAll('[role="log"] form input, [role="log"] form button')) {
      const box = control.getBoundingClientRect();
      visible[name(control)] =
        box.height > 0 && box.top >= log.top - 1 && box.bottom <= log.bottom + 1 && box.top >= 0 && box.bottom <= window.innerHeight;
    }
    const active = document.activeElement;
    return { visible, focused: active ? name(active) : '' };
  });
}

const allVisible = (labels: string[]) => Object.fromEntries(labels.map((label) => [label, true]));

/** From the description to the details step, checking each form step as the visitor sees it. */
async function walkTheSteps(page: Page, email: string) {
  const message = page.getByRole('textbox', { name: chatCopy.messageLabel });
  await message.fill('Ho una perdita sotto il lavandino a Milano, serve un idraulico');
  await message.press('Enter');

  await page.getByRole('textbox', { name: chatCopy.emailLabel }).waitFor();
  await expect
    .poll(() => stepLayout(page), { timeout: 5_000 })
    .toEqual({ visible: allVisible([chatCopy.emailLabel, chatCopy.emailSubmit]), focused: chatCopy.emailLabel });
  await page.getByRole('textbox', { name: chatCopy.emailLabel }).fill(email);
  await page.getByRole('button', { name: chatCopy.emailSubmit }).click();

  const code = page.getByRole('textbox', { name: chatCopy.codeLabel });
  await code.waitFor();
  // The code step also offers a new code (counting down the server's minute) and another address.
  await expect
    .poll(
      async () => {
        const { visible, focused } = await stepLayout(page);
        const labels = Object.keys(visible).map((label) => (label.startsWith('Invia di nuovo') ? 'Invia di nuovo' : label));
        return { labels, allInView: Object.values(visible).every(Boolean), focused };
      },
      { timeout: 5_000 },
    )
    .toEqual({
      labels: [chatCopy.codeLabel, chatCopy.codeSubmit, 'Invia di nuovo', chatCopy.changeEmail],
      allInView: true,
      focused: chatCopy.codeLabel,
    });
  const mail = await waitForMail(email, (text) => /\b\d{4}\b/.test(text));
  await code.fill(/\b(\d{4})\b/.exec(mail.text)?.[1] ?? '');
  await page.getByRole('button', { name: chatCopy.codeSubmit }).click();

  // The details step: the name (required) is there, in view and focused, with the phone, the consent (its
  // sentence names how many businesses, once GET /api/legal answers) and the button.
  const nameLabel = `${chatCopy.nameLabel} *`;
  await page.getByRole('textbox', { name: new RegExp(`^${chatCopy.nameLabel}`) }).waitFor();
  const consent = page.getByRole('checkbox', { name: /^Acconsento/ });
  await expect.poll(() => consent.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '')).toMatch(/al massimo \d+ aziende/);
  const consentLabel = await consent.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const detailsControls = allVisible([nameLabel, chatCopy.phoneLabel, consentLabel, chatCopy.detailsSubmit]);
  await expect.poll(() => stepLayout(page)).toEqual({ visible: detailsControls, focused: nameLabel });
  expect(await consent.isChecked()).toBe(false);

  // A phone that is not a number is refused in place: the message beside it, the form still whole and in view.
  await page.getByRole('textbox', { name: new RegExp(`^${chatCopy.nameLabel}`) }).fill('Mario Rossi');
  await page.getByRole('textbox', { name: chatCopy.phoneLabel }).fill('abc-not-a-phone');
  await page.getByRole('button', { name: chatCopy.detailsSubmit }).click();
  await page.getByText(chatCopy.phoneInvalid).waitFor();
  await expect.poll(() => stepLayout(page)).toEqual({ visible: detailsControls, focused: chatCopy.phoneLabel });
  expect(await page.getByRole('textbox', { name: chatCopy.phoneLabel }).inputValue()).toBe('abc-not-a-phone');

  // Without the consent nothing is sent: the message beside the box, the form still whole and in view, the box focused.
  await page.getByRole('textbox', { name: chatCopy.phoneLabel }).fill('');
  await page.getByRole('button', { name: chatCopy.detailsSubmit }).click();
  await page.getByText(privacySite.consentRequired).waitFor();
  await expect.poll(() => stepLayout(page)).toEqual({ visible: detailsControls, focused: consentLabel });
}

test('every form step of the chat fits the panel, in view and focused, on Home and on a landing page, at 390 and 1366 px', {
  timeout: 240_000,
}, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const keyword = `serramenti${Date.now().toString(36)}`;
  await admin.call(routes.adminImportItalianData, {});
  await admin.call(routes.adminGenerateLandingPages, { body: { keyword, province: 'Isernia', isPlural: true } });
  await admin.call(routes.adminPublishLandingPagesByFilters, { body: { keyword, province: 'Isernia', isPublished: true } });

  for (const viewport of VIEWPORTS) {
    for (const path of ['/', `/p/${keyword}-isernia`]) {
      const context = await browser.browser.newContext({ viewport, locale: 'it-IT' });
      const page = await context.newPage();
      await page.goto(`${urls.publicSite}${path}`);
      await walkTheSteps(page, `passi.${viewport.width}.${path.length}.${Date.now()}@example.it`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await context.close();
    }
  }
});

/** Whether the chat's message input has the focus and is entirely in the window. */
function chatInputReady(page: Page): Promise<{ focused: boolean; inView: boolean }> {
  return page.evaluate((label) => {
    const input = document.querySelector(`input[aria-label="${label}"]`);
    const box = input?.getBoundingClientRect();
    return { focused: input !== null && document.activeElement === input, inView: !!box && box.top >= 0 && box.bottom <= window.innerHeight };
  }, chatCopy.messageLabel);
}

test('«Inizia la richiesta» leads into the chat, focused: on Home, and from a blog article to Home', { timeout: 120_000 }, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const slug = `inizia-${Date.now().toString(36)}`;
  const post = await admin.call(routes.adminCreateBlogPost, {
    body: {
      title: 'Come preparare la casa per il tecnico',
      slug,
      excerpt: 'Tre cose da fare prima della visita.',
      content: '<h2>Prima della visita</h2><p>Libera lo spazio di lavoro.</p>',
      metaDescription: 'Tre cose da fare prima della visita di un tecnico.',
      categoryTags: ['casa'],
    },
  });
  await admin.call(routes.adminPublishBlogPost, { params: { id: post.id } });

  for (const viewport of VIEWPORTS) {
    const context = await browser.browser.newContext({ viewport, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto(`${urls.publicSite}/`);
    await page.getByRole('textbox', { name: chatCopy.messageLabel }).waitFor();
    await page.getByRole('link', { name: homeCopy.heroCta }).click();
    await expect.poll(() => chatInputReady(page), { timeout: 5_000 }).toEqual({ focused: true, inView: true });

    await page.goto(`${urls.publicSite}/blog/${slug}`);
    await page.getByRole('link', { name: blogPage.startRequest }).click();
    await page.waitForURL(`${urls.publicSite}/?open-chat=true`);
    await expect.poll(() => chatInputReady(page), { timeout: 5_000 }).toEqual({ focused: true, inView: true });
    await context.close();
  }
});
