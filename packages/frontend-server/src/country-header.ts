import type { FastifyInstance } from 'fastify';
import type { TrustProxyFn } from './trust-proxy.ts';

/**
 * Drops the country header (`COUNTRY_HEADER`) of a request whose peer is not a trusted proxy, before
 * any route sees it: only the edge (Cloudflare, Caddy) may say where a visitor is, and the API believes
 * what this server forwards, through the proxy or with the page views of server-rendered pages.
 */
export function registerCountryHeaderGuard(app: FastifyInstance, header: string, trustProxy: TrustProxyFn): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.headers[header] !== undefined && !trustProxy(request.raw.socket.remoteAddress ?? '', 0)) {
      delete request.raw.headers[header];
    }
  });
}
