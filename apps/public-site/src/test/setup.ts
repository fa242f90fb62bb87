// Vitest globals are off, so Testing Library needs its cleanup registered explicitly; toasts and the
// template cache live in global stores.
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  notifications.clean();
});
