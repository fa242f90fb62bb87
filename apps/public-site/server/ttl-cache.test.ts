import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Page {
  status: number;
}

function counted() {
  const calls = { count: 0 };
  const load = (status: number) => async (): Promise<Page> => {
    calls.count++;
    await sleep(5);
    return { status };
  };
  return { calls, load };
}

describe('TtlCache', () => {
  const ttlMs = (page: Page) => (page.status === 200 ? 400 : 0);

  it('shares one load between concurrent misses and keeps the value for its time to live', async () => {
    const cache = new TtlCache<Page>({ maxEntries: 10, ttlMs });
    const { calls, load } = counted();
    const [first, second] = await Promise.all([cache.get('a', load(200)), cache.get('a', load(200))]);
    expect(first).toBe(second);
    expect(calls.count).toBe(1);
    expect(await cache.get('a', load(200))).toBe(first);
    expect(calls.count).toBe(1);
    await sleep(500);
    await cache.get('a', load(200));
    expect(calls.count).toBe(2);
  });

  it('does not keep a value whose time to live is 0, nor a failed load', async () => {
    const cache = new TtlCache<Page>({ maxEntries: 10, ttlMs });
    const { calls, load } = counted();
    await cache.get('down', load(503));
    await sleep(5);
    await cache.get('down', load(503));
    expect(calls.count).toBe(2);
    await expect(cache.get('broken', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('broken', load(200))).toEqual({ status: 200 });
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<Page>({ maxEntries: 2, ttlMs });
    const { calls, load } = counted();
    await cache.get('a', load(200));
    await cache.get('b', load(200));
    await cache.get('a', load(200));
    await cache.get('c', load(200));
    expect(calls.count).toBe(3);
    await cache.get('a', load(200));
    expect(calls.count).toBe(3);
    await cache.get('b', load(200));
    expect(calls.count).toBe(4);
  });
});
