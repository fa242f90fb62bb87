import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/routes.tsx';
import { ADMIN_PAGES } from './pages.ts';

describe('the admin console server knows the router’s pages', () => {
  it('lists every route of the router but the 404 catch-all', () => {
    const routerPaths = appRoutes.map((route) => route.path).filter((path) => path !== '*');
    expect([...ADMIN_PAGES].sort()).toEqual([...routerPaths].sort());
  });
});
