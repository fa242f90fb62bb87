import type { ViteUserConfig } from 'vitest/config';

type TestConfig = NonNullable<ViteUserConfig['test']>;

/** Absolute, so every package's config can name it whatever its root. */
const SHARED_SETUP = decodeURIComponent(new URL('./setup.ts', import.meta.url).pathname);

export interface ComponentTestOptions {
  /** The package's own setup files, run after the shared one (Testing Library cleanup, toast store). */
  setupFiles?: string[];
  /** A full-page navigation (leaving the app, a payment redirect) only changes the URL, so tests can assert where it went. */
  keepPageOnNavigation?: boolean;
}

/**
 * In CI (`CI=true`, set by .ci/run) a failed component test runs again, at most twice: there these tests share two cores
 * with the API suites, PostgreSQL and Chromium, and a screen's real-timer wait can miss its deadline once. A test that
 * fails three times fails the run; one that passed on a retry is marked so in the log («retry x1»). Locally: no retry.
 */
export const CI_RETRY = process.env.CI === 'true' ? 2 : 0;

/**
 * The fake APIs of the component tests cut their connections when a test ends (`cutConnectionsOnClose`), so a request a
 * finished test left under way fails with ECONNRESET or «socket hang up» inside happy-dom's fetch, after its test and
 * outside it. That failure is the fake's, not the app's: only it is ignored; any other unhandled error fails the run.
 */
export function isCutFakeConnection(error: { code?: unknown; message?: unknown }): boolean {
  return error.code === 'ECONNRESET' || (typeof error.message === 'string' && /\b(ECONNRESET|socket hang up)\b/.test(error.message));
}

/** The `test` settings of a frontend's component tests: happy-dom and the shared setup. */
export function componentTests({ setupFiles = [], keepPageOnNavigation = false }: ComponentTestOptions = {}): TestConfig {
  return {
    environment: 'happy-dom',
    // Run beside the API suite in `pnpm test`: twice Vitest's 5 s default before a slow machine fails a test.
    testTimeout: 10_000,
    retry: CI_RETRY,
    onUnhandledError: (error) => !isCutFakeConnection(error),
    ...(keepPageOnNavigation && { environmentOptions: { happyDOM: { settings: { navigation: { disableMainFrameNavigation: true } } } } }),
    setupFiles: [SHARED_SETUP, ...setupFiles],
  };
}
