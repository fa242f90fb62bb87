import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeDist, startFrontend } from './test-support.ts';

const LIMIT = 1_048_576;
const TOO_LARGE = { code: 'payload_too_large', message: 'La richiesta è troppo grande.' };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A body sent without Content-Length (Transfer-Encoding: chunked), in 64 KB pieces. */
function chunked(bytes: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 65_536));
      offset += 65_536;
    },
  });
}

describe('bodies proxied to the API', () => {
  const dist = makeDist();
  // A Fastify upstream with the API's default bodyLimit (1 MiB), which answers 413 and closes by itself.
  const api: FastifyInstance = Fastify();
  // Requests the API began to receive, and the ones it got whole.
  let seen: string[] = [];
  let handled: string[] = [];
  let frontend: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    api.addHook('onRequest', async (request) => void seen.push(request.url));
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    api.post('/api/upload', async (request) => {
      handled.push(request.url);
      return { length: (request.body as Buffer).length, sha256: sha256(request.body as Buffer) };
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    ({ app: frontend, url: base } = await startFrontend({ distDir: dist.dir, apiUrl }));
  });
  beforeEach(() => {
    seen = [];
    handled = [];
  });
  afterAll(async () => {
    // A refused body is read out rather than cut (the client then gets its 413 reliably): fetch may still
    // be sending it, and that connection, busy when close() begins, would otherwise idle on until keep-alive ends.
    frontend.server.closeAllConnections();
    await frontend.close();
    await api.close();
    dist.remove();
  });

  const upload = (body: RequestInit['body'], init: RequestInit = {}) =>
    fetch(`${base}/api/upload`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body, ...init });

  it('answers 413 to a Content-Length over the limit without forwarding the request', async () => {
    const response = await upload(randomBytes(2 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(seen).toEqual([]);
  });

  it('answers 413 to a chunked body that grows over the limit', async () => {
    const response = await upload(chunked(randomBytes(2 * 1024 * 1024)), { duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(handled).toEqual([]);
  });

  it('passes a body up to the limit byte for byte, with or without Content-Length', async () => {
    const body = randomBytes(900 * 1024);
    for (const response of [await upload(body), await upload(chunked(body), { duplex: 'half' } as RequestInit)]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ length: body.length, sha256: sha256(body) });
    }
    expect((await upload(randomBytes(LIMIT))).status).toBe(200);
    expect(handled).toEqual(['/api/upload', '/api/upload', '/api/upload']);
  });
});
