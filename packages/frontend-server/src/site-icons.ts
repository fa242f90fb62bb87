import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * The site's icon, the same on the three frontends: an SVG, favicon.ico (16 and 32 px PNGs, for browsers and
 * crawlers that ask for it) and the 180 px apple-touch icon (drawn from the SVG by scripts/make-icons.mjs), in src/icons so the images of the frontends, which keep each package's src/, have them.
 * Every frontend server answers them from this package, so no app keeps a copy; their addresses do not
 * change with their content, so they are kept for 30 days rather than for ever.
 */
const ICONS = [
  { path: '/favicon.svg', file: 'favicon.svg', type: 'image/svg+xml' },
  { path: '/favicon.ico', file: 'favicon.ico', type: 'image/x-icon' },
  { path: '/apple-touch-icon.png', file: 'apple-touch-icon.png', type: 'image/png' },
] as const;

export const ICON_CACHE_CONTROL = 'public, max-age=2592000';

/** The head tags of every page (server-rendered ones and each app's index.html, which writes them literally). */
export const SITE_ICON_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
] as const;

export function registerSiteIcons(app: FastifyInstance): void {
  for (const icon of ICONS) {
    const body = readFileSync(new URL(`./icons/${icon.file}`, import.meta.url));
    app.get(icon.path, (_request, reply) => reply.header('cache-control', ICON_CACHE_CONTROL).type(icon.type).send(body));
  }
}
