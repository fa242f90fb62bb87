import { privacyNotice, termsOfUse } from '@trovapro/copy';
import type { BlogPost, LegalInfo, PublicLandingPage } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { renderBlogArticle, renderBlogError, renderBlogList } from './blog/render-blog.ts';
import { renderHomePage } from './home/render-home-page.ts';
import { renderLandingError, renderLandingPage } from './landing/render-landing-page.ts';
import { businessTermsDocument } from './legal/business-terms-document.ts';
import { renderErasePage, renderLegalDocument, renderLegalUnavailable } from './legal/render-legal.ts';
import { renderPartnerPage } from './partner-signup/render-partner-page.ts';
import { jsonStrings, parseHtml } from './test/parsed-html.ts';

// Escaping by default (decision 0011): every field a person can write (an admin's landing page and blog post,
// the company of the deployment, the erase link's token from the query string and the API's messages) is
// written with markup in it. Parsed as a browser parses it, the page must have exactly the elements and
// attributes of the same page written with plain values, and every value must read back as typed.

const ATTACK = `<script>alert(1)</script> "' "><img src=x onerror=alert(1)> </title></style><!--`;
/** One field's value: its name first, so each field is found again on its own. */
type Typed = (field: string) => string;
const attack: Typed = (field) => `${field}:${ATTACK}`;
const plain: Typed = (field) => `${field}:Valore`;

const links = {
  publicSiteUrl: 'https://www.trovapro.example',
  adminConsoleUrl: 'https://admin.trovapro.example',
  checkoutUrl: 'https://pay.trovapro.example',
};
const assets = { script: '/assets/home-chat-1.js', preloads: ['/assets/chatbot-1.js'], css: '._chatbot_1{color:#1f1f1f}' };

const legal = (typed: Typed): LegalInfo => ({
  companyName: typed('companyName'),
  companyVat: typed('companyVat'),
  companyAddress: typed('companyAddress'),
  privacyEmail: typed('privacyEmail'),
  noticeVersion: typed('noticeVersion'),
  leadRetentionMonths: 24,
  leadMaxBuyers: 3,
  leadMaxOffers: 5,
  customerChooses: false,
  usesOpenAi: true,
  leadDiscountAfterHours: 48,
  guaranteeDays: 7,
  complaintsEmail: typed('complaintsEmail'),
  reviewRequestDays: 7,
  reviewReplyDays: 7,
});
const landing = (typed: Typed): PublicLandingPage => ({
  id: typed('id'),
  slug: typed('slug'),
  title: typed('title'),
  metaDescription: typed('metaDescription'),
  keyword: typed('keyword'),
  municipalityName: typed('municipalityName'),
  province: typed('province'),
  isPlural: true,
  // The body is the one trusted input: the API sanitized it on save.
  content: '<div class="landing-content"><h2>Lavori</h2><p>Testo</p></div>',
  rating: { average: 4.6, count: 37, scope: 'region', placeName: typed('placeName') },
});
const post = (typed: Typed): BlogPost => ({
  id: '5f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c',
  title: typed('title'),
  slug: typed('slug'),
  excerpt: typed('excerpt'),
  content: '<h2>Prezzi</h2><p>Testo</p>',
  metaDescription: typed('metaDescription'),
  featuredImage: typed('featuredImage'),
  categoryTags: [typed('tag1'), typed('tag2')],
  callToAction: typed('callToAction'),
  status: 'published',
  viewCount: 1,
  leadCount: 0,
  publishedAt: '2025-03-14T09:00:00.000Z',
  updatedAt: '2025-03-15T09:00:00.000Z',
});
const COMPANY = ['companyName', 'companyVat', 'companyAddress'];

/** Every server-rendered page written with these values, and the fields a reader finds on it. */
function pages(typed: Typed): Record<string, { html: string; fields: string[] }> {
  const info = legal(typed);
  const { content: _content, ...card } = post(typed);
  return {
    home: { html: renderHomePage({ links, assets, legal: info }), fields: COMPANY },
    landing: {
      html: renderLandingPage(landing(typed), { links, assets, legal: info }),
      fields: ['id', 'slug', 'title', 'metaDescription', 'keyword', 'municipalityName', 'province', 'placeName', ...COMPANY],
    },
    'landing-404': { html: renderLandingError('missing', { links, legal: info }), fields: COMPANY },
    'landing-503': { html: renderLandingError('unavailable', { links, legal: info }), fields: COMPANY },
    'blog-list': {
      html: renderBlogList({ posts: [card], total: 30, totalPages: 3 }, 2, links, info),
      fields: ['title', 'slug', 'excerpt', 'tag1', 'tag2', ...COMPANY],
    },
    'blog-article': {
      html: renderBlogArticle(post(typed), links, info),
      fields: ['title', 'slug', 'metaDescription', 'featuredImage', 'tag1', 'tag2', 'callToAction', ...COMPANY],
    },
    'blog-404': { html: renderBlogError('missing', info), fields: COMPANY },
    privacy: { html: renderLegalDocument(privacyNotice(info), '/privacy', info, links), fields: [...COMPANY, 'privacyEmail', 'noticeVersion'] },
    terms: { html: renderLegalDocument(termsOfUse(info), '/termini', info, links), fields: [...COMPANY, 'privacyEmail', 'noticeVersion'] },
    'business-terms': {
      html: renderLegalDocument(businessTermsDocument(info, new Date()), '/termini-aziende', info, links),
      fields: [...COMPANY, 'privacyEmail', 'complaintsEmail'],
    },
    'legal-503': { html: renderLegalUnavailable(info), fields: COMPANY },
    // `?t=` of the erase link, as the visitor's browser sent it, and what the API answered.
    'erase-preview': {
      html: renderErasePage({ kind: 'preview', token: typed('token'), maskedEmail: typed('maskedEmail'), requests: 2 }, info),
      fields: ['token', 'maskedEmail', ...COMPANY],
    },
    'erase-done': { html: renderErasePage({ kind: 'done', message: typed('message') }, info), fields: ['message', ...COMPANY] },
    'erase-limited': { html: renderErasePage({ kind: 'limited', message: typed('message') }, info), fields: ['message', ...COMPANY] },
    partners: { html: renderPartnerPage({ links, assets, legal: info }), fields: COMPANY },
  };
}

const attacked = pages(attack);
const reference = pages(plain);

describe('server-rendered pages: what a person typed stays text', () => {
  it.each(Object.keys(attacked))('%s: the same elements and attributes as with plain values, and no script of the input', (name) => {
    const parsed = parseHtml(attacked[name]!.html);
    const expected = parseHtml(reference[name]!.html);
    expect(parsed.elements).toEqual(expected.elements);
    expect(parsed.attributes).toEqual(expected.attributes);
    expect(parsed.elements).not.toContain('img');
    expect(parsed.attributes.filter((attribute) => /\[on/.test(attribute))).toEqual([]);
    // Only the island's module and JSON-LD: never a script of the input.
    for (const script of parsed.scripts) expect(script).toMatch(/^(application\/ld\+json|module \/assets\/[\w.-]+\.js)$/);
  });

  it.each(Object.keys(attacked))('%s: every field reads back as typed (text, attribute or JSON-LD)', (name) => {
    const { html, fields } = attacked[name]!;
    const parsed = parseHtml(html);
    const readable = [...parsed.values, ...parsed.jsonLd.flatMap((json) => jsonStrings(JSON.parse(json)))];
    for (const field of fields)
      expect(
        readable.some((value) => value.includes(attack(field))),
        field,
      ).toBe(true);
  });
});
