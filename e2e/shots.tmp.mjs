import { startStack } from '../scripts/stack.mjs';
import { chromium } from 'playwright-core';
const ports = { publicSite: 4100, adminConsole: 4101, checkout: 4102, api: 4103 };
const stack = await startStack({
  ports,
  env: {
    PGLITE_DATA_DIR: 'memory://',
    ADMIN_EMAIL: 'a@trovapro.test',
    ADMIN_PASSWORD: 'Password-2026-xyz!',
    ADMIN_NAME: 'Admin',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
  },
  output: () => {},
});
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ]) {
    const page = await browser.newPage({ viewport: { width: w, height: h }, locale: 'it-IT' });
    await page.goto(`${stack.urls.adminConsole}/admin/login`);
    await page.getByLabel(/^Email/).fill('a@trovapro.test');
    await page.getByLabel(/^Password/).fill('Password-2026-xyz!');
    await page.getByRole('button', { name: /Accedi/ }).click();
    await page.waitForURL('**/admin/dashboard**');
    for (const tab of ['leads', 'businesses', 'emails', 'blog', 'landing-pages']) {
      await page.goto(`${stack.urls.adminConsole}/admin/dashboard?tab=${tab}`);
      await page.waitForTimeout(1500);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      console.log(w, tab, 'sideways scroll:', wide);
      await page.screenshot({ path: `/tmp/admin-${tab}-${w}.png` });
    }
  }
  await browser.close();
} finally {
  await stack.stop();
}
