/**
 * Where the three frontends live, known only at run time (ports, production hosts). The server
 * writes them into every page as `<meta name="trovapro-links">`; the apps read it with `readAppLinks`
 * from @trovapro/ui. A meta tag, not an inline script, so the CSP stays `script-src 'self'`.
 */
export interface AppLinks {
  publicSiteUrl: string;
  adminConsoleUrl: string;
  checkoutUrl: string;
}

export const APP_LINKS_META = 'trovapro-links';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The links meta tag, for a page's `<head>` (the SPA shell here, the public site's server-rendered pages). */
export function appLinksMeta(links: AppLinks): string {
  return `<meta name="${APP_LINKS_META}" content="${escapeAttribute(JSON.stringify(links))}">`;
}

/** Adds the links meta tag right before `</head>`. */
export function injectAppLinks(html: string, links: AppLinks): string {
  return html.replace('</head>', `  ${appLinksMeta(links)}\n  </head>`);
}
