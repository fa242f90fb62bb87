import { adminLogin } from '@trovapro/copy';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { E2E_ADMIN } from './global-setup.ts';
import { keepArtifactsOnFailure } from './failure-artifacts.ts';
import { asVisitors } from './visitors.ts';

/**
 * One browser for the calling test file, launched before its tests and closed after them: Debian's Chromium
 * driven by playwright-core (no downloaded browser builds on these machines). Playwright gives every launch
 * a fresh temporary profile, so no --user-data-dir is passed. Every context it opens is a visitor of its own
 * address (see visitors.ts) and is traced; a failed test leaves its traces and screenshots in e2e/artifacts/.
 */
export function browserForFile(): { readonly browser: Browser } {
  let launched: Browser | undefined;
  const recordContext = keepArtifactsOnFailure();
  beforeAll(async () => {
    launched = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get browser() {
      if (launched === undefined) throw new Error('the browser is launched in beforeAll');
      return asVisitors(launched, recordContext);
    },
  };
}

/** A field's accessible name by its label, taken literally: Mantine appends the required asterisk to it. */
export const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Signs the e2e admin in through the admin console's login form, and waits for the overview (`/admin/overview`). */
export async function signInAsAdmin(page: Page, adminConsoleUrl: string): Promise<void> {
  await page.goto(`${adminConsoleUrl}/admin/login`);
  await submitAdminLogin(page);
}

/** On the login screen: types the e2e admin's credentials, submits, and waits for the dashboard. */
export async function submitAdminLogin(page: Page): Promise<void> {
  await page.getByLabel(startsWith(adminLogin.emailLabel)).fill(E2E_ADMIN.email);
  await page.getByLabel(startsWith(adminLogin.passwordLabel)).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: adminLogin.submit }).click();
  await page.waitForURL('**/admin/overview');
}
