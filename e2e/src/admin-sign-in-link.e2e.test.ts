import { adminDashboard, adminLogin, adminSignInLink, apiErrorMessages, apiSignInLinkMessages } from '@trovapro/copy';
import { expect, inject, test } from 'vitest';
import { browserForFile, startsWith } from './support/browser.ts';
import { E2E_LOCKOUT_ADMIN } from './support/global-setup.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';

const urls = inject('urls');
const browser = browserForFile();
const LINK = /https?:\/\/\S+\/admin\/login\/link\/open#[A-Za-z0-9_-]{43}/;

test('an admin locked out by ten failed sign-ins asks a one-time link by email, signs in with it, and is not locked out again', async () => {
  const admin = E2E_LOCKOUT_ADMIN;
  // The attacker: ten wrong passwords with spellings of the admin's email.
  const spellings = [admin.email.toUpperCase(), admin.email.replace('@', '+x@'), admin.email];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await fetch(`${urls.adminConsole}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: urls.adminConsole },
      body: JSON.stringify({ email: spellings[attempt % spellings.length], password: `sbagliata-${attempt}` }),
    });
    expect(response.status).toBe(401);
  }

  // The admin, in a browser that never signed in here: the right password is refused.
  const context = await browser.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${urls.adminConsole}/admin/login`);
  await page.getByLabel(startsWith(adminLogin.emailLabel)).fill(admin.email);
  await page.getByLabel(startsWith(adminLogin.passwordLabel)).fill(admin.password);
  await page.getByRole('button', { name: adminLogin.submit }).click();
  await page.getByText(apiErrorMessages.tooManyAttempts).first().waitFor();

  // So they ask a link, from the sign-in screen.
  const before = await mailCount(admin.email);
  await page.getByRole('link', { name: adminSignInLink.askLink }).click();
  await page.waitForURL('**/admin/login/link');
  await page.getByLabel(startsWith(adminSignInLink.emailLabel)).fill(admin.email);
  await page.getByRole('button', { name: adminSignInLink.submit }).click();
  await page.getByText(apiSignInLinkMessages.sent).waitFor();

  // The link, from the inbox.
  const email = await waitForMail(admin.email, (text) => LINK.test(text), 20_000, before);
  expect(email.subject).toBe('Il tuo link di accesso a TrovaPro');
  const link = LINK.exec(email.text)?.[0] ?? '';
  expect(link.startsWith(`${urls.adminConsole}/admin/login/link/open#`)).toBe(true);

  // It signs them in, and the token leaves the address bar.
  await page.goto(link);
  await page.waitForURL('**/admin/overview');
  await page.getByText(adminDashboard.welcome(admin.name)).first().waitFor();
  expect(page.url()).not.toContain('#');

  // Signed out, the same browser signs in with the password again: it is now a trusted device, exempt from the lockout.
  await page.getByRole('button', { name: adminDashboard.logout }).first().click();
  await page.waitForURL(`${urls.publicSite}/`);
  await page.goto(`${urls.adminConsole}/admin/login`);
  await page.getByLabel(startsWith(adminLogin.emailLabel)).fill(admin.email);
  await page.getByLabel(startsWith(adminLogin.passwordLabel)).fill(admin.password);
  await page.getByRole('button', { name: adminLogin.submit }).click();
  await page.waitForURL('**/admin/overview');
  await page.getByRole('button', { name: adminDashboard.logout }).first().click();
  await page.waitForURL(`${urls.publicSite}/`);

  // The link works once: opened again, it says so and offers a new one.
  await page.goto(link);
  await page.getByText(apiSignInLinkMessages.used).waitFor();
  await page.getByRole('link', { name: adminSignInLink.askAnother }).click();
  await page.waitForURL('**/admin/login/link');
  await context.close();
});
