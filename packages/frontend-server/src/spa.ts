import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { frontendServerCopy } from '@trovapro/copy';
import { injectAppLinks, type AppLinks } from './app-links.ts';
import { pageMatcher, type PagePattern } from './page-routes.ts';

/** Vite puts content-hashed bundles here: their names change whenever their content does. */
const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Same rule as Vite's dev server: a GET/HEAD whose Accept allows HTML is a page navigation. */
function wantsPage(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname.startsWith(ASSETS_PREFIX) || pathname === '/api' || pathname.startsWith('/api/')) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ code: 'not_found', message: frontendServerCopy.notFound });
}

/**
 * Serves the built files of `distDir`, and `index.html` (with the app links written in) for every
 * page navigation that matches no file and no other route (client-side routing): with 200 when the path
 * is one of the app's `pages`, else with 404 (the app shows its 404 screen). Unknown assets stay 404 JSON.
 */
export function registerSpa(app: FastifyInstance, distDir: string, links: AppLinks, pages: readonly PagePattern[]): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} not found: build the app first (pnpm --filter <app> build).`);
  }
  const page = injectAppLinks(readFileSync(indexFile, 'utf8'), links);

  app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // index.html is only ever answered by the fallback below, with the links written in.
    index: false,
    // `/` is the root folder: without an index it would be a 403; it goes to the fallback like any page.
    allowedPath: (pathname) => pathname !== '/index.html' && pathname !== '/',
    // The build writes .br/.gz siblings (precompress.ts): sent to browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      reply.header('cache-control', `/${relative}`.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE);
    },
  });

  const isPage = pageMatcher(pages);
  const sendPage = (reply: FastifyReply, status: 200 | 404) =>
    reply.code(status).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(page);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (!wantsPage(request, pathname)) return sendNotFound(reply);
    return sendPage(reply, isPage(pathname) ? 200 : 404);
  });
}
