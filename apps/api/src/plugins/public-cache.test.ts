import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

describe('PublicCache', () => {
  it('serves a key from memory until its topic is invalidated, and keeps topics apart', async () => {
    const cache = new PublicCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('landing-pages', 'idraulico-fano', load)).toEqual({ n: 1 });
    expect(await cache.get('landing-pages', 'idraulico-fano', load)).toEqual({ n: 1 });
    cache.invalidate('blog');
    expect(await cache.get('landing-pages', 'idraulico-fano', load)).toEqual({ n: 1 });
    cache.invalidate('landing-pages');
    expect(await cache.get('landing-pages', 'idraulico-fano', load)).toEqual({ n: 2 });
  });

  it('does not keep what was read before an invalidation that came during the read', async () => {
    const cache = new PublicCache();
    let release: () => void = () => {};
    const slow = cache.get('templates', 'public', () => new Promise<{ v: string }>((resolve) => (release = () => resolve({ v: 'vecchio' }))));
    cache.invalidate('templates');
    release();
    expect(await slow).toEqual({ v: 'vecchio' });
    expect(await cache.get('templates', 'public', async () => ({ v: 'nuovo' }))).toEqual({ v: 'nuovo' });
  });

  it('does not cache a failed read (an unknown slug)', async () => {
    const cache = new PublicCache();
    await expect(cache.get('landing-pages', 'nessuna', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get('landing-pages', 'nessuna', async () => ({ found: true }))).toEqual({ found: true });
  });

  it('tells its listeners of every invalidation (the comuni reload on it), until they stop listening', () => {
    const cache = new PublicCache();
    const heard: string[] = [];
    const stop = cache.onInvalidate((topic) => heard.push(topic));
    cache.invalidate('comuni');
    cache.invalidateAll();
    stop();
    cache.invalidate('comuni');
    expect(heard).toEqual(['comuni', 'templates', 'landing-pages', 'blog', 'comuni']);
  });
});
