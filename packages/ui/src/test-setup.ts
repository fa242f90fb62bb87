// happy-dom already provides matchMedia and ResizeObserver; Testing Library needs explicit cleanup
// because Vitest globals are off.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
