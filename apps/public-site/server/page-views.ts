import { isBot } from '@trovapro/domain';
import { REQUEST_ID_HEADER } from '@trovapro/frontend-server';

/** What a page view needs of the incoming request (a Fastify request has it). */
interface PageRequest {
  /** The request id (sent on, so the API's log line of this view names the page's request). */
  id: string;
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string | string[] | undefined> & { referer?: string; 'user-agent'?: string };
}

/**
 * Records a page view of a server-rendered page (landing pages, blog) with the API's collector, as the
 * SPA's beacon does for client-side routes: the visitor's address (from this server's trusted proxy
 * view), user agent and country header are forwarded, so the API derives the same daily visitor id and
 * country as for a beacon.
 * Fire-and-forget: the page never waits for analytics, and a failure is ignored. Bots (the API would
 * not count them) are not reported at all.
 */
export function recordPageView(apiUrl: string, request: PageRequest, countryHeader: string): void {
  const userAgent = request.headers['user-agent'];
  if (request.method !== 'GET' || userAgent === undefined || isBot(userAgent)) return;
  const url = new URL(request.url, 'http://localhost');
  const referrer = request.headers.referer;
  const country = request.headers[countryHeader];
  const utmSource = url.searchParams.get('utm_source')?.trim().slice(0, 200);
  const body = {
    path: url.pathname.slice(0, 500),
    ...(referrer ? { referrer: referrer.slice(0, 2048) } : {}),
    ...(utmSource ? { utmSource } : {}),
  };
  fetch(`${apiUrl}/api/analytics/collect`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': request.ip,
      [REQUEST_ID_HEADER]: request.id,
      'user-agent': userAgent,
      ...(typeof country === 'string' ? { [countryHeader]: country } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(2000),
  }).catch(() => {});
}
