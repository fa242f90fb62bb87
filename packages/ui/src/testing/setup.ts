// The setup every frontend's component tests share. Vitest globals are off, so Testing Library needs its
// cleanup registered explicitly; Mantine's toasts live in a global store that outlives a test.
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

// `pnpm test` runs these beside the API suite (two lanes on two cores): a screen that appears in 300 ms on a quiet
// machine may take over a second there, past Testing Library's default 1 s for findBy/waitFor.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  notifications.clean();
});
