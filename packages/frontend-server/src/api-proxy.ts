import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { frontendServerCopy } from '@trovapro/copy';
import { isBodyTooLarge, registerApiBodyLimit, sendBodyTooLarge } from './api-body-limit.ts';
import { PROXIED_ROUTE_CONFIG } from './security-headers.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import type { TrustProxyFn } from './trust-proxy.ts';

export interface ApiProxyOptions {
  /** Base URL of the API process, e.g. http://127.0.0.1:3003. */
  apiUrl: string;
  trustProxy: TrustProxyFn;
  /** Largest body forwarded, in bytes; a larger one is answered 413 here. */
  bodyLimit: number;
}

/**
 * The client address chain to send upstream: an incoming X-Forwarded-For is kept only when the
 * peer is itself a trusted proxy; otherwise a client could forge its address.
 */
export function forwardedFor(peer: string | undefined, incoming: string | string[] | undefined, trustProxy: TrustProxyFn): string {
  const address = peer ?? '';
  const chain = Array.isArray(incoming) ? incoming.join(', ') : incoming;
  return chain && trustProxy(address, 0) ? `${chain}, ${address}` : address;
}

/**
 * Proxies `/api` and `/api/*` to the API unchanged: method, raw body (no parsing, so signed
 * webhooks still verify), query string, cookies and Set-Cookie; X-Request-Id is this server's request id.
 * A body over `bodyLimit` gets 413 here.
 */
export function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): void {
  const upstream = new URL(options.apiUrl).origin;
  app.register(async (scope) => {
    registerApiBodyLimit(scope, options.bodyLimit);
    await scope.register(httpProxy, {
      upstream,
      prefix: '/api',
      rewritePrefix: '/api',
      config: PROXIED_ROUTE_CONFIG,
      replyOptions: {
        // Never replay a request (reply-from retries GETs answered 503 by default): a 503 from the
        // API, e.g. an unhealthy /api/health, must reach the client as it is.
        retryDelay: () => null,
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': forwardedFor(request.raw.socket.remoteAddress, request.headers['x-forwarded-for'], options.trustProxy),
          // request.protocol and request.host honour X-Forwarded-* only from a trusted proxy.
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
          // This server's id for the request (a client's own X-Request-Id is believed only from a trusted proxy).
          [REQUEST_ID_HEADER]: request.id,
        }),
        // reply-from has already logged the cause (a warning with the connection error).
        onError: (reply, { error }) => {
          if (isBodyTooLarge(error)) return void sendBodyTooLarge(reply);
          void reply.code(502).type('application/json; charset=utf-8').send({ code: 'api_unavailable', message: frontendServerCopy.apiUnavailable });
        },
      },
    });
  });
}
