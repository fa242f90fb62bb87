import { apiBusinessAreaMessages } from '@trovapro/copy';
import { routes, type BusinessAccount } from '@trovapro/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { BUSINESS_COOKIE_NAME, clearBusinessCookie, setBusinessCookie } from '../../plugins/business-session.ts';
import { businessSignInLinks, endBusinessSession, listBusinessPurchases, requestBusinessAreaLink, signInWithLink } from './business-area.service.ts';
import { getBusinessDocument } from '../receipts/receipts.service.ts';
import { areaPurchaseLink, listBusinessOffers } from './business-offers.ts';
import { getBusinessPreferences, updateBusinessPreferences } from './business-preferences.service.ts';

/** The signed-in business (the business guard has answered 401 already when there is none). */
function signedIn(request: FastifyRequest): BusinessAccount {
  if (request.business === null) throw unauthorized();
  return request.business;
}

export async function businessAreaRoutes(app: App, { config, db }: AppDeps): Promise<void> {
  const signInLinks = businessSignInLinks(config.checkoutUrl);

  contractRoute(app, routes.businessRequestLink, async (request) => {
    await requestBusinessAreaLink(db, signInLinks, request.body.email, request.ip, request.log);
    return { success: true as const, message: apiBusinessAreaMessages.linkSent };
  });

  contractRoute(app, routes.businessOpenSession, async (request, reply) => {
    const { business, cookieValue } = await signInWithLink(db, request.body.token, request.ip, request.log);
    // A session this browser had before is ended: one browser, one session.
    const previous = request.cookies[BUSINESS_COOKIE_NAME];
    if (previous !== undefined) await endBusinessSession(db, previous);
    setBusinessCookie(reply, cookieValue);
    return business;
  });

  contractRoute(app, routes.businessMe, async (request) => signedIn(request));

  contractRoute(app, routes.businessSignOut, async (request, reply) => {
    signedIn(request);
    await endBusinessSession(db, request.cookies[BUSINESS_COOKIE_NAME] ?? '');
    clearBusinessCookie(reply);
    return { success: true };
  });

  contractRoute(app, routes.businessListPurchases, async (request) =>
    listBusinessPurchases(db, config.guarantee, signedIn(request).id, request.query),
  );

  contractRoute(app, routes.businessDocument, async (request) => getBusinessDocument(db, request.params.id, signedIn(request).id));

  // «Offerte»: the leads it can still buy, and a purchase link of its own to buy one from the area.
  const rules = { discountAfterHours: config.leadDiscountAfterHours, maxBuyers: config.leadMaxBuyers };
  contractRoute(app, routes.businessListOffers, async (request) => listBusinessOffers(db, rules, signedIn(request).id, request.query));
  contractRoute(app, routes.businessOfferPurchaseLink, async (request) =>
    areaPurchaseLink(db, rules, config.checkoutUrl, request.params.leadId, signedIn(request).id),
  );

  contractRoute(app, routes.businessGetPreferences, async (request) => getBusinessPreferences(db, signedIn(request).id));

  contractRoute(app, routes.businessUpdatePreferences, async (request) => updateBusinessPreferences(db, signedIn(request).id, request.body));
}
