import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A browser waits on pages, the API and the job engine's workers: 1 s (Vitest's default) is too short on a loaded
    // 2-core machine (a reload, then a poll on the page, timed out there while the page was already right).
    expect: { poll: { timeout: 5_000 } },
  },
});
