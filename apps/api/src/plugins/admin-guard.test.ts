import { buildPath, routes, type RouteContract } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { requiresAdminSession } from './admin-guard.ts';

const SOME_UUID = '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69';
const allRoutes: RouteContract[] = Object.values(routes);
const adminRoutes = allRoutes.filter((route) => route.access === 'admin');

/** A concrete path: every `:param` replaced by a UUID. */
function concretePath(path: string): string {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  return buildPath(path, Object.fromEntries(names.map((name) => [name, SOME_UUID])));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin guard', () => {
  it('finds admin routes in the contract (the walk below is not empty)', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(2);
  });

  it('agrees with every contract: access "admin" exactly on the guarded paths', () => {
    for (const route of allRoutes) {
      expect(requiresAdminSession(route.path), `${route.method} ${route.path}`).toBe(route.access === 'admin');
    }
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 without a session, before any validation',
    async (_name, route) => {
      const response = await t.app.inject({
        method: route.method,
        url: concretePath(route.path),
        // A body that would fail validation: the guard must answer first.
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unexpected: 1 } }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: 'Accesso non autorizzato' });
    },
  );

  it('answers 401 on admin paths that have no handler, and on /api/admin itself', async () => {
    for (const url of ['/api/admin/not-yet-built', '/api/admin/leads/x/y?z=1', '/api/admin']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('leaves login and public paths alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: {} });
    expect(login.statusCode).toBe(400);
  });
});
