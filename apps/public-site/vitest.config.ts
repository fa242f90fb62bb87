import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CI_RETRY, componentTests } from '@trovapro/ui/testing/vitest-preset';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      // The React app, in a browser-like DOM.
      {
        extends: true,
        test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'], ...componentTests({ setupFiles: ['./src/test/setup.ts'] }) },
      },
      // The Node server (server-rendered pages, sitemap), against real HTTP servers.
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'], environment: 'node', retry: CI_RETRY } },
    ],
  },
});
