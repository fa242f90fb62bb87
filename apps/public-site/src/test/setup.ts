// The public site's own setup, after the shared one (@trovapro/ui/testing): the chat's template cache lives
// in the page's storage.
import { beforeEach } from 'vitest';

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
