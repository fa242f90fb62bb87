// Vitest globals are off, so Testing Library needs its cleanup registered explicitly.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
