import { adminDashboard, adminLogin } from '@trovapro/copy';
import { expect, inject, test } from 'vitest';
import { browserForFile, startsWith, submitAdminLogin } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';

const urls = inject('urls');
const browser = browserForFile();

test('an admin signs in through the form, sees the welcome line, and signs out to the public site', async () => {
  const context = await browser.browser.newContext();
  const page = await context.newPage();

  // A former link to the single dashboard page: redirected to the overview, whose guard sends a visitor without a
  // session to the login screen.
  await page.goto(`${urls.adminConsole}/admin/dashboard`);
  await page.waitForURL('**/admin/login');
  await page.getByRole('heading', { name: adminLogin.pageTitle }).waitFor();

  await submitAdminLogin(page);
  await page.getByText(adminDashboard.welcome(E2E_ADMIN.name)).first().waitFor();

  // The session cookie goes to the admin API only: the pages themselves never carry it.
  expect((await context.cookies(urls.adminConsole)).find((cookie) => cookie.name === 'trovapro_admin')).toBeUndefined();
  const cookies = await context.cookies(`${urls.adminConsole}/api/admin/me`);
  const session = cookies.find((cookie) => cookie.name === 'trovapro_admin');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/admin' });
  const sessionCookie = `${session?.name}=${session?.value}`;
  const before = await fetch(`${urls.adminConsole}/api/admin/me`, { headers: { cookie: sessionCookie } });
  expect(before.status).toBe(200);
  expect(await before.json()).toMatchObject({ email: E2E_ADMIN.email, name: E2E_ADMIN.name });

  await page.getByRole('button', { name: adminDashboard.logout }).first().click();
  await page.getByText(adminDashboard.logoutSuccessTitle).first().waitFor();
  await page.waitForURL(`${urls.publicSite}/`);

  // The session is destroyed on the server: even the old cookie, replayed, is refused.
  const replayed = await fetch(`${urls.adminConsole}/api/admin/me`, { headers: { cookie: sessionCookie } });
  expect(replayed.status).toBe(401);
  await context.close();
});

test('wrong credentials keep the visitor on the login screen with the product message', async () => {
  const context = await browser.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${urls.adminConsole}/admin/login`);
  await page.getByLabel(startsWith(adminLogin.emailLabel)).fill(E2E_ADMIN.email);
  await page.getByLabel(startsWith(adminLogin.passwordLabel)).fill('not-the-password');
  await page.getByRole('button', { name: adminLogin.submit }).click();
  await page.getByText(adminLogin.failureMessage).first().waitFor();
  expect(page.url()).toContain('/admin/login');
  await expect(page.getByLabel(startsWith(adminLogin.emailLabel)).inputValue()).resolves.toBe(E2E_ADMIN.email);
  await context.close();
});

test('every origin answers /api/health through its own server', async () => {
  for (const origin of [urls.publicSite, urls.adminConsole, urls.checkout, urls.api]) {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status, origin).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  }
});
