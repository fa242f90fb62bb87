import { defineConfig } from 'vitest/config';

// Pure functions, no globals, mocks or timers: test files can share workers (isolate: false), which spares
// a worker start per file.
export default defineConfig({ test: { isolate: false } });
