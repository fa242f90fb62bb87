import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file builds its own database (PGlite starts in ~1–5 s), so files run in parallel safely.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
