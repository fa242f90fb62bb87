// The setup every frontend's component tests share. Vitest globals are off, so Testing Library needs its
// cleanup registered explicitly; Mantine's toasts live in a global store that outlives a test.
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  notifications.clean();
});
