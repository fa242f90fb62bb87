import { defineConfig } from 'vitest/config';
import { componentTests } from './src/testing/vitest-preset.ts';

export default defineConfig({ test: componentTests() });
