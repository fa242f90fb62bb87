import { routes } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from './routes.ts';

describe('public routes', () => {
  it('are the contract routes of the same name, by method and path', () => {
    for (const [name, ref] of Object.entries(publicRoutes)) {
      const route = routes[name as keyof typeof publicRoutes];
      expect(ref).toEqual({ method: route.method, path: route.path });
    }
  });
});
