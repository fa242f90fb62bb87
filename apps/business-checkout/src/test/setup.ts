import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library needs an explicit cleanup; toasts live in a global store.
afterEach(() => {
  cleanup();
  notifications.clean();
});
