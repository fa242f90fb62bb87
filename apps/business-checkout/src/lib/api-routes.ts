import { routeRef, type routes } from '@trovapro/domain';

/**
 * The API routes the checkout calls, as references: method and path, checked against the contract when compiling.
 * Importing `routes` itself would bring every route's TypeBox schemas into the bundle (~35 KB gzipped), which the
 * lead page's budget cannot carry (issue 30); nothing here validates with them.
 */
export const checkoutRoutes = {
  legalInfo: routeRef<typeof routes.legalInfo>('GET', '/api/legal'),
  businessLead: routeRef<typeof routes.businessLead>('GET', '/api/business/lead/:leadId'),
  businessLeadPurchase: routeRef<typeof routes.businessLeadPurchase>('GET', '/api/business/lead/:leadId/purchase'),
  businessPurchase: routeRef<typeof routes.businessPurchase>('POST', '/api/business/purchase/:leadId'),
  testGatewayConfirm: routeRef<typeof routes.testGatewayConfirm>('POST', '/api/business/test-gateway/confirm'),
  businessReceipt: routeRef<typeof routes.businessReceipt>('GET', '/api/business/receipts/:id'),
  partnerOffersStatus: routeRef<typeof routes.partnerOffersStatus>('GET', '/api/partners/offers'),
  partnerUnsubscribe: routeRef<typeof routes.partnerUnsubscribe>('POST', '/api/partners/unsubscribe'),
  partnerResumeOffers: routeRef<typeof routes.partnerResumeOffers>('POST', '/api/partners/resume-offers'),
  businessRequestLink: routeRef<typeof routes.businessRequestLink>('POST', '/api/business/area/link'),
  businessOpenSession: routeRef<typeof routes.businessOpenSession>('POST', '/api/business/area/session'),
  businessMe: routeRef<typeof routes.businessMe>('GET', '/api/business/area/me'),
  businessSignOut: routeRef<typeof routes.businessSignOut>('POST', '/api/business/area/sign-out'),
  businessListPurchases: routeRef<typeof routes.businessListPurchases>('GET', '/api/business/area/purchases'),
  businessDocument: routeRef<typeof routes.businessDocument>('GET', '/api/business/area/documents/:id'),
  businessListOffers: routeRef<typeof routes.businessListOffers>('GET', '/api/business/area/offers'),
  businessOfferPurchaseLink: routeRef<typeof routes.businessOfferPurchaseLink>('POST', '/api/business/area/offers/:leadId/purchase-link'),
  businessGetPreferences: routeRef<typeof routes.businessGetPreferences>('GET', '/api/business/area/preferences'),
  businessUpdatePreferences: routeRef<typeof routes.businessUpdatePreferences>('PUT', '/api/business/area/preferences'),
  comuneSearch: routeRef<typeof routes.comuneSearch>('GET', '/api/comuni'),
  businessReportPurchase: routeRef<typeof routes.businessReportPurchase>('POST', '/api/business/area/purchases/:id/report'),
} as const;
