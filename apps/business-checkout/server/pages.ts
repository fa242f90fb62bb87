import type { PagePattern } from '@trovapro/frontend-server';
import { paths } from '../src/lib/paths.ts';

/** The checkout's pages (its router's routes): any other path is answered 404 with the app's 404 screen. */
export const CHECKOUT_PAGES: readonly PagePattern[] = [
  paths.lead,
  paths.leadWithoutId,
  paths.paymentSuccess,
  paths.receipt,
  paths.unsubscribe,
  paths.area,
  paths.areaAccess,
  paths.areaPurchases,
  paths.areaDocument,
  paths.areaOffers,
  paths.areaPreferences,
  paths.areaReviews,
];
