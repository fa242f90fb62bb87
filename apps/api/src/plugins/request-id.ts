import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { App } from '../app-types.ts';
import type { Config } from '../config.ts';

/** The header a request id travels in: from the frontend servers (or the edge) to the API, and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id taken from a header may look like: short, and nothing that could break a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId` (so every log line of a request carries it as `reqId`): the incoming `X-Request-Id`
 * when the peer that connected is in `TRUST_PROXY` (a frontend server, which named the request) and the value
 * is sane (1–128 of `A-Z a-z 0-9 . _ : -`), else a fresh UUID. A client talking to the API directly cannot
 * choose the id its requests are logged under. Two `X-Request-Id` headers arrive joined by `, ` and are
 * refused like any other odd value. The same rule as packages/frontend-server's request-id.ts.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']): (request: IncomingMessage) => string {
  const trusted = trustProxy === false || trustProxy.length === 0 ? () => false : proxyAddr.compile(trustProxy);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) && peer !== undefined && trusted(peer, 0)) return incoming;
    return randomUUID();
  };
}

/** Every answer carries its request's id (errors and 404s too), so a report from a browser finds its log lines. */
export function registerRequestId(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}
