/** Where the three frontends live, as written into each page by its server (meta `trovapro-links`). */
export interface AppLinks {
  publicSiteUrl: string;
  adminConsoleUrl: string;
  checkoutUrl: string;
}

/** The local `pnpm start` ports: what the Vite dev servers use, where no server writes the meta tag. */
export const DEFAULT_APP_LINKS: AppLinks = {
  publicSiteUrl: 'http://localhost:3000',
  adminConsoleUrl: 'http://localhost:3001',
  checkoutUrl: 'http://localhost:3002',
};

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s"'<>]+$/.test(value);
}

/** Reads the links the frontend server wrote into the page; missing or malformed entries keep the defaults. */
export function readAppLinks(doc: Document = document): AppLinks {
  const content = doc.querySelector('meta[name="trovapro-links"]')?.getAttribute('content');
  if (!content) return DEFAULT_APP_LINKS;
  try {
    const parsed = JSON.parse(content) as Record<string, unknown>;
    return {
      publicSiteUrl: isHttpUrl(parsed.publicSiteUrl) ? parsed.publicSiteUrl : DEFAULT_APP_LINKS.publicSiteUrl,
      adminConsoleUrl: isHttpUrl(parsed.adminConsoleUrl) ? parsed.adminConsoleUrl : DEFAULT_APP_LINKS.adminConsoleUrl,
      checkoutUrl: isHttpUrl(parsed.checkoutUrl) ? parsed.checkoutUrl : DEFAULT_APP_LINKS.checkoutUrl,
    };
  } catch {
    return DEFAULT_APP_LINKS;
  }
}
