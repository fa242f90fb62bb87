import { describe, expect, it } from 'vitest';
import { type EchoedRequest, useFrontends } from './test-support.ts';

describe('the country header', () => {
  const frontends = useFrontends({ upstream: true });

  // The tests' requests come from 127.0.0.1: trusted with 'loopback', not with an empty list.
  async function frontend(trustProxy: string[], countryHeader?: string): Promise<string> {
    const server = await frontends.start({
      trustProxy,
      ...(countryHeader ? { countryHeader } : {}),
      routes: (scope) => {
        scope.get('/seen-country', async (request) => ({ country: request.headers[countryHeader ?? 'cf-ipcountry'] ?? null }));
      },
    });
    return server.url;
  }

  const proxied = async (base: string, headers: Record<string, string>) =>
    ((await (await fetch(`${base}/api/analytics/collect`, { method: 'POST', headers, body: '{}' })).json()) as EchoedRequest).headers;
  const seenByRoute = async (base: string, headers: Record<string, string>) =>
    ((await (await fetch(`${base}/seen-country`, { headers })).json()) as { country: string | null }).country;

  it('is dropped when the client is not a trusted proxy, before the API and the app routes see it', async () => {
    const base = await frontend([]);
    expect((await proxied(base, { 'cf-ipcountry': 'IT' }))['cf-ipcountry']).toBeUndefined();
    expect(await seenByRoute(base, { 'cf-ipcountry': 'IT' })).toBeNull();
  });

  it('is passed on from a trusted proxy', async () => {
    const base = await frontend(['loopback']);
    expect((await proxied(base, { 'cf-ipcountry': 'IT' }))['cf-ipcountry']).toBe('IT');
    expect(await seenByRoute(base, { 'cf-ipcountry': 'IT' })).toBe('IT');
  });

  it('is the configured COUNTRY_HEADER, and only that one is guarded', async () => {
    const base = await frontend([], 'x-country-code');
    const headers = await proxied(base, { 'x-country-code': 'FR', 'cf-ipcountry': 'IT' });
    expect(headers['x-country-code']).toBeUndefined();
    expect(headers['cf-ipcountry']).toBe('IT');
  });
});
