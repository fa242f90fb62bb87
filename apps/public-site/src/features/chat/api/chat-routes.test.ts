import { routes } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { chatRoutes } from './chat-routes.ts';

describe('chat routes', () => {
  it('are the contract routes of the same name, by method and path', () => {
    for (const [name, ref] of Object.entries(chatRoutes)) {
      const route = routes[name as keyof typeof chatRoutes];
      expect(ref).toEqual({ method: route.method, path: route.path });
    }
  });
});
