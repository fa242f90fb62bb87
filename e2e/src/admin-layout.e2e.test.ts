import { adminLanding, adminOverview, businessSelection } from '@trovapro/copy';
import { ADMIN_SECTIONS, adminSectionPath, routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { pendingLead } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();
const TABS = ADMIN_SECTIONS;
/** A phone and a laptop (issue 15: every tab at both). */
const WIDTHS = [390, 1366];

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Every tab at two widths: more than one test's usual minute on a busy machine.
test('no tab of the console scrolls sideways on a phone or a laptop: tables scroll in their own box, the revenue chart fits its card with readable dates', {
  timeout: 150_000,
}, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  // A list of landing pages, so the bulk bar offers its long 'select all matching' action.
  await admin.call(routes.adminImportItalianData, {});
  const keyword = `layout${Date.now().toString(36)}`;
  await admin.call(routes.adminGenerateLandingPages, { body: { keyword, province: 'Isernia', isPlural: false } });

  for (const width of WIDTHS) {
    const context = await browser.browser.newContext({ viewport: { width, height: 900 }, locale: 'it-IT' });
    const page = await context.newPage();
    await signInAsAdmin(page, urls.adminConsole);
    for (const tab of TABS) {
      await page.goto(`${urls.adminConsole}${adminSectionPath(tab)}`);
      await page.waitForLoadState('networkidle');
      expect({ tab, width, overflow: await sidewaysScroll(page) }).toEqual({ tab, width, overflow: 0 });
    }

    await page.goto(`${urls.adminConsole}${adminSectionPath('landing-pages', { keyword })}`);
    await page.getByRole('button', { name: adminLanding.selectAllMatching(52) }).waitFor();
    expect({ width, overflow: await sidewaysScroll(page) }).toEqual({ width, overflow: 0 });

    await page.goto(`${urls.adminConsole}${adminSectionPath('overview')}`);
    const chart = page.locator(`svg[aria-label="${adminOverview.revenueChartLabel}"]`);
    await chart.waitFor();
    await page.waitForTimeout(300); // the chart is redrawn once its box is measured
    const layout = await chart.evaluate((svg) => {
      const card = svg.closest('.mantine-Paper-root');
      const days = [...svg.querySelectorAll('.chart-axis-x .chart-tick text')].map((label) => label.getBoundingClientRect());
      return {
        fitsItsCard: card !== null && svg.getBoundingClientRect().right <= card.getBoundingClientRect().right,
        dayLabelsOverlap: days.some((day, index) => index > 0 && day.left < (days[index - 1]?.right ?? 0)),
      };
    });
    expect({ width, ...layout }).toEqual({ width, fitsItsCard: true, dayLabelsOverlap: false });
    await context.close();
  }
});

test('on a phone, a candidate with a long email wraps inside the selection dialog instead of widening it', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const userRequest = `Caldaia da sostituire a Bergamo, richiesta ${stamp}`;
  const leadId = await pendingLead(urls.publicSite, { email: `layout.${stamp}@example.it`, name: 'Ada', request: userRequest });
  await admin.call(routes.adminUpdateLead, { params: { id: leadId }, body: { status: 'approved_pending_companies' } });
  const name = `Termoidraulica Bergamasca ${stamp}`;
  await admin.call(routes.adminCreateBusiness, {
    body: { name, email: `preventivi.assistenza.caldaie.${stamp}@termoidraulicabergamasca.example.it`, category: 'Idraulico', location: 'Bergamo' },
  });

  const context = await browser.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' });
  const page = await context.newPage();
  await signInAsAdmin(page, urls.adminConsole);
  await page.goto(`${urls.adminConsole}${adminSectionPath('leads', { status: 'approved_pending_companies' })}`);
  const row = page.getByRole('row').filter({ hasText: userRequest });
  // The table scrolls inside its own box: the row's actions are reached there.
  await row.getByRole('button', { name: 'Seleziona aziende' }).click();
  const dialog = page.getByRole('dialog', { name: businessSelection.title });
  const candidates = dialog.getByRole('group', { name: businessSelection.candidatesLabel });
  await candidates.getByRole('checkbox', { name }).waitFor();
  const sideways = await candidates.evaluate((list) => {
    const viewport = list.closest('.mantine-ScrollArea-viewport') ?? list;
    return viewport.scrollWidth - viewport.clientWidth;
  });
  expect(sideways).toBe(0);
  await context.close();
});
