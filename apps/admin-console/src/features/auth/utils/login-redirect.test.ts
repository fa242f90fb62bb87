import { describe, expect, it } from 'vitest';
import { readLoginRedirect, returnPath } from './login-redirect.ts';

describe('login redirect', () => {
  it('returns to a page of the console, with its tab and filters', () => {
    expect(returnPath({ from: '/admin/dashboard?tab=leads&status=pending' })).toBe('/admin/dashboard?tab=leads&status=pending');
    expect(readLoginRedirect({ from: '/admin/dashboard', other: true })).toEqual({ from: '/admin/dashboard' });
  });

  it('goes to /admin for anything else: another origin, the login page, no state', () => {
    for (const state of [{ from: '//evil.example/admin/x' }, { from: 'https://evil.example' }, { from: '/admin/login' }, { from: 42 }, null, 'x']) {
      expect(returnPath(state)).toBe('/admin');
    }
  });
});
