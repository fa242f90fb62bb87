import { describe, expect, it } from 'vitest';
import { pageMatcher } from './page-routes.ts';

describe('pageMatcher: React Router patterns', () => {
  const matches = pageMatcher(['/', '/admin/login', '/business/lead/:leadId', '/docs/*', '/a.b']);

  it('matches static paths, case-insensitively, with or without a trailing slash', () => {
    expect(['/', '/admin/login', '/admin/login/', '/Admin/Login'].filter(matches)).toHaveLength(4);
  });

  it('matches a :param as exactly one non-empty segment', () => {
    expect(matches('/business/lead/3f2c1b7e')).toBe(true);
    expect(matches('/business/lead')).toBe(false);
    expect(matches('/business/lead/')).toBe(false);
    expect(matches('/business/lead/1/2')).toBe(false);
  });

  it('matches a trailing * as the rest of the path, the bare prefix included', () => {
    expect(matches('/docs')).toBe(true);
    expect(matches('/docs/a/b')).toBe(true);
    expect(matches('/docsx')).toBe(false);
  });

  it('takes a static segment literally (a dot is not a wildcard) and matches nothing else', () => {
    expect(matches('/a.b')).toBe(true);
    expect(matches('/aXb')).toBe(false);
    expect(matches('/admin')).toBe(false);
    expect(matches('/admin/login/extra')).toBe(false);
  });

  it('refuses a pattern without a leading slash', () => {
    expect(() => pageMatcher(['admin'])).toThrow(/starts with/);
  });
});
