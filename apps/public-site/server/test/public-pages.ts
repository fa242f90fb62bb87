import { readFileSync } from 'node:fs';
import type { BlogPost, PublicLandingPage } from '@trovapro/domain';
import { appLinksMeta } from '@trovapro/frontend-server';
import { privacyNotice, reviewsPolicy, termsOfUse } from '@trovapro/copy';
import { renderBlogArticle, renderBlogError, renderBlogList } from '../blog/render-blog.ts';
import { renderHomePage } from '../home/render-home-page.ts';
import { renderLandingError, renderLandingPage } from '../landing/render-landing-page.ts';
import { renderPartnerPage } from '../partner-signup/render-partner-page.ts';
import { businessTermsDocument } from '../legal/business-terms-document.ts';
import { renderErasePage, renderLegalDocument, renderLegalUnavailable } from '../legal/render-legal.ts';
import { renderReviewPage } from '../review/render-review.ts';
import { LEGAL } from './legal-fixture.ts';
import { renderCustomerRequestPage } from '../customer-request/render-customer-request.ts';
import { BOUGHT_REQUEST, CHOOSING_REQUEST } from '../customer-request/customer-request-fixture.ts';

/** For tests: every public page as the public site answers it, by name (the SPA shell with its links too). */
const links = {
  publicSiteUrl: 'https://www.trovapro.example',
  adminConsoleUrl: 'https://admin.trovapro.example',
  checkoutUrl: 'https://pay.trovapro.example',
};
const assets = { script: '/assets/home-chat-1.js', preloads: ['/assets/chatbot-1.js'], css: '._chatbot_1{color:#1f1f1f}' };
const signupAssets = { script: '/assets/partner-signup-1.js', preloads: ['/assets/react-1.js'], css: '._root_1{padding:1.25rem}' };
const landing: PublicLandingPage = {
  id: '3f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c',
  slug: 'elettricisti-isernia',
  title: 'Trova i migliori Elettricisti ad Isernia',
  metaDescription: 'Preventivi gratuiti per elettricisti ad Isernia.',
  keyword: 'Elettricisti',
  municipalityName: 'Isernia',
  province: 'Isernia',
  isPlural: true,
  // Every tag the landing sanitizer allows (product §5).
  content:
    '<div class="landing-content" id="servizi" data-location="Isernia"><h2>Lavori</h2><h3>Impianti</h3><p><strong>Quadri</strong> e <em>prese</em>.<br>Su misura.</p><ul><li>Uno</li></ul><ol><li>Due</li></ol><p><a href="/p/elettricisti-agnone" target="_blank">Agnone</a></p></div>',
  rating: { average: 4.6, count: 37, scope: 'region', placeName: 'Molise' },
};
const post: BlogPost = {
  id: '5f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c',
  title: 'Quanto costa un elettricista',
  slug: 'quanto-costa-un-elettricista',
  excerpt: 'Prezzi indicativi.',
  content:
    '<h2>Prezzi</h2><table><thead><tr><th>Lavoro</th><th>Prezzo</th></tr></thead><tbody><tr><td>Presa</td><td>€ 60,00</td></tr></tbody></table><pre>codice</pre>',
  metaDescription: 'Prezzi indicativi per un elettricista.',
  featuredImage: null,
  categoryTags: ['elettricista', 'prezzi'],
  callToAction: 'Richiedi un preventivo gratuito',
  status: 'published',
  viewCount: 1,
  leadCount: 0,
  publishedAt: '2025-03-14T09:00:00.000Z',
  updatedAt: '2025-03-15T09:00:00.000Z',
};
const { content: _content, ...card } = post;

/** The shell of the SPA (the 404 screen of an unknown path), with the links the server writes into it. */
const spaShell = readFileSync(new URL('../../index.html', import.meta.url), 'utf8').replace('</head>', `  ${appLinksMeta(links)}\n  </head>`);

const reviewRequest = {
  businessName: 'Elettricista Rossi',
  category: 'Elettricista',
  place: 'Isernia',
  purchasedAt: '2025-03-10T09:00:00.000Z',
  review: null,
};

export const publicPages: Record<string, string> = {
  home: renderHomePage({ links, assets, legal: LEGAL }),
  'home-without-legal': renderHomePage({ links, assets, legal: null }),
  landing: renderLandingPage(landing, { links, assets, legal: LEGAL }),
  'landing-without-rating': renderLandingPage({ ...landing, rating: null }, { links, assets, legal: LEGAL }),
  'landing-404': renderLandingError('missing', { links, legal: LEGAL }),
  'landing-503': renderLandingError('unavailable', { links, legal: null }),
  'blog-list': renderBlogList({ posts: [card], total: 30, totalPages: 3 }, 2, links, LEGAL),
  'blog-list-empty': renderBlogList({ posts: [], total: 0, totalPages: 0 }, 1, links, LEGAL),
  'blog-article': renderBlogArticle(post, links, LEGAL),
  'blog-404': renderBlogError('missing', LEGAL),
  privacy: renderLegalDocument(privacyNotice({ ...LEGAL, usesOpenAi: true }), '/privacy', LEGAL, links),
  terms: renderLegalDocument(termsOfUse(LEGAL), '/termini', LEGAL, links),
  'business-terms': renderLegalDocument(businessTermsDocument(LEGAL, new Date('2026-12-01T10:00:00Z')), '/termini-aziende', LEGAL, links),
  'legal-503': renderLegalUnavailable(null),
  'erase-preview': renderErasePage({ kind: 'preview', token: 'lead.sig"<', maskedEmail: 'm•••@example.it', requests: 2 }, LEGAL),
  'erase-done': renderErasePage({ kind: 'done', message: 'Dati cancellati.' }, LEGAL),
  'erase-invalid': renderErasePage({ kind: 'invalid' }, LEGAL),
  'erase-used': renderErasePage({ kind: 'used' }, LEGAL),
  partners: renderPartnerPage({ links, assets: signupAssets, legal: LEGAL }),
  'partners-without-legal': renderPartnerPage({ links, assets: signupAssets, legal: null }),
  'spa-shell-404': spaShell,
  'customer-request': renderCustomerRequestPage({ kind: 'request', token: 'lead.sig"<', request: BOUGHT_REQUEST }, LEGAL),
  'customer-request-choice': renderCustomerRequestPage(
    {
      kind: 'request',
      token: 'lead.sig',
      request: CHOOSING_REQUEST,
      choiceError: 'Scegline almeno una.',
      ticked: ['2b7f3c52-1f7e-4d0e-9a55-6c1f0c2b9d11'],
    },
    LEGAL,
  ),
  'customer-request-confirm-stop': renderCustomerRequestPage({ kind: 'confirm-stop', token: 'lead.sig"<' }, LEGAL),
  'customer-request-invalid': renderCustomerRequestPage({ kind: 'invalid' }, LEGAL),
  'customer-request-link-refused': renderCustomerRequestPage({ kind: 'link', email: 'x"<y', error: 'Scrivi un indirizzo email valido.' }, null),
  'reviews-policy': renderLegalDocument(reviewsPolicy(LEGAL), '/recensioni', LEGAL, links),
  'review-form': renderReviewPage(
    { kind: 'form', token: 'p.sig"<', request: reviewRequest, draft: { rating: null, comment: 'Bene <davvero>' }, errors: [] },
    LEGAL,
  ),
  'review-form-errors': renderReviewPage(
    { kind: 'form', token: 'p.sig', request: reviewRequest, draft: { rating: 3, comment: 'x' }, errors: ['rating', 'comment'], alert: 'Riprova.' },
    LEGAL,
  ),
  'review-thanks': renderReviewPage({ kind: 'thanks' }, LEGAL),
  'review-written': renderReviewPage(
    { kind: 'written', request: reviewRequest, review: { rating: 4, comment: 'Puntuale.', createdAt: '2025-03-14T09:00:00.000Z' } },
    LEGAL,
  ),
  'review-invalid': renderReviewPage({ kind: 'invalid' }, null),
};
