import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { frontendServerCopy } from '@trovapro/copy';
import { registerApiProxy } from './api-proxy.ts';
import type { AppLinks } from './app-links.ts';
import { registerCountryHeaderGuard } from './country-header.ts';
import { registerSecurityHeaders, type CspAdditions, type FrameAncestors } from './security-headers.ts';
import type { PagePattern } from './page-routes.ts';
import { registerSpa } from './spa.ts';
import { registerSiteIcons } from './site-icons.ts';
import { registerRequestIdHeader, requestIdGenerator } from './request-id.ts';
import { compileTrustProxy } from './trust-proxy.ts';

export interface FrontendServerOptions {
  /** Absolute path of the app's Vite build (must contain index.html). */
  distDir: string;
  /**
   * The app's page routes (React Router patterns: `/admin/login`, `/business/lead/:leadId`): the SPA shell
   * is answered 200 for them and 404 for any other page navigation, so an unknown page is never a soft 404.
   */
  pages: readonly PagePattern[];
  /** Base URL of the API, e.g. http://127.0.0.1:3003; `/api/*` is proxied there. */
  apiUrl: string;
  /** Where the three frontends live; written into every page for the apps' cross-app links. */
  links: AppLinks;
  /** `'none'` for the admin console, `'self'` for the others. */
  frameAncestors: FrameAncestors;
  /** Extra CSP sources per directive, appended to the strict base policy. */
  csp?: CspAdditions;
  /** Send Strict-Transport-Security on requests that arrived over https. */
  hsts?: boolean;
  /** Proxies whose X-Forwarded-* headers are believed, in proxy-addr notation ('loopback', CIDRs). */
  trustProxy?: readonly string[];
  /** The header with the visitor's country (lower case, default `cf-ipcountry`): kept only from a trusted proxy. */
  countryHeader?: string;
  /** Time to receive a whole request, headers and body (default 30 s); a stalled client then gets 408 and is closed. */
  requestTimeoutMs?: number;
  /** Largest body proxied to the API (default 1 MiB, the API's own limit); a larger one is answered 413 here. */
  apiBodyLimit?: number;
  /** Logging options (pino's): each request is logged by method and path only (see `loggerWithoutQueries`). */
  logger?: false | PinoLoggerOptions;
  /**
   * Registers app-specific routes (server-rendered pages, sitemap.xml, robots.txt). They take
   * precedence over the static files and the SPA fallback, and get the security headers.
   */
  routes?: (app: FastifyInstance) => void | Promise<void>;
}

/** pino's options as Fastify takes them (a level, a stream for tests, serializers). */
export type PinoLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** What a request line says of the request (a type, not an interface: pino's serializers want an index signature). */
type LoggedRequest = { method: string; url: string };

/**
 * Request lines by method and path, never the query string: it carries purchase and erase tokens
 * (`/business/lead/:id?t=`, `/privacy/cancella?t=`) and the admin's searches (`?email=`), none of which belongs
 * in a log.
 */
export function loggerWithoutQueries(logger: PinoLoggerOptions): PinoLoggerOptions {
  return {
    ...logger,
    serializers: {
      ...(logger as { serializers?: Record<string, unknown> }).serializers,
      req: (request: LoggedRequest) => ({ method: request.method, url: request.url.split('?', 1)[0] ?? '' }),
    },
  } as PinoLoggerOptions;
}

/**
 * A Fastify instance serving one built SPA: static files, the `index.html` fallback, `/api`
 * proxied to the API, the site's icons, and security headers. Not yet listening: see `listenAndServe`.
 */
export function createFrontendServer(options: FrontendServerOptions): FastifyInstance {
  const trustProxy = compileTrustProxy(options.trustProxy ?? ['loopback']);
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app: FastifyInstance = Fastify({
    logger: options.logger ? loggerWithoutQueries(options.logger) : false,
    trustProxy,
    // Every request's id (`reqId` in each log line, X-Request-Id to the API and back to the browser): the
    // edge's when a trusted proxy sent a sane one, else a fresh UUID (request-id.ts).
    genReqId: requestIdGenerator(trustProxy),
    // A client that stalls mid-request would otherwise hold its connection forever. This bounds receiving
    // the request only: a slow answer of the API and an idle keep-alive connection (Fastify's 72 s
    // keepAliveTimeout) are not cut. Node enforces it past the headers only if headersTimeout (60 s by
    // default) is not longer, and checks for expired requests every connectionsCheckingInterval (30 s).
    requestTimeout,
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(1_000, requestTimeout) },
  });

  registerRequestIdHeader(app);
  registerCountryHeaderGuard(app, options.countryHeader ?? 'cf-ipcountry', trustProxy);
  registerSecurityHeaders(app, options);

  // Same `{ code, message }` shape as the API; internal details never reach the client.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ code: 'internal_error', message: frontendServerCopy.internalError });
    }
    return reply.code(status).send({ code: 'bad_request', message: frontendServerCopy.badRequest });
  });

  // What is produced at run time (server-rendered pages, sitemaps, the SPA shell with its links, the API's
  // JSON through the proxy) travels compressed, brotli at a quality cheap enough per request; built assets
  // are precompressed (precompress.ts) and answered with their own Content-Encoding, which this skips.
  app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerApiProxy(app, { apiUrl: options.apiUrl, trustProxy, bodyLimit: options.apiBodyLimit ?? 1_048_576 });
  registerSiteIcons(app);
  const { routes } = options;
  if (routes) app.register(async (scope) => routes(scope));
  registerSpa(app, options.distDir, options.links, options.pages);
  return app;
}
