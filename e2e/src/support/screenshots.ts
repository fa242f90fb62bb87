import type { Page } from 'playwright-core';

/** The two widths every screen is looked at: a phone and a laptop. */
export const SCREEN_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The page at both widths, into /tmp/<prefix>-<name>-<size>.png (looked at by whoever changes these screens). */
export async function screenshots(page: Page, prefix: string, name: string): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `/tmp/${prefix}-${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
