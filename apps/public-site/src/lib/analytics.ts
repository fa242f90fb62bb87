import type { CollectPageViewBody } from '@trovapro/domain';
import { publicRoutes } from './routes.ts';

export const COLLECT_URL = publicRoutes.collectPageView.path;

interface PageLocation {
  pathname: string;
  search: string;
}

/** The router's surface the tracker needs (a React Router data router has it). */
interface NavigationSource {
  readonly state: { location: PageLocation & { key: string } };
  subscribe(listener: (state: { location: PageLocation & { key: string } }) => void): () => void;
}

/**
 * What one page view reports: the path without its query, the utm_source of the query, the
 * referrer (the first view of a page load only: later views are in-site navigation) and the screen width.
 */
export function pageViewOf(location: PageLocation, referrer: string, screenWidth: number | undefined): CollectPageViewBody {
  const utmSource = new URLSearchParams(location.search).get('utm_source')?.trim().slice(0, 200);
  return {
    path: (location.pathname || '/').slice(0, 500),
    ...(referrer ? { referrer: referrer.slice(0, 2048) } : {}),
    ...(utmSource ? { utmSource } : {}),
    ...(screenWidth === undefined ? {} : { screenWidth: Math.max(0, Math.min(100_000, Math.round(screenWidth))) }),
  };
}

/**
 * Sends a page view with `navigator.sendBeacon` (it survives the page being left), falling back to
 * a keepalive fetch. Never throws: analytics must not disturb the visit.
 */
export function sendPageView(view: CollectPageViewBody): void {
  const json = JSON.stringify(view);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(COLLECT_URL, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a beacon (quota, policy): the fetch below still tries.
  }
  fetch(COLLECT_URL, { method: 'POST', body: json, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(
    () => {},
  );
}

/**
 * Sends a page view for the router's first page and for every later navigation to another
 * location (path or query). Returns the router, so it wraps its creation.
 */
export function trackPageViews<R extends NavigationSource>(router: R): R {
  let lastKey = router.state.location.key;
  sendPageView(pageViewOf(router.state.location, document.referrer, window.screen?.width));
  router.subscribe(({ location }) => {
    if (location.key === lastKey) return;
    lastKey = location.key;
    sendPageView(pageViewOf(location, '', window.screen?.width));
  });
  return router;
}
