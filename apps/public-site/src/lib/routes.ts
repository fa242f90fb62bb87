import { routeRef, type routes } from '@trovapro/domain';

/**
 * Every call of the public site, by method and path, typed by the contract. The site's bundles carry no
 * TypeBox schemas: the landing page's chat island has a JavaScript budget (issue 10), and Home loads faster.
 */
export const publicRoutes = {
  publicTemplates: routeRef<typeof routes.publicTemplates>('GET', '/api/templates/public'),
  leadProfile: routeRef<typeof routes.leadProfile>('POST', '/api/leads/profile'),
  sendVerification: routeRef<typeof routes.sendVerification>('POST', '/api/send-verification'),
  verifyCode: routeRef<typeof routes.verifyCode>('POST', '/api/verify-code'),
  completeLead: routeRef<typeof routes.completeLead>('POST', '/api/leads/complete'),
  publicLandingPage: routeRef<typeof routes.publicLandingPage>('GET', '/api/landing-pages/:slug'),
  publicBlogPosts: routeRef<typeof routes.publicBlogPosts>('GET', '/api/blog-posts'),
  publicBlogPost: routeRef<typeof routes.publicBlogPost>('GET', '/api/blog-posts/:slug'),
  legalInfo: routeRef<typeof routes.legalInfo>('GET', '/api/legal'),
  privacyErasePreview: routeRef<typeof routes.privacyErasePreview>('GET', '/api/privacy/erase'),
  privacyErase: routeRef<typeof routes.privacyErase>('POST', '/api/privacy/erase'),
  collectPageView: routeRef<typeof routes.collectPageView>('POST', '/api/analytics/collect'),
  comuneSearch: routeRef<typeof routes.comuneSearch>('GET', '/api/comuni'),
  partnerSignup: routeRef<typeof routes.partnerSignup>('POST', '/api/partners/signup'),
  partnerVerifyCode: routeRef<typeof routes.partnerVerifyCode>('POST', '/api/partners/verify-code'),
};
