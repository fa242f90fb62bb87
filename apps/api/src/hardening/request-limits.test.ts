import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TIMEOUT_MS = 300;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(() => t.close());

/** Sends `head` (and part of a body), then nothing: what arrives before the server closes, and when. */
function stall(head: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 5 s; received: ${answer}`));
    }, 5_000).unref();
  });
}

describe('a request that stalls is closed', () => {
  it('mid-body: 408 and the connection closed soon after the request timeout', async () => {
    const { answer, closedAfterMs } = await stall(
      'POST /api/send-verification HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('mid-headers: the same', async () => {
    const { answer, closedAfterMs } = await stall('GET /api/health HTTP/1.1\r\nHost: api\r\nX-Lento: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('but a whole request is answered as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('a body over the limit', () => {
  it('answers 413 with the Italian error, before the body is read', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/send-verification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@example.it` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });
});
