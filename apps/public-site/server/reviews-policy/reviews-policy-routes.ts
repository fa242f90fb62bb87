import { reviewsPolicy } from '@trovapro/copy';
import type { AppLinks, FrontendServerOptions } from '@trovapro/frontend-server';
import { pagePaths } from '../../src/app/paths.ts';
import type { LegalSource } from '../legal/legal-source.ts';
import { renderLegalDocument, renderLegalUnavailable } from '../legal/render-legal.ts';
import { recordPageView } from '../page-views.ts';

type ServerScope = Parameters<NonNullable<FrontendServerOptions['routes']>>[0];

export interface ReviewsPolicyRoutesOptions {
  apiUrl: string;
  links: AppLinks;
  countryHeader: string;
  legal: LegalSource;
}

/**
 * `/recensioni` (product §23 Ratings): how reviews are collected and checked and how the landing pages' rating is
 * made, linked from every rating. Indexed, readable without JavaScript; its days (REVIEW_REQUEST_DAYS,
 * REVIEW_REPLY_DAYS) come from `GET /api/legal`, so the page is unavailable (503) while the API cannot say them.
 */
export function registerReviewsPolicyRoutes(app: ServerScope, { apiUrl, links, countryHeader, legal }: ReviewsPolicyRoutesOptions): void {
  app.get(pagePaths.reviewsPolicy, async (request, reply) => {
    const info = await legal.get();
    reply.type('text/html; charset=utf-8');
    if (info === null) return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').send(renderLegalUnavailable(null));
    recordPageView(apiUrl, request, countryHeader);
    return reply.header('cache-control', 'public, max-age=300').send(renderLegalDocument(reviewsPolicy(info), pagePaths.reviewsPolicy, info, links));
  });
}
