import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@trovapro/ui';
import { LeadPurchasePage } from '../features/lead-purchase/components/lead-purchase-page.tsx';
import { PaymentResultPage } from '../features/payment-result/components/payment-result-page.tsx';
import { ReceiptPage } from '../features/receipt/components/receipt-page.tsx';
import { UnsubscribePage } from '../features/unsubscribe/components/unsubscribe-page.tsx';
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
      { path: paths.paymentSuccess, element: <PaymentResultPage /> },
      { path: paths.receipt, element: <ReceiptPage /> },
      { path: paths.unsubscribe, element: <UnsubscribePage /> },
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
