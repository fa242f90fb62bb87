// The public site's own setup, after the shared one (@trovapro/ui/testing): the chat's template cache lives
// in the page's storage.
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

// The entry modules (home-chat, landing-chat, main) mount React roots of their own that outlive the test: a root
// left mounted goes on saving its chat for the tab when a late answer arrives, into the next test's storage. Every
// root is unmounted after its test (a root Testing Library already unmounted ignores a second unmount).
const roots = vi.hoisted((): Root[] => []);
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      const root = actual.createRoot(...args);
      roots.push(root);
      return root;
    },
  };
});
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
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
