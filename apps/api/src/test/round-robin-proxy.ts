import { Agent, createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The response header naming the upstream (its index) that answered. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface RoundRobinProxy {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: each request (not each connection) goes to the next upstream in turn,
 * headers and body untouched, and the answer says which upstream gave it (SERVED_BY_HEADER).
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const upstream = forward(target, { method: incoming.method, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY_HEADER]: String(index) });
      answer.pipe(outgoing);
    });
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`upstream ${index}: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
