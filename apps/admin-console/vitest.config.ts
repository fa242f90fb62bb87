import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { componentTests } from '@trovapro/ui/testing/vitest-preset';

export default defineConfig({
  plugins: [react()],
  // Leaving for the public site only changes the URL, so tests can assert where it went.
  test: componentTests({ keepPageOnNavigation: true }),
});
