import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFrontends } from './test-support.ts';
import { ICON_CACHE_CONTROL } from './site-icons.ts';

describe('the site icons', () => {
  const frontends = useFrontends();
  let base: string;
  beforeAll(async () => {
    ({ url: base } = await frontends.start());
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml', 'favicon.svg'],
    ['/favicon.ico', 'image/x-icon', 'favicon.ico'],
    ['/apple-touch-icon.png', 'image/png', 'apple-touch-icon.png'],
  ])('answers %s (%s) kept for 30 days, whatever the app', async (pathname, type, file) => {
    const response = await fetch(base + pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
    expect(response.headers.get('cache-control')).toBe(ICON_CACHE_CONTROL);
    expect(ICON_CACHE_CONTROL).toBe('public, max-age=2592000');
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(new URL(`./icons/${file}`, import.meta.url)))).toBe(true);
  });
});
