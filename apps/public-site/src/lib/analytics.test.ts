import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageOrigin } from '../test/render-chat.tsx';
import { pageViewOf, trackPageViews } from './analytics.ts';

let server: Server;
let received: { path: string; contentType: string | undefined; body: Record<string, unknown> }[];

beforeEach(async () => {
  received = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      received.push({ path: req.url ?? '', contentType: req.headers['content-type'], body: JSON.parse(body) as Record<string, unknown> });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setPageOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function until(count: number) {
  const deadline = Date.now() + 5000;
  while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('page views of the public site', () => {
  it('reports the path without query, the utm source, the referrer and the screen width', () => {
    expect(pageViewOf({ pathname: '/blog/guida', search: '?utm_source=newsletter&x=1' }, 'https://www.google.com/', 1280.4)).toEqual({
      path: '/blog/guida',
      referrer: 'https://www.google.com/',
      utmSource: 'newsletter',
      screenWidth: 1280,
    });
    expect(pageViewOf({ pathname: '/', search: '' }, '', undefined)).toEqual({ path: '/' });
  });

  it('sends the first page and every navigation to POST /api/analytics/collect as JSON', async () => {
    const router = trackPageViews(
      createMemoryRouter(
        [
          { path: '/', element: null },
          { path: '*', element: null },
        ],
        { initialEntries: ['/'] },
      ),
    );
    await router.navigate('/?open-chat=true&utm_source=instagram');
    await router.navigate('/pagina-inesistente');
    await until(3);
    expect(received.map((request) => request.path)).toEqual(Array(3).fill('/api/analytics/collect'));
    expect(received.every((request) => request.contentType?.startsWith('application/json'))).toBe(true);
    expect(received.map((request) => request.body.path)).toEqual(['/', '/', '/pagina-inesistente']);
    expect(received[1]?.body.utmSource).toBe('instagram');
    router.dispose();
  });
});
