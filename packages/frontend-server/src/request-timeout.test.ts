import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeDist, startFrontend, startUpstream, type EchoedRequest } from './test-support.ts';

const TIMEOUT_MS = 300;

describe('request timeout', () => {
  const dist = makeDist();
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let app: FastifyInstance;
  let base: URL;

  beforeAll(async () => {
    upstream = await startUpstream();
    const server = await startFrontend({ distDir: dist.dir, apiUrl: upstream.url, requestTimeoutMs: TIMEOUT_MS });
    app = server.app;
    base = new URL(server.url);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    dist.remove();
  });

  it.each([
    ['a body', 'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":'],
    ['the headers', 'GET /api/health HTTP/1.1\r\nHost: x\r\nUser-Agent: slo'],
  ])('answers 408 and closes a client that stalls in the middle of %s', async (_part, partial) => {
    const socket = net.connect(Number(base.port), base.hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write(partial);
    const started = Date.now();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('still open after 4 s')), 4_000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    }).finally(() => socket.destroy());
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('does not cut an answer of the API that takes longer than the timeout', async () => {
    const response = await fetch(new URL('/api/slow', base), { method: 'POST', body: 'x' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as EchoedRequest).url).toBe('/api/slow');
  });

  it('keeps an idle keep-alive connection open past the timeout', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = http.get(new URL('/api/health', base), { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    expect(await get()).toEqual({ status: 201, reused: false });
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3));
    expect(await get()).toEqual({ status: 201, reused: true });
    agent.destroy();
  });
});
