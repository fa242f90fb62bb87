import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { componentTests } from '@trovapro/ui/testing/vitest-preset';

export default defineConfig({
  plugins: [react()],
  // A full-page navigation (after paying) only changes the URL, so tests can assert where it went.
  test: componentTests({ keepPageOnNavigation: true }),
});
