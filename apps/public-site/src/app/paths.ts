/**
 * The public site's pages (product §2), in React Router's notation: the SPA's routes, and the server's list of
 * real pages (any other path is answered 404 with the 404 screen). Plain data: the Node server imports it.
 */
export const pagePaths = {
  home: '/',
  landing: '/p/:slug',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  privacy: '/privacy',
  terms: '/termini',
  businessTerms: '/termini-aziende',
  privacyErase: '/privacy/cancella',
  partners: '/aziende',
  customerRequest: '/la-mia-richiesta',
  reviewsPolicy: '/recensioni',
  review: '/recensione',
} as const;

/**
 * The pages only the server renders (server/legal, server/partner-signup, server/customer-request, server/reviews-policy):
 * the SPA hands a navigation to them over to the server.
 */
export const serverOnlyPaths: readonly string[] = [
  pagePaths.privacy,
  pagePaths.terms,
  pagePaths.businessTerms,
  pagePaths.privacyErase,
  pagePaths.partners,
  pagePaths.customerRequest,
  pagePaths.reviewsPolicy,
  pagePaths.review,
];

export const PUBLIC_PAGES: readonly string[] = Object.values(pagePaths);
