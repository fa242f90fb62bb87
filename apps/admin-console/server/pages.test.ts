import { describe, expect, it } from 'vitest';
import { routerPagePaths } from '../src/app/routes.tsx';
import { ADMIN_PAGES } from './pages.ts';

describe('the admin console server knows the router’s pages', () => {
  it('lists every route of the router, nested ones included, but the 404 catch-all', () => {
    expect([...ADMIN_PAGES].sort()).toEqual(routerPagePaths().sort());
    expect(ADMIN_PAGES).toContain('/admin/leads');
  });
});
