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

// happy-dom's sendBeacon lets a failed delivery surface as an unhandled rejection; a browser's beacon
// never reports failure to the page. Same behaviour here: deliver with fetch and swallow its failure.
Object.defineProperty(navigator, 'sendBeacon', {
  configurable: true,
  value: (url: string, data?: BodyInit | null) => {
    fetch(url, { method: 'POST', body: data ?? null, keepalive: true }).catch(() => {});
    return true;
  },
});
