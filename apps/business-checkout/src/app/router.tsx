import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@trovapro/ui';
import { LeadPurchasePage } from '../features/lead-purchase/components/lead-purchase-page.tsx';
import { env } from '../lib/env.ts';
import { paths } from '../lib/paths.ts';
import { CheckoutShell } from './checkout-shell.tsx';
import { SiteFooter } from '../components/site-footer.tsx';

export const routes: RouteObject[] = [
  {
    element: <CheckoutShell />,
    children: [
      { path: paths.lead, element: <LeadPurchasePage /> },
      // A purchase link without its id: the lead page's 'Lead non trovato'.
      { path: paths.leadWithoutId, element: <LeadPurchasePage /> },
      // The other pages, loaded on demand: the lead page's JavaScript budget (issue 30) carries only itself.
      {
        path: paths.paymentSuccess,
        lazy: () =>
          import('../features/payment-result/components/payment-result-page.tsx').then((module) => ({ Component: module.PaymentResultPage })),
      },
      {
        path: paths.receipt,
        lazy: () => import('../features/receipt/components/receipt-page.tsx').then((module) => ({ Component: module.ReceiptPage })),
      },
      {
        path: paths.unsubscribe,
        lazy: () => import('../features/unsubscribe/components/unsubscribe-page.tsx').then((module) => ({ Component: module.UnsubscribePage })),
      },
      // «Area aziende» (issue 33): sign-in by emailed link, then the business's purchases and documents. Loaded on
      // demand: the lead page's JavaScript budget (issue 30) does not carry them.
      {
        path: paths.area,
        lazy: () => import('../features/business-area/components/area-sign-in-page.tsx').then((module) => ({ Component: module.AreaSignInPage })),
      },
      {
        path: paths.areaAccess,
        lazy: () => import('../features/business-area/components/area-access-page.tsx').then((module) => ({ Component: module.AreaAccessPage })),
      },
      {
        path: paths.areaPurchases,
        lazy: () => import('../features/business-area/components/purchases-page.tsx').then((module) => ({ Component: module.PurchasesPage })),
      },
      {
        path: paths.areaPreferences,
        lazy: () => import('../features/business-area/components/preferences-page.tsx').then((module) => ({ Component: module.PreferencesPage })),
      },
      {
        path: paths.areaDocument,
        lazy: () => import('../features/business-area/components/document-page.tsx').then((module) => ({ Component: module.DocumentPage })),
      },
      {
        path: paths.areaOffers,
        lazy: () => import('../features/business-area/components/offers-page.tsx').then((module) => ({ Component: module.OffersPage })),
      },
      {
        path: paths.areaReviews,
        lazy: () => import('../features/business-area/components/reviews-page.tsx').then((module) => ({ Component: module.ReviewsPage })),
      },
    ],
  },
  // Everything else, `/` included, is the product's 404; its home button leads to the public site. The footer as on every page.
  {
    path: '*',
    element: (
      <>
        <NotFoundScreen homeHref={env.publicSiteUrl} />
        <SiteFooter />
      </>
    ),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
