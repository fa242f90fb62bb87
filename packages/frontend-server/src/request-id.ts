import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustProxyFn } from './trust-proxy.ts';

/** The header a request id travels in: from the edge, to the API, and back to the browser. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id taken from a header may look like: short, and nothing that could break a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when the peer is a trusted proxy (the edge already named
 * the request) and the value is sane (1–128 of `A-Z a-z 0-9 . _ : -`), else a fresh UUID. A client talking
 * to this server directly cannot choose the id its requests are logged under. Two `X-Request-Id` headers
 * reach here joined by `, ` and are refused like any other odd value.
 */
export function requestIdGenerator(trustProxy: TrustProxyFn): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) && trustProxy(request.socket.remoteAddress ?? '', 0)) {
      return incoming;
    }
    return randomUUID();
  };
}

/**
 * Every answer carries the request's id, pages, assets, errors and the API's answers through the proxy alike
 * (set when sending, so it is this server's id even if the API named the request otherwise).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}

/** The header to send with a request this server makes to the API on behalf of `request` (server-rendered pages). */
export function requestIdHeaders(request: FastifyRequest): Record<typeof REQUEST_ID_HEADER, string> {
  return { [REQUEST_ID_HEADER]: request.id };
}
