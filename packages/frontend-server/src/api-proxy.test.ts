import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { forwardedFor } from './api-proxy.ts';
import { compileTrustProxy } from './trust-proxy.ts';
import { deadUrl, type EchoedRequest, useFrontends } from './test-support.ts';

describe('forwardedFor', () => {
  const loopback = compileTrustProxy(['loopback']);

  it('appends the peer to the chain when the peer is a trusted proxy', () => {
    expect(forwardedFor('127.0.0.1', '203.0.113.7', loopback)).toBe('203.0.113.7, 127.0.0.1');
    expect(forwardedFor('::1', ['203.0.113.7', '10.0.0.1'], loopback)).toBe('203.0.113.7, 10.0.0.1, ::1');
  });

  it('replaces a chain sent by an untrusted client with its socket address', () => {
    expect(forwardedFor('198.51.100.4', '1.2.3.4', loopback)).toBe('198.51.100.4');
    expect(forwardedFor('127.0.0.1', '1.2.3.4', compileTrustProxy([]))).toBe('127.0.0.1');
  });

  it('uses the peer alone when there is no chain', () => {
    expect(forwardedFor('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });
});

describe('proxying /api to the API', () => {
  const frontends = useFrontends({ upstream: true });
  let base: string;

  beforeAll(async () => {
    base = (await frontends.start({ trustProxy: ['loopback'] })).url;
  });

  it('preserves method, path, query, cookies and a JSON body', async () => {
    const response = await fetch(`${base}/api/admin/leads/42?status=pending&category=Idraulico`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: 'sid=s%3Aabc; other=1' },
      body: JSON.stringify({ price: '15.00' }),
    });
    expect(response.status).toBe(201);
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.method).toBe('PATCH');
    expect(echoed.url).toBe('/api/admin/leads/42?status=pending&category=Idraulico');
    expect(echoed.headers.cookie).toBe('sid=s%3Aabc; other=1');
    expect(Buffer.from(echoed.bodyBase64, 'base64').toString()).toBe('{"price":"15.00"}');
  });

  it('passes a body byte for byte, whatever its type (signed webhooks)', async () => {
    // Whitespace and key order matter for a signature: the body must not be parsed and re-serialised.
    const raw = '{ "id": "evt_1",\n  "type": "payment_intent.succeeded" }';
    const response = await fetch(`${base}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: raw,
    });
    const echoed = (await response.json()) as EchoedRequest;
    expect(Buffer.from(echoed.bodyBase64, 'base64').toString()).toBe(raw);
    expect(echoed.headers['stripe-signature']).toBe('t=1,v1=abc');

    const bytes = Buffer.from([0, 255, 1, 254, 10, 13]);
    const binary = await fetch(`${base}/api/upload`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(((await binary.json()) as EchoedRequest).bodyBase64).toBe(bytes.toString('base64'));
  });

  it('proxies /api exactly, and DELETE without a body', async () => {
    const exact = (await (await fetch(`${base}/api`)).json()) as EchoedRequest;
    expect(exact.url).toBe('/api');
    const deleted = (await (await fetch(`${base}/api/admin/blog-posts/7`, { method: 'DELETE' })).json()) as EchoedRequest;
    expect(deleted.method).toBe('DELETE');
    expect(deleted.url).toBe('/api/admin/blog-posts/7');
  });

  it('returns every Set-Cookie of the API', async () => {
    const response = await fetch(`${base}/api/set-cookie`, { method: 'POST' });
    expect(response.headers.getSetCookie()).toEqual(['sid=abc; HttpOnly; Path=/', 'theme=dark; Path=/']);
  });

  it('sets X-Forwarded-For, -Proto and -Host; appends to a chain from a trusted proxy', async () => {
    const direct = (await (await fetch(`${base}/api/health`)).json()) as EchoedRequest;
    expect(direct.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(direct.headers['x-forwarded-proto']).toBe('http');
    expect(direct.headers['x-forwarded-host']).toBe(new URL(base).host);

    const viaProxy = (await (
      await fetch(`${base}/api/health`, {
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.trovapro.it' },
      })
    ).json()) as EchoedRequest;
    expect(viaProxy.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(viaProxy.headers['x-forwarded-proto']).toBe('https');
    expect(viaProxy.headers['x-forwarded-host']).toBe('www.trovapro.it');
  });

  it('replaces forwarded headers sent by a client that is not a trusted proxy', async () => {
    const server = await frontends.start({ trustProxy: [] });
    const echoed = (await (
      await fetch(`${server.url}/api/health`, {
        headers: { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      })
    ).json()) as EchoedRequest;
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echoed.headers['x-forwarded-proto']).toBe('http');
    expect(echoed.headers['x-forwarded-host']).toBe(new URL(server.url).host);
  });

  it('refuses a path that climbs out of /api, without reaching the API', async () => {
    // node:http sends the path as written (fetch would normalise the dot segments away).
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(`${base}/api/..%2fsecret`, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ code: 'bad_request', message: 'Richiesta non valida.' });
  });

  it("passes the API's error statuses through without retrying", async () => {
    const before = frontends.upstream.unhealthyCalls();
    const response = await fetch(`${base}/api/unhealthy`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded' });
    expect(frontends.upstream.unhealthyCalls() - before).toBe(1);
  });

  it('answers 502 api_unavailable in Italian when the API is down', async () => {
    const server = await frontends.start({ apiUrl: await deadUrl() });
    for (const init of [{ method: 'GET' }, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }]) {
      const response = await fetch(`${server.url}/api/health`, init);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({
        code: 'api_unavailable',
        message: 'Servizio temporaneamente non disponibile. Riprova tra qualche momento.',
      });
    }
  });
});
