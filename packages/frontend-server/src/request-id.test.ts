import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EchoedRequest, useFrontends, capturedLog } from './test-support.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const frontends = useFrontends({ upstream: true });
  /** Trusts loopback, where the tests connect from: plays the server behind the edge. */
  let behindEdge: string;
  /** Trusts nobody: every test request is a client talking to it directly. */
  let direct: string;

  beforeAll(async () => {
    const trusting = await frontends.start({ trustProxy: ['loopback'] });
    const trustingNobody = await frontends.start({ trustProxy: [] });
    behindEdge = trusting.url;
    direct = trustingNobody.url;
  });

  async function viaProxy(base: string, headers: Record<string, string> = {}): Promise<{ sent: string | null; received: unknown }> {
    const response = await fetch(`${base}/api/health`, { headers });
    const echoed = (await response.json()) as EchoedRequest;
    return { sent: response.headers.get('x-request-id'), received: echoed.headers['x-request-id'] };
  }

  it('passes the edge’s id to the API and back when a trusted proxy sent it', async () => {
    const { sent, received } = await viaProxy(behindEdge, { 'x-request-id': 'edge-1f3a.b_c:9' });
    expect(received).toBe('edge-1f3a.b_c:9');
    expect(sent).toBe('edge-1f3a.b_c:9');
  });

  it('replaces an id forged by a client that is not a trusted proxy with a fresh one', async () => {
    const { sent, received } = await viaProxy(direct, { 'x-request-id': 'forged-by-client' });
    expect(received).toMatch(UUID);
    expect(sent).toBe(received);
  });

  it('replaces an id that is not sane, even from a trusted proxy', async () => {
    for (const odd of ['has space', 'a'.repeat(129), 'semi;colon', 'quote"d', 'é']) {
      const { sent, received } = await viaProxy(behindEdge, { 'x-request-id': odd });
      expect(received, odd).toMatch(UUID);
      expect(sent, odd).toBe(received);
    }
    const longest = 'a'.repeat(128);
    expect((await viaProxy(behindEdge, { 'x-request-id': longest })).received).toBe(longest);
  });

  it('generates a new id for each request that comes without one', async () => {
    const first = await viaProxy(behindEdge);
    const second = await viaProxy(behindEdge);
    expect(first.received).toMatch(UUID);
    expect(second.received).toMatch(UUID);
    expect(first.received).not.toBe(second.received);
    expect(first.sent).toBe(first.received);
  });

  it('answers X-Request-Id on pages, assets, unknown pages, errors and a down API', async () => {
    for (const path of ['/', '/admin/login', '/assets/index-abc123.js', '/favicon.svg', '/nowhere', '/assets/missing.js']) {
      const response = await fetch(`${direct}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('x-request-id'), path).toMatch(UUID);
    }
    const edgeNamed = await fetch(`${behindEdge}/assets/index-abc123.js`, { headers: { 'x-request-id': 'edge-asset-7' } });
    await edgeNamed.arrayBuffer();
    expect(edgeNamed.headers.get('x-request-id')).toBe('edge-asset-7');
  });

  it('keeps its own id on an API answer that names the request otherwise', async () => {
    // An API that does not trust this server (a misconfigured TRUST_PROXY) answers with an id of its own.
    const api = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'api-own-id' }).end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const server = await frontends.start({ apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
    const response = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'edge-42' } });
    await response.arrayBuffer();
    expect(response.headers.get('x-request-id')).toBe('edge-42');
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  it('logs every line of a request with its id as reqId', async () => {
    const { stream, lines } = capturedLog();
    const server = await frontends.start({ trustProxy: [], logger: { level: 'info', stream } });
    const page = await fetch(`${server.url}/admin/login`, { headers: { 'x-request-id': 'forged-in-log' } });
    await page.arrayBuffer();
    const proxied = await fetch(`${server.url}/api/health`);
    await proxied.arrayBuffer();

    const entries = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    const pageId = page.headers.get('x-request-id');
    const proxiedId = proxied.headers.get('x-request-id');
    expect(pageId).toMatch(UUID);
    expect(proxiedId).toMatch(UUID);
    const linesOf = (id: string | null) => entries.filter((entry) => entry.reqId === id).map((entry) => entry.msg);
    expect(linesOf(pageId)).toEqual(['incoming request', 'request completed']);
    // The proxy's own lines (reply-from's) are the request's too.
    expect(linesOf(proxiedId)).toEqual(['incoming request', 'fetching from remote server', 'response received', 'request completed']);
    // Only the start-up line belongs to no request.
    expect(entries.filter((entry) => entry.reqId === undefined).map((entry) => entry.msg)).toEqual([expect.stringMatching(/^Server listening at/)]);
    expect(lines.join('\n')).not.toContain('forged-in-log');
  });
});
