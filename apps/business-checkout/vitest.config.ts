import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    environmentOptions: {
      // A full-page navigation (after paying) only changes the URL, so tests can assert where it went.
      happyDOM: { settings: { navigation: { disableMainFrameNavigation: true } } },
    },
    setupFiles: ['./src/test/setup.ts'],
  },
});
