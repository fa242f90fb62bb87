import { adminLogin, adminLogout, adminMe, adminRedeemSignInLink, adminRequestSignInLink } from './admin-auth.routes.ts';
import { adminSettings } from './admin-settings.routes.ts';
import { adminAddLeadNote, adminApproveAndSend, adminDispatchRules, adminStopAutoDispatch, adminUpdateDispatchRule } from './dispatch.routes.ts';
import { adminOfferPlaces, adminProposeBusinesses, customerChooseBusinesses } from './customer-choices.routes.ts';
import {
  adminAcceptReport,
  adminListReports,
  adminRefundPurchase,
  adminRefuseReport,
  businessReportPurchase,
  postmarkBounceWebhook,
} from './guarantee.routes.ts';
import {
  businessDocument,
  businessListPurchases,
  businessMe,
  businessOpenSession,
  businessRequestLink,
  businessSignOut,
} from './business-area.routes.ts';
import { businessListOffers, businessOfferPurchaseLink } from './business-offers.routes.ts';
import { businessGetPreferences, businessUpdatePreferences } from './business-preferences.routes.ts';
import {
  adminAnalyticsDevices,
  adminAnalyticsGeo,
  adminAnalyticsPages,
  adminAnalyticsRealtime,
  adminAnalyticsTrafficSources,
  adminAnalyticsTrend,
  adminAnalyticsVisitors,
  collectPageView,
} from './analytics.routes.ts';
import {
  adminCreateBlogPost,
  adminDeleteBlogPost,
  adminGenerateBlogPost,
  adminListBlogPosts,
  adminPublishBlogPost,
  adminUpdateBlogPost,
  publicBlogPost,
  publicBlogPosts,
} from './blog-post.routes.ts';
import { adminBusinessDetail, adminCreateBusiness, adminListBusinesses, adminUpdateBusiness } from './business.routes.ts';
import { completeLead, leadProfile, publicTemplates, sendVerification, verifyCode } from './chat.routes.ts';
import { adminComuniAttention, adminComuniImport, adminComuniImports } from './comuni-import.routes.ts';
import { businessLead, businessLeadPurchase, businessPurchase, invoicingWebhook, stripeWebhook, testGatewayConfirm } from './checkout.routes.ts';
import { adminDashboardStats, adminRecentActivity } from './dashboard.routes.ts';
import type { RouteContract } from './define-route.ts';
import { adminListEmails } from './email.routes.ts';
import {
  adminCorrectInvoice,
  adminExportInvoicesCsv,
  adminExportInvoicesZip,
  adminInvoiceXml,
  adminListInvoices,
  adminRefundInvoice,
  adminResendInvoice,
} from './invoice.routes.ts';
import {
  adminBulkDeleteLandingPages,
  adminBulkUpdateLandingPages,
  adminCountLandingPages,
  adminDeleteLandingPage,
  adminDeleteLandingPagesByFilters,
  adminGenerateLandingPages,
  adminGenerationJob,
  adminImportItalianData,
  adminListLandingPages,
  adminMunicipalitiesByProvince,
  adminProvinces,
  adminPublishLandingPage,
  adminPublishLandingPagesByFilters,
  adminUpdateLandingPage,
  publicLandingPage,
  publicLandingPagesVersion,
} from './landing-page.routes.ts';
import {
  adminAddCandidateBusiness,
  adminBulkLeadStatus,
  adminCandidateBusinesses,
  adminExportLeads,
  adminExportPurchases,
  adminLeadCategories,
  adminLeadDetail,
  adminListLeads,
  adminSendLeadToBusinesses,
  adminUpdateLead,
} from './lead.routes.ts';
import {
  adminApprovePartner,
  adminRefusePartner,
  businessReceipt,
  comuneSearch,
  partnerSignup,
  partnerUnsubscribe,
  partnerVerifyCode,
  partnerOffersStatus,
  partnerResumeOffers,
} from './partner.routes.ts';
import { adminPrivacyErase, adminPrivacyExport, legalInfo, privacyErase, privacyErasePreview } from './privacy.routes.ts';
import { customerRequest, customerRequestLink, customerRequestStop } from './customer-request.routes.ts';
import { adminHideReview, adminListReviews, adminPublishReview, reviewRequest, writeReview } from './reviews.routes.ts';
import { sitemapBlogPosts, sitemapLandingPages } from './sitemap.routes.ts';
import { businessListReviews, businessReplyToReview } from './business-reviews.routes.ts';
import { health } from './system.routes.ts';
import {
  adminCreateTemplate,
  adminListTemplates,
  adminResetTemplate,
  adminSeedTemplates,
  adminTestTemplateEmail,
  adminUpdateTemplate,
} from './template.routes.ts';

export * from './define-route.ts';
export * from './route-errors.ts';
export { HealthSchema } from './system.routes.ts';

/**
 * Every call of the product (product §7 plus additive ones), by name. Paginated admin lists answer
 * `{ <plural entity>: [...], total, totalPages }` — `leads`, `businesses`, `emails`, and the product's
 * own `pages` (landing pages) and `posts` (blog) — and take `page` (from 1) and `limit` (at most 100).
 */
export const routes = {
  // system
  health,
  // admin sign-in
  adminLogin,
  adminMe,
  adminLogout,
  adminRequestSignInLink,
  adminRedeemSignInLink,
  // business area (issue 33)
  businessRequestLink,
  businessOpenSession,
  businessMe,
  businessSignOut,
  businessListPurchases,
  businessDocument,
  businessListOffers,
  businessOfferPurchaseLink,
  businessGetPreferences,
  businessUpdatePreferences,
  // business area: the guarantee (issue 33)
  businessReportPurchase,
  postmarkBounceWebhook,
  // public: chat
  publicTemplates,
  leadProfile,
  sendVerification,
  verifyCode,
  completeLead,
  // public: landing pages and blog
  publicLandingPage,
  publicBlogPosts,
  publicBlogPost,
  sitemapLandingPages,
  sitemapBlogPosts,
  // public: analytics collection
  collectPageView,
  // public: legal information and self-erase
  legalInfo,
  privacyErasePreview,
  privacyErase,
  // public: the customer's choice among the proposed businesses (issue 34)
  customerChooseBusinesses,
  // business checkout
  businessLead,
  businessLeadPurchase,
  businessPurchase,
  testGatewayConfirm,
  stripeWebhook,
  invoicingWebhook,
  businessReceipt,
  // partners: sign-up and offers
  comuneSearch,
  partnerSignup,
  partnerVerifyCode,
  partnerUnsubscribe,
  partnerOffersStatus,
  partnerResumeOffers,
  // admin: overview, leads, businesses, email log
  adminDashboardStats,
  adminRecentActivity,
  adminListLeads,
  adminLeadDetail,
  adminUpdateLead,
  adminBulkLeadStatus,
  adminExportLeads,
  adminCandidateBusinesses,
  adminSendLeadToBusinesses,
  adminOfferPlaces,
  adminProposeBusinesses,
  adminExportPurchases,
  adminListBusinesses,
  adminBusinessDetail,
  adminCreateBusiness,
  adminUpdateBusiness,
  adminApprovePartner,
  adminRefusePartner,
  adminListEmails,
  // admin: electronic invoices and credit notes (issue 32)
  adminListInvoices,
  adminRefundInvoice,
  adminCorrectInvoice,
  adminResendInvoice,
  adminInvoiceXml,
  adminExportInvoicesZip,
  adminExportInvoicesCsv,
  // admin: the guarantee's reports and refunds with a reason (issue 33)
  adminListReports,
  adminAcceptReport,
  adminRefuseReport,
  adminRefundPurchase,
  // admin: the lead desk's filter, manual add and the server's rules (issue 29)
  adminLeadCategories,
  adminAddCandidateBusiness,
  adminSettings,
  // admin: privacy (export and erase of a person's data)
  adminPrivacyExport,
  adminPrivacyErase,
  // admin: analytics
  adminAnalyticsVisitors,
  adminAnalyticsRealtime,
  adminAnalyticsPages,
  adminAnalyticsTrafficSources,
  adminAnalyticsDevices,
  adminAnalyticsGeo,
  adminAnalyticsTrend,
  // admin: templates
  adminListTemplates,
  adminCreateTemplate,
  adminUpdateTemplate,
  adminSeedTemplates,
  adminResetTemplate,
  adminTestTemplateEmail,
  // admin: landing pages and Italian data
  adminListLandingPages,
  adminCountLandingPages,
  adminProvinces,
  adminMunicipalitiesByProvince,
  adminImportItalianData,
  adminGenerateLandingPages,
  adminGenerationJob,
  adminUpdateLandingPage,
  adminPublishLandingPage,
  adminDeleteLandingPage,
  adminBulkUpdateLandingPages,
  adminBulkDeleteLandingPages,
  adminPublishLandingPagesByFilters,
  adminDeleteLandingPagesByFilters,
  // admin: blog
  adminListBlogPosts,
  adminCreateBlogPost,
  adminUpdateBlogPost,
  adminDeleteBlogPost,
  adminPublishBlogPost,
  adminGenerateBlogPost,
  // public: the customer's request page (issue 34)
  customerRequestLink,
  customerRequest,
  customerRequestStop,
  // public: the landing pages' version (product §23 Ratings)
  publicLandingPagesVersion,
  // reviews (issue 34): the customer's from the emailed link, the admin's «Recensioni»
  reviewRequest,
  writeReview,
  adminListReviews,
  adminPublishReview,
  adminHideReview,
  // business area: reviews and the business's reply (issue 34)
  businessListReviews,
  businessReplyToReview,
  // admin: automatic dispatch and the lead desk's daily work (issue 35)
  adminDispatchRules,
  adminUpdateDispatchRule,
  adminStopAutoDispatch,
  adminAddLeadNote,
  adminApproveAndSend,
  // admin: ISTAT's comuni, previewed and applied (issue 36)
  adminComuniImport,
  adminComuniImports,
  adminComuniAttention,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

let namesByRoute: ReadonlyMap<RouteContract, RouteName> | undefined;

/** A route's name in `routes` — its OpenAPI `operationId`. Throws for a route that is not in the contract. */
export function routeName(route: RouteContract): RouteName {
  namesByRoute ??= new Map(Object.entries(routes).map(([name, contract]) => [contract as RouteContract, name as RouteName]));
  const name = namesByRoute.get(route);
  if (name === undefined) throw new Error(`${route.method} ${route.path} is not a route of the contract`);
  return name;
}
