import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { CHECKOUT_PAGES } from './pages.ts';

describe('the checkout server knows the router’s pages', () => {
  it('lists every route of the router but the 404 catch-all', () => {
    const routerPaths = routes.flatMap((route) => [route.path, ...(route.children ?? []).map((child) => child.path)]);
    const pages = routerPaths.filter((path): path is string => path !== undefined && path !== '*');
    expect([...CHECKOUT_PAGES].sort()).toEqual(pages.sort());
  });
});
