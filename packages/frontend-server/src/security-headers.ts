import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** CSP directives an app may extend, e.g. `{ 'script-src': ['https://js.stripe.com'] }`. */
export type CspAdditions = Partial<Record<string, readonly string[]>>;

/** `'none'` for the admin console (never framed), `'self'` for the others. */
export type FrameAncestors = "'none'" | "'self'";

export interface SecurityHeadersOptions {
  frameAncestors: FrameAncestors;
  csp?: CspAdditions;
  /** Send Strict-Transport-Security on requests that arrived over https. */
  hsts?: boolean;
}

const BASE_CSP: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Mantine injects <style> tags at runtime.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** The CSP directives of an app: the strict base, its frame-ancestors, and its own additions (without duplicates). */
export function contentSecurityPolicyDirectives(frameAncestors: FrameAncestors, additions: CspAdditions = {}): Record<string, string[]> {
  const directives: Record<string, string[]> = Object.fromEntries(Object.entries(BASE_CSP).map(([name, sources]) => [name, [...sources]]));
  directives['frame-ancestors'] = [frameAncestors];
  for (const [name, sources] of Object.entries(additions)) {
    if (!sources) continue;
    const merged = directives[name] ?? [];
    for (const source of sources) if (!merged.includes(source)) merged.push(source);
    directives[name] = merged;
  }
  return directives;
}

/** The header value, as helmet writes it. */
export function buildContentSecurityPolicy(frameAncestors: FrameAncestors, additions: CspAdditions = {}): string {
  return Object.entries(contentSecurityPolicyDirectives(frameAncestors, additions))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=()';
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Routes whose response comes from the API keep the API's own policy headers: helmet skips them, they only get
 * nosniff.
 */
export const PROXIED_ROUTE_CONFIG = { proxiedToApi: true, helmet: { skipRoute: true } } as const;

function isProxied(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { proxiedToApi?: boolean } | undefined;
  return config?.proxiedToApi === true;
}

/**
 * The security headers of every response, 404s and errors included: `@fastify/helmet` (CSP, frame options,
 * nosniff, referrer policy, cross-origin isolation headers); and two it does not do — Permissions-Policy, and
 * Strict-Transport-Security only on requests that arrived over https (helmet sends it on every request).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  void app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options.frameAncestors, options.csp) },
    frameguard: { action: options.frameAncestors === "'none'" ? 'deny' : 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // Images of the site may be shown by mail clients and other sites (an email's logo).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isProxied(request)) reply.header('x-content-type-options', 'nosniff');
    else reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy.
    if (options.hsts && request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}
