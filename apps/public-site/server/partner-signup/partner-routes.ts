import type { LegalInfo } from '@trovapro/domain';
import { CompressedText, type AppLinks, type FrontendServerOptions } from '@trovapro/frontend-server';
import { pagePaths } from '../../src/app/paths.ts';
import type { LegalSource } from '../legal/legal-source.ts';
import { recordPageView } from '../page-views.ts';
import { PARTNER_ENTRY, readEntryAssets } from '../vite-assets.ts';
import { renderPartnerPage } from './render-partner-page.ts';

type ServerScope = Parameters<NonNullable<FrontendServerOptions['routes']>>[0];

export interface PartnerRoutesOptions {
  apiUrl: string;
  links: AppLinks;
  /** The built app (for the sign-up island's script and styles). */
  distDir: string;
  countryHeader: string;
  legal: LegalSource;
}

/**
 * `/aziende`, «Diventa partner»: one page that depends only on the deployment (links, built assets) and on
 * `GET /api/legal` (the footer, the number of businesses per request), rendered again only when that answer
 * changes. The sign-up itself is the island's: it calls the API through the site's `/api` proxy.
 */
export function registerPartnerRoutes(app: ServerScope, options: PartnerRoutesOptions): void {
  const { apiUrl, links, countryHeader, legal } = options;
  const assets = readEntryAssets(options.distDir, PARTNER_ENTRY);
  let rendered: { legal: LegalInfo | null; html: CompressedText } | null = null;
  const page = (info: LegalInfo | null): CompressedText => {
    if (rendered === null || rendered.legal !== info)
      rendered = { legal: info, html: new CompressedText(renderPartnerPage({ links, assets, legal: info })) };
    return rendered.html;
  };

  app.get(pagePaths.partners, async (request, reply) => {
    recordPageView(apiUrl, request, countryHeader);
    const html = page(await legal.get());
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return html.send(request, reply);
  });
}
