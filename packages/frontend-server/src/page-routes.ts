/**
 * An app's page routes, in React Router's notation: `/admin/login`, `/business/lead/:leadId`, `/docs/*`.
 * The server answers the SPA shell with 200 only for a path one of them matches, and with 404 for any other
 * page navigation (the app then shows its 404 screen): no soft 404s.
 */
export type PagePattern = string;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One pattern as React Router matches it: case-insensitive, a trailing slash allowed, `:param` one segment, `*` the rest. */
function compile(pattern: PagePattern): RegExp {
  if (!pattern.startsWith('/')) throw new Error(`A page route starts with "/": "${pattern}"`);
  const segments = pattern.split('/').filter((segment) => segment !== '');
  const body = segments
    .map((segment, index) => {
      if (segment === '*' && index === segments.length - 1) return '(?:/.*)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

/** A matcher over the app's page routes (compiled once, at start). */
export function pageMatcher(patterns: readonly PagePattern[]): (pathname: string) => boolean {
  const compiled = patterns.map(compile);
  return (pathname) => compiled.some((pattern) => pattern.test(pathname));
}
