import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a screen must never have (issue 10: no serious or critical violation). */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * A browser context for accessibility checks. The frontends' CSP (`script-src 'self'`) refuses inline
 * scripts, and axe is injected as one: only this test's contexts bypass it.
 */
export function axeContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: 'it-IT', bypassCSP: true });
}

function describe(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
  const more = violation.nodes.length > targets.length ? ` (+${violation.nodes.length - targets.length} more)` : '';
  // For contrast, the colours measured on the first node say at once what to change.
  const colours = violation.id === 'color-contrast' ? ` [${JSON.stringify(violation.nodes[0]?.any[0]?.data ?? {})}]` : '';
  return `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} — ${targets.join(', ')}${more}${colours} (${violation.helpUrl})`;
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules and best practices) on the page as it is now, prints every
 * violation of `screen`, and answers the serious and critical ones as readable lines.
 */
export async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Mantine's enter transitions fade colours in: let them settle so contrast is measured on the final state.
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  const lines = results.violations.map(describe);
  console.log(`axe · ${screen} · ${page.url()}\n${lines.length === 0 ? '  no violations' : lines.map((line) => `  ${line}`).join('\n')}`);
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? '')).map(describe);
}
