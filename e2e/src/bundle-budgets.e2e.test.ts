import { gzipSync } from 'node:zlib';
import { adminOverview, checkoutCompany } from '@trovapro/copy';
import { ADMIN_SECTION_PATHS } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { sentLeadOffer } from './support/sent-lead.ts';

// Issue 30: the JavaScript of the console's first screens and of the checkout's lead page, measured as the landing
// page's budget is (public-pages, landing-pages): every script the page loads in Chromium, gzipped, summed.

const urls = inject('urls');
const browser = browserForFile();
/** The admin sign-in page and the overview it leads to, together. */
const ADMIN_FIRST_SCREENS_JS_BUDGET_BYTES = 200 * 1024;
/** The lead page a business opens from its offer email (Stripe's own script, from Stripe, apart). */
const CHECKOUT_LEAD_PAGE_JS_BUDGET_BYTES = 180 * 1024;

/** Every script the page asks for from `origin` from now on (a set: a chunk asked for twice counts once). */
function scriptsLoadedBy(page: Page, origin: string): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin)) scripts.add(request.url());
  });
  return scripts;
}

async function gzippedBytes(scripts: Iterable<string>): Promise<number> {
  const sizes = await Promise.all([...scripts].map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}

test('the admin sign-in page and the overview load at most 200 KB of gzipped JavaScript, no other section’s code', async () => {
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  const scripts = scriptsLoadedBy(page, urls.adminConsole);
  await signInAsAdmin(page, urls.adminConsole);
  await page.locator(`svg[aria-label="${adminOverview.revenueChartLabel}"]`).waitFor();
  await page.waitForLoadState('networkidle');

  const total = await gzippedBytes(scripts);
  expect({ total, withinBudget: total <= ADMIN_FIRST_SCREENS_JS_BUDGET_BYTES }).toEqual({ total, withinBudget: true });
  // Each section is a chunk of its own (`<name>-panel-<hash>.js`), fetched only when its route is opened.
  const sectionChunks = [...scripts]
    .filter((url) => /\/assets\/[a-z-]+-panel-/.test(url))
    .map((url) => /[a-z-]+-panel/.exec(new URL(url).pathname.slice(8))?.[0]);
  expect(sectionChunks).toEqual(['overview-panel']);

  // Opening another section fetches its chunk then.
  await page.goto(`${urls.adminConsole}${ADMIN_SECTION_PATHS.leads}`);
  await page.waitForLoadState('networkidle');
  expect([...scripts].some((url) => url.includes('/assets/leads-panel-'))).toBe(true);
  await context.close();
});

test('the checkout lead page loads at most 180 KB of gzipped JavaScript', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const { lead, link } = await sentLeadOffer(admin, {
    publicSiteUrl: urls.publicSite,
    visitor: { email: `budget.${stamp}@example.it`, name: 'Bruno Conti', request: 'Serve un elettricista a Pesaro per rifare il quadro elettrico' },
    business: { name: `Elettrica Budget ${stamp}`, email: `ufficio.${stamp}@elettricabudget.it`, location: 'Pesaro' },
  });

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  const scripts = scriptsLoadedBy(page, urls.checkout);
  await page.goto(link);
  await page.getByText(lead.category).first().waitFor();
  await page.getByRole('button', { name: checkoutCompany.submit }).waitFor();
  await page.waitForLoadState('networkidle');

  const total = await gzippedBytes(scripts);
  expect({ total, withinBudget: total <= CHECKOUT_LEAD_PAGE_JS_BUDGET_BYTES }).toEqual({ total, withinBudget: true });
  await context.close();
});
