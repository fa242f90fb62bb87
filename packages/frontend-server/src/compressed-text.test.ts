import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, CompressedText } from './compressed-text.ts';

const PAGE = `<!doctype html><html lang="it"><body>${'<p>Elettricista a Torino: preventivi gratuiti.</p>'.repeat(100)}</body></html>`;

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR ; q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0, identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%j → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('CompressedText', () => {
  it('compresses once per encoding and sends the best one the request accepts', async () => {
    const body = new CompressedText(PAGE);
    const app = Fastify();
    app.get('/', (request, reply) => body.send(request, reply.type('text/html; charset=utf-8')));

    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(PAGE.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    // the same bytes again: compressed once
    expect(body.encoded('br')).toBe(body.encoded('br'));

    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);

    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.payload).toBe(PAGE);
    await app.close();
  });
});
