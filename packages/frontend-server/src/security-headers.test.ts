import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FrontendServerOptions } from './create-frontend-server.ts';
import { buildContentSecurityPolicy } from './security-headers.ts';
import { makeDist, startFrontend, startUpstream, type Upstream } from './test-support.ts';

const dist = makeDist();
let upstream: Upstream;
const started: FastifyInstance[] = [];

async function frontend(options: Partial<FrontendServerOptions>) {
  const server = await startFrontend({ distDir: dist.dir, apiUrl: upstream.url, ...options });
  started.push(server.app);
  return server.url;
}

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
  await upstream.close();
  dist.remove();
});

describe('buildContentSecurityPolicy', () => {
  it('is strict by default and carries frame-ancestors', () => {
    expect(buildContentSecurityPolicy("'none'")).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
        "connect-src 'self';font-src 'self' data:;object-src 'none';base-uri 'self';form-action 'self';" +
        "frame-ancestors 'none'",
    );
  });

  it('appends per-app sources without duplicates and adds new directives', () => {
    const csp = buildContentSecurityPolicy("'self'", {
      'script-src': ['https://js.stripe.com', "'self'"],
      'frame-src': ['https://js.stripe.com'],
    });
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com');
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

describe('security headers on responses', () => {
  it('sends the full set on pages, with frame-ancestors none and DENY for the admin console', async () => {
    const base = await frontend({ frameAncestors: "'none'" });
    const response = await fetch(`${base}/admin/login`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toBe(buildContentSecurityPolicy("'none'"));
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it("allows same-origin framing for the other apps and includes the app's additions", async () => {
    const base = await frontend({ frameAncestors: "'self'", csp: { 'frame-src': ['https://js.stripe.com'] } });
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).toContain('frame-src https://js.stripe.com');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends them on 404 answers too', async () => {
    const base = await frontend({ frameAncestors: "'none'" });
    const response = await fetch(`${base}/assets/nope.css`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("adds nosniff to proxied API answers and leaves the API's own policy alone", async () => {
    const base = await frontend({ frameAncestors: "'none'" });
    const response = await fetch(`${base}/api/with-csp`);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('sends HSTS only when enabled and the request came over https through a trusted proxy', async () => {
    const behindProxy = await frontend({ hsts: true, trustProxy: ['loopback'] });
    const overHttps = await fetch(`${behindProxy}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const apiOverHttps = await fetch(`${behindProxy}/api/x`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(apiOverHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await fetch(`${behindProxy}/`);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();

    const untrusted = await frontend({ hsts: true, trustProxy: [] });
    const forged = await fetch(`${untrusted}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();

    const disabled = await frontend({ hsts: false, trustProxy: ['loopback'] });
    const off = await fetch(`${disabled}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(off.headers.get('strict-transport-security')).toBeNull();
  });
});
