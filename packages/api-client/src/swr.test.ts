import { routes } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { createSwrFetcher, swrKey } from './swr.ts';
import { startTestServer, type Echo } from './test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('swrKey', () => {
  it('is [method, path with params, defined query]', () => {
    expect(swrKey(routes.adminListLeads, { query: { status: 'pending', category: undefined, page: 2 } })).toEqual([
      'GET',
      '/api/admin/leads',
      { status: 'pending', page: 2 },
    ]);
    expect(swrKey(routes.publicBlogPost, { params: { slug: 'guida-prezzi' } })).toEqual(['GET', '/api/blog-posts/guida-prezzi', null]);
    expect(swrKey(routes.adminMe)).toEqual(['GET', '/api/admin/me', null]);
    expect(swrKey(routes.adminListLeads, { query: { category: undefined } })).toEqual(['GET', '/api/admin/leads', null]);
  });
});

describe('createSwrFetcher', () => {
  it('performs the call a key describes', async () => {
    const fetcher = createSwrFetcher(createApiClient({ baseUrl: server.baseUrl }));
    const echo = (await fetcher(
      swrKey(routes.adminAnalyticsPages, { query: { startDate: '2025-01-01', endDate: '2025-01-07', limit: 10 } }),
    )) as unknown as Echo;
    expect(echo.method).toBe('GET');
    expect(echo.url).toBe('/api/admin/analytics/pages?startDate=2025-01-01&endDate=2025-01-07&limit=10');
  });

  it("follows the client's 401 mode unless told otherwise", async () => {
    const key = ['GET', '/api/fail/unauthorized', null] as const;
    const nulling = createSwrFetcher(createApiClient({ baseUrl: server.baseUrl, unauthorized: 'null' }));
    await expect(nulling(key)).resolves.toBeNull();
    const throwing = createSwrFetcher(createApiClient({ baseUrl: server.baseUrl }));
    await expect(throwing(key)).rejects.toBeInstanceOf(ApiRequestError);
    const overridden = createSwrFetcher(createApiClient({ baseUrl: server.baseUrl }), { unauthorized: 'null' });
    await expect(overridden(key)).resolves.toBeNull();
  });
});
