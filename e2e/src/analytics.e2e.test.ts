import { adminAnalytics, adminTabs } from '@trovapro/copy';
import { routes, romeDay } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';

const urls = inject('urls');
/** Headless Chromium says "HeadlessChrome", which the collection ignores as a bot: look like a desktop browser. */
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const browser = browserForFile();

test("three public pages seen in Chromium appear in the admin's Analytics tab", async () => {
  const unknownPath = `/e2e-analytics-${Date.now()}`;
  const api = await signedInAdminApi(urls.adminConsole);
  const today = romeDay(new Date());
  const topPages = () => api.call(routes.adminAnalyticsPages, { query: { startDate: today, endDate: today, limit: 100 } });
  const viewsOf = (pages: { path: string; views: number }[]) => ({
    home: pages.find((row) => row.path === '/')?.views ?? 0,
    unknown: pages.find((row) => row.path === unknownPath)?.views ?? 0,
  });
  const homeBefore = viewsOf(await topPages()).home;
  const visitor = await browser.browser.newContext({ userAgent: DESKTOP_CHROME, locale: 'it-IT' });
  const page = await visitor.newPage();

  await page.goto(`${urls.publicSite}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto(`${urls.publicSite}/?open-chat=true`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The SPA's 404 screen is a page view too.
  await page.goto(`${urls.publicSite}${unknownPath}`);
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await visitor.close();

  // The beacons travel on their own: wait until the API has all three.
  // (Other tests' headless visits are filtered as bots; '/' is compared with ≥ all the same.)
  await expect.poll(async () => viewsOf(await topPages()).unknown, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => viewsOf(await topPages()).home, { timeout: 15_000 }).toBeGreaterThanOrEqual(homeBefore + 2);

  const adminContext = await browser.browser.newContext({ locale: 'it-IT' });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, urls.adminConsole);
  await admin.getByRole('tab', { name: adminTabs.analytics.label }).click();

  // Today is in the default period (the last 7 days): the unknown path is listed with its one view.
  const pages = admin.getByRole('table', { name: adminAnalytics.topPages });
  const unknownRow = pages.getByRole('row').filter({ hasText: unknownPath });
  await unknownRow.waitFor();
  await expect(unknownRow.getByRole('cell').last().textContent()).resolves.toBe('1');
  const homeViews = Number(
    await pages
      .getByRole('row')
      .filter({ has: admin.getByRole('cell', { name: '/', exact: true }) })
      .getByRole('cell')
      .last()
      .textContent(),
  );
  expect(homeViews).toBeGreaterThanOrEqual(2);
  await expect(admin.getByText(adminAnalytics.noData).count()).resolves.toBe(0);
  await adminContext.close();
});
