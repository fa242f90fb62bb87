import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { afterEach } from 'vitest';

/** Where a failed test leaves its traces and screenshots (CI keeps the folder as an artifact). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../artifacts/', import.meta.url));

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Records a Playwright trace of every browser context a test opens; when the test fails, the trace of each context
 * still open (the one the failure left) and a screenshot of each of its pages go to e2e/artifacts/, named after the
 * test. A passing test keeps nothing. Returns the hook the browser calls for each new context.
 */
export function keepArtifactsOnFailure(): (context: BrowserContext) => Promise<void> {
  const contexts = new Set<BrowserContext>();
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    const name = slug(`${path.basename(task.file?.name ?? 'e2e')}-${task.name}`);
    let index = 0;
    for (const context of contexts) {
      index += 1;
      // A context the test closed has nothing left to save.
      if (!failed) {
        await context.tracing.stop().catch(() => undefined);
        continue;
      }
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      await context.tracing.stop({ path: path.join(ARTIFACTS_DIR, `${name}-${index}.trace.zip`) }).catch(() => undefined);
      for (const [pageIndex, page] of context.pages().entries()) {
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${index}-${pageIndex + 1}.png`), fullPage: true }).catch(() => undefined);
      }
    }
    contexts.clear();
  });
  return async (context) => {
    contexts.add(context);
    await context.tracing.start({ snapshots: true, screenshots: false });
  };
}
