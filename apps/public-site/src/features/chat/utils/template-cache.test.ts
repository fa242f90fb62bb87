import { describe, expect, it } from 'vitest';
import { TEMPLATE_CACHE_KEY, TEMPLATE_CACHE_TTL_MS, chooseTemplateStorage, readTemplateCache, writeTemplateCache } from './template-cache.ts';

const templates = [{ name: 'welcome_message', content: 'Ciao!', isActive: true }];
const NOW = 1_750_000_000_000;

function throwingStorage(): Storage {
  const storage = Object.create(window.localStorage) as Storage;
  Object.defineProperty(storage, 'setItem', {
    value: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
  });
  return storage;
}

describe('template cache (product §9)', () => {
  it('stores templates, timestamp, ETag and version 1.0 under one fixed key', () => {
    writeTemplateCache(localStorage, templates, '"v1"', NOW);
    expect(JSON.parse(localStorage.getItem(TEMPLATE_CACHE_KEY) ?? 'null')).toEqual({
      templates,
      timestamp: NOW,
      etag: '"v1"',
      version: '1.0',
    });
    expect(localStorage.length).toBe(1);
    expect(readTemplateCache(localStorage, NOW + 1000)).toMatchObject({ templates, etag: '"v1"' });
  });

  it('is valid for 1 hour, then removed', () => {
    writeTemplateCache(localStorage, templates, '"v1"', NOW);
    expect(readTemplateCache(localStorage, NOW + TEMPLATE_CACHE_TTL_MS - 1)).not.toBeNull();
    expect(readTemplateCache(localStorage, NOW + TEMPLATE_CACHE_TTL_MS)).toBeNull();
    expect(localStorage.getItem(TEMPLATE_CACHE_KEY)).toBeNull();
  });

  it('removes malformed entries and entries of another version', () => {
    localStorage.setItem(TEMPLATE_CACHE_KEY, '{not json');
    expect(readTemplateCache(localStorage, NOW)).toBeNull();
    expect(localStorage.getItem(TEMPLATE_CACHE_KEY)).toBeNull();
    localStorage.setItem(TEMPLATE_CACHE_KEY, JSON.stringify({ templates, timestamp: NOW, etag: null, version: '0.9' }));
    expect(readTemplateCache(localStorage, NOW)).toBeNull();
    localStorage.setItem(TEMPLATE_CACHE_KEY, JSON.stringify({ templates: [{ name: 1 }], timestamp: NOW, etag: null, version: '1.0' }));
    expect(readTemplateCache(localStorage, NOW)).toBeNull();
    expect(localStorage.getItem(TEMPLATE_CACHE_KEY)).toBeNull();
  });

  it('uses localStorage when it works', () => {
    expect(chooseTemplateStorage()).toBe(window.localStorage);
  });

  it('falls back to sessionStorage when localStorage throws (on access or on write)', () => {
    const denied = chooseTemplateStorage({
      local: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      session: () => window.sessionStorage,
    });
    expect(denied).toBe(window.sessionStorage);
    expect(chooseTemplateStorage({ local: throwingStorage, session: () => window.sessionStorage })).toBe(window.sessionStorage);

    writeTemplateCache(denied, templates, '"v2"', NOW);
    expect(sessionStorage.getItem(TEMPLATE_CACHE_KEY)).not.toBeNull();
    expect(localStorage.getItem(TEMPLATE_CACHE_KEY)).toBeNull();
  });

  it('works without any storage', () => {
    const none = chooseTemplateStorage({ local: throwingStorage, session: throwingStorage });
    expect(none).toBeNull();
    expect(() => writeTemplateCache(none, templates, null, NOW)).not.toThrow();
    expect(readTemplateCache(none, NOW)).toBeNull();
  });
});
