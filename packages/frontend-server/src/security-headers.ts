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

export function buildContentSecurityPolicy(frameAncestors: FrameAncestors, additions: CspAdditions = {}): string {
  const directives = new Map<string, string[]>(Object.entries(BASE_CSP).map(([name, sources]) => [name, [...sources]]));
  directives.set('frame-ancestors', [frameAncestors]);
  for (const [name, sources] of Object.entries(additions)) {
    if (!sources) continue;
    const merged = directives.get(name) ?? [];
    for (const source of sources) if (!merged.includes(source)) merged.push(source);
    directives.set(name, merged);
  }
  return [...directives].map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const FRAME_OPTIONS: Record<FrameAncestors, string> = { "'none'": 'DENY', "'self'": 'SAMEORIGIN' };
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=()';
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Routes whose response comes from the API keep the API's own policy headers; they only get these. */
export const PROXIED_ROUTE_CONFIG = { proxiedToApi: true } as const;

function isProxied(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { proxiedToApi?: boolean } | undefined;
  return config?.proxiedToApi === true;
}

/** Adds the security headers to every response, including 404s and errors. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const csp = buildContentSecurityPolicy(options.frameAncestors, options.csp);
  const ownHeaders: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': FRAME_OPTIONS[options.frameAncestors],
    'permissions-policy': PERMISSIONS_POLICY,
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (isProxied(request)) {
      reply.header('x-content-type-options', 'nosniff');
    } else {
      reply.headers(ownHeaders);
    }
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy.
    if (options.hsts && request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}
