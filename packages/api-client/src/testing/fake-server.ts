import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a fake received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
}

/**
 * A fake's answer: a status with an optional JSON body (none: an empty answer, e.g. 304), extra headers and a
 * delay; or 'drop', which closes the connection without an answer, as a network failure would.
 */
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number } | 'drop';

export interface FakeServer {
  /** `http://127.0.0.1:<port>`: tests put the page on this origin, so the same-origin api-client reaches the fake. */
  origin: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on an ephemeral loopback port for the frontends' component tests (the real api-client and
 * fetch run against it): it records every request and answers what `answer` returns. An error thrown by
 * `answer` fails the test run, as a fake asked for something it cannot give must. `close` lets the requests
 * under way finish, unless `cutConnectionsOnClose` (a test that leaves slow answers behind).
 */
export async function startFakeServer(
  answer: (request: ReceivedRequest) => FakeReply | Promise<FakeReply>,
  options: { cutConnectionsOnClose?: boolean } = {},
): Promise<FakeServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const request: ReceivedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: raw === '' ? undefined : JSON.parse(raw),
    };
    requests.push(request);
    const reply = await answer(request);
    if (reply === 'drop') {
      res.socket?.destroy();
      return;
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.body === undefined) {
      res.writeHead(reply.status, reply.headers).end();
      return;
    }
    res.writeHead(reply.status, { ...reply.headers, 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (options.cutConnectionsOnClose) server.closeAllConnections();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}
