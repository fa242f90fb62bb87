import {
  BusinessOfferLinkSchema,
  BusinessOfferListSchema,
  BusinessOfferParamsSchema,
  BusinessOffersQuerySchema,
} from '../schemas/business-offers.ts';
import { defineRoute } from './define-route.ts';

export const businessListOffers = defineRoute({
  method: 'GET',
  path: '/api/business/area/offers',
  access: 'business',
  tag: 'business-area',
  summary:
    'The leads offered to the signed-in business that it can still buy (sent, places left, not bought by it), newest offer first, 20 a page: category, place, the request without contacts, the price with the 48-hour discount, places left',
  query: BusinessOffersQuerySchema,
  responses: { 200: BusinessOfferListSchema },
});

export const businessOfferPurchaseLink = defineRoute({
  method: 'POST',
  path: '/api/business/area/offers/:leadId/purchase-link',
  access: 'business',
  tag: 'business-area',
  summary:
    "A fresh purchase link of an offer, for the checkout's lead page: its token's hash replaces the area's previous one; the emailed link keeps working",
  params: BusinessOfferParamsSchema,
  responses: { 200: BusinessOfferLinkSchema },
  errors: {
    404: 'The lead was not offered to this business, or the business is paused (`not_found`).',
    409: 'The business has bought the lead already (`already_purchased`).',
    410: 'The lead is no longer on sale (`lead_unavailable`).',
  },
});
