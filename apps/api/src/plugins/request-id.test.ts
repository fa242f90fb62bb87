import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { captureLogs } from '../test/log-capture.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Loopback is the test config's TRUST_PROXY (the frontend servers); this one is a client on the internet. */
const TRUSTED_PEER = '127.0.0.1';
const UNTRUSTED_PEER = '203.0.113.50';

const { stream: capture, lines } = captureLogs();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' }, logStream: capture });
});
afterAll(() => t.close());

function get(url: string, remoteAddress: string, requestId?: string) {
  return t.app.inject({ method: 'GET', url, remoteAddress, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });
}

/** The log lines written for one request id. */
function logLinesOf(id: string): Array<Record<string, unknown>> {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === id);
}

describe('request ids', () => {
  it('keeps the id a trusted proxy (a frontend server) sent, answers it, and logs the request under it', async () => {
    const response = await get('/api/health', TRUSTED_PEER, 'fe-8c1d.4_a:2');
    expect(response.headers['x-request-id']).toBe('fe-8c1d.4_a:2');
    expect(logLinesOf('fe-8c1d.4_a:2')).toContainEqual(
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/api/health', statusCode: response.statusCode }),
    );
  });

  it('replaces an id sent by a peer that is not a trusted proxy with a fresh one', async () => {
    const response = await get('/api/health', UNTRUSTED_PEER, 'forged-by-client');
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(logLinesOf(id)).toContainEqual(expect.objectContaining({ msg: 'request completed', url: '/api/health' }));
    expect(lines.join('\n')).not.toContain('forged-by-client');
  });

  it('replaces an id that is not sane, even from a trusted proxy', async () => {
    for (const odd of ['has space', 'a'.repeat(129), 'new\\nline', 'a,b', '']) {
      const response = await get('/api/health', TRUSTED_PEER, odd);
      expect(response.headers['x-request-id'], odd).toMatch(UUID);
    }
    const longest = 'b'.repeat(128);
    expect((await get('/api/health', TRUSTED_PEER, longest)).headers['x-request-id']).toBe(longest);
  });

  it('generates a different id for each request that comes without one', async () => {
    const first = (await get('/api/health', TRUSTED_PEER)).headers['x-request-id'];
    const second = (await get('/api/health', TRUSTED_PEER)).headers['x-request-id'];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('answers the id on errors and unknown routes too', async () => {
    const missing = await get('/api/nowhere', TRUSTED_PEER, 'fe-404');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('fe-404');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: TRUSTED_PEER,
      headers: { 'x-request-id': 'fe-400', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toBe('fe-400');
    expect(logLinesOf('fe-400')).toContainEqual(expect.objectContaining({ msg: 'request completed', statusCode: 400 }));
  });

  it('trusts nobody when TRUST_PROXY is false', async () => {
    const strict = await createTestApp({ env: { TRUST_PROXY: 'false' } });
    try {
      const response = await strict.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: TRUSTED_PEER,
        headers: { 'x-request-id': 'fe-1' },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    } finally {
      await strict.close();
    }
  });
});
