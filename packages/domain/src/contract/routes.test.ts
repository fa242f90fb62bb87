import { Type, type TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { PurchaseTokenQuerySchema } from '../schemas/business.ts';
import { UnsubscribeQuerySchema } from '../schemas/partner.ts';
import { buildPath, defineRoute, type RouteContract } from './define-route.ts';
import { routeName, routes } from './index.ts';
import { routeErrors } from './route-errors.ts';

const entries = Object.entries(routes) as Array<[string, RouteContract]>;

function propertyNames(schema: TSchema | undefined): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return Object.keys(properties ?? {}).sort();
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string).sort();
}

describe('the route contract', () => {
  it('covers every call of product §7 and the additive ones', () => {
    const calls = new Set(entries.map(([, route]) => `${route.method} ${route.path}`));
    for (const call of [
      'GET /api/templates/public',
      'POST /api/leads/profile',
      'POST /api/send-verification',
      'POST /api/verify-code',
      'POST /api/leads/complete',
      'GET /api/landing-pages/:slug',
      'GET /api/blog-posts',
      'GET /api/blog-posts/:slug',
      'GET /api/business/lead/:leadId',
      'POST /api/business/purchase/:leadId',
      'POST /api/admin/login',
      'GET /api/admin/me',
      'POST /api/admin/logout',
      'GET /api/admin/dashboard/stats',
      'GET /api/admin/leads',
      'PATCH /api/admin/leads/:id',
      'GET /api/admin/leads/:id/candidate-businesses',
      'POST /api/admin/leads/:id/send-to-businesses',
      'GET /api/admin/businesses',
      'POST /api/admin/businesses',
      'PATCH /api/admin/businesses/:id',
      'GET /api/admin/analytics/visitors',
      'GET /api/admin/analytics/realtime',
      'GET /api/admin/analytics/pages',
      'GET /api/admin/analytics/traffic-sources',
      'GET /api/admin/analytics/devices',
      'GET /api/admin/analytics/geo',
      'GET /api/admin/analytics/trend',
      'GET /api/admin/templates',
      'POST /api/admin/templates',
      'PATCH /api/admin/templates/:id',
      'POST /api/admin/seed-templates',
      'GET /api/admin/landing-pages',
      'GET /api/admin/landing-pages/count',
      'GET /api/admin/provinces',
      'GET /api/admin/municipalities/by-province/:province',
      'POST /api/admin/import-italian-data',
      'POST /api/admin/landing-pages/generate',
      'PATCH /api/admin/landing-pages/:id',
      'PATCH /api/admin/landing-pages/:id/publish',
      'DELETE /api/admin/landing-pages/:id',
      'PATCH /api/admin/landing-pages/bulk',
      'POST /api/admin/landing-pages/bulk/delete',
      'POST /api/admin/landing-pages/publish-by-filters',
      'POST /api/admin/landing-pages/delete-by-filters',
      'GET /api/admin/blog-posts',
      'POST /api/admin/blog-posts',
      'PATCH /api/admin/blog-posts/:id',
      'DELETE /api/admin/blog-posts/:id',
      'PATCH /api/admin/blog-posts/:id/publish',
      'POST /api/admin/blog-posts/generate',
      // additive
      'GET /api/health',
      'POST /api/analytics/collect',
      'POST /api/business/test-gateway/confirm',
      'POST /api/webhooks/stripe',
      'GET /api/admin/emails',
      'GET /api/admin/landing-generation-jobs/:id',
    ]) {
      expect(calls, call).toContain(call);
    }
  });

  it.each(entries)('%s: path under /api/ with declared params, a 2xx response, a tag and summary', (_, route) => {
    expect(route.path.startsWith('/api/')).toBe(true);
    expect(route.path).not.toMatch(/\/$|\/\/|\s/);
    expect(pathParams(route.path)).toEqual(propertyNames(route.params));
    expect(Object.keys(route.responses).some((status) => Number(status) >= 200 && Number(status) < 300)).toBe(true);
    expect(route.tag).not.toBe('');
    expect(route.summary).not.toBe('');
  });

  it('has each method and path once', () => {
    const calls = entries.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('requires an admin exactly for /api/admin/* and a business for /api/business/area/*, except their ways to sign in', () => {
    const signIn = [
      '/api/admin/login',
      '/api/admin/sign-in-link',
      '/api/admin/sign-in-link/redeem',
      '/api/business/area/link',
      '/api/business/area/session',
    ];
    for (const [name, route] of entries) {
      const guarded = !signIn.includes(route.path);
      const expected =
        route.path.startsWith('/api/admin/') && guarded ? 'admin' : route.path.startsWith('/api/business/area/') && guarded ? 'business' : 'public';
      expect(route.access, name).toBe(expected);
    }
  });

  it('names admin routes admin* and gives GET and DELETE no body', () => {
    for (const [name, route] of entries) {
      expect(name.startsWith('admin'), name).toBe(route.path.startsWith('/api/admin/'));
      if (route.method === 'GET' || route.method === 'DELETE') expect(route.body, name).toBeUndefined();
    }
  });

  it('declares query strings on GET (and the tokens of emailed links on their POSTs), with scalar fields Fastify can coerce', () => {
    // RFC 8058: the one-click unsubscribe POSTs to the very URL of the List-Unsubscribe header.
    const linkQueries: unknown[] = [PurchaseTokenQuerySchema, UnsubscribeQuerySchema];
    for (const [name, route] of entries) {
      if (!route.query) continue;
      if (!linkQueries.includes(route.query)) expect(route.method, name).toBe('GET');
      const properties = (route.query as { properties: Record<string, { type?: string; anyOf?: unknown[] }> }).properties;
      for (const [field, schema] of Object.entries(properties)) {
        const scalar = schema.anyOf !== undefined || ['string', 'integer', 'number', 'boolean'].includes(schema.type ?? '');
        expect(scalar, `${name}.${field}`).toBe(true);
      }
    }
  });
});

describe('routeName (the OpenAPI operationId)', () => {
  it('is the name each route has in the contract, one route object per name', () => {
    for (const [name, route] of entries) expect(routeName(route)).toBe(name);
    expect(new Set(entries.map(([, route]) => route)).size).toBe(entries.length);
  });

  it('refuses a route outside the contract', () => {
    expect(() => routeName({ ...routes.health })).toThrow('GET /api/health is not a route of the contract');
  });
});

describe('routeErrors', () => {
  const statuses = (route: RouteContract) => routeErrors(route).map(({ status }) => status);

  it('adds what every route of its kind answers to its own errors, ascending', () => {
    expect(statuses(routes.adminMe)).toEqual([401, 500, 503]);
    expect(statuses(routes.publicBlogPost)).toEqual([400, 404, 500, 503]);
    expect(statuses(routes.adminLogin)).toEqual([400, 401, 403, 413, 415, 429, 500, 503]);
    expect(statuses(routes.adminLogout)).toEqual([400, 401, 403, 413, 415, 500, 503]);
    expect(statuses(routes.businessPurchase)).toEqual([400, 404, 409, 410, 413, 415, 429, 500, 502, 503]);
    // The business area's POSTs pass the origin check against the checkout's site, its sign-in too.
    expect(statuses(routes.businessRequestLink)).toEqual([400, 403, 413, 415, 429, 500, 503]);
    expect(statuses(routes.businessSignOut)).toEqual([400, 401, 403, 413, 415, 500, 503]);
    expect(statuses(routes.businessListPurchases)).toEqual([400, 401, 500, 503]);
  });

  it("leaves out a status the route answers with a body of its own (the health check's 503)", () => {
    expect(statuses(routes.health)).toEqual([500]);
  });

  it('joins the common and the own description of a status both give', () => {
    const [invalid] = routeErrors(routes.verifyCode);
    expect(invalid?.status).toBe(400);
    expect(invalid?.description).toMatch(/^Invalid input: .*`validation_error`.* Wrong or expired code \(`invalid_code`\)\.$/);
  });

  it('describes every error of every route', () => {
    for (const [name, route] of entries) {
      for (const { status, description } of routeErrors(route)) expect(description.trim(), `${name} ${status}`).not.toBe('');
    }
  });

  it('gives a public GET without input only the server errors', () => {
    const route = defineRoute({ method: 'GET', path: '/api/x', access: 'public', tag: 'test', summary: 'x', responses: { 200: Type.Null() } });
    expect(statuses(route)).toEqual([500, 503]);
  });
});

describe('buildPath', () => {
  it('encodes parameters', () => {
    expect(buildPath('/api/admin/municipalities/by-province/:province', { province: "Reggio nell'Emilia/x" })).toBe(
      "/api/admin/municipalities/by-province/Reggio%20nell'Emilia%2Fx",
    );
  });

  it('throws on a missing parameter', () => {
    expect(() => buildPath('/api/admin/leads/:id', {})).toThrow(/"id"/);
  });
});
