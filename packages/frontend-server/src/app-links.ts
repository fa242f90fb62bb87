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

/** Adds the links meta tag right before `</head>`. */
export function injectAppLinks(html: string, links: AppLinks): string {
  const tag = `<meta name="${APP_LINKS_META}" content="${escapeAttribute(JSON.stringify(links))}" />`;
  return html.replace('</head>', `  ${tag}\n  </head>`);
}
