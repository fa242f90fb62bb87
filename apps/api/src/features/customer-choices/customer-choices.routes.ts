import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { createOfferLinks, offerLinksSecret } from '../partners/partners.service.ts';
import { createRequestLinks } from '../customer-request/customer-request.service.ts';
import { privacySecret } from '../privacy/privacy.service.ts';
import { offerRules } from '../leads/lead-admin.service.ts';
import { chooseBusinesses, offerPlaces, proposeBusinesses, type CustomerChoiceContext } from './customer-choices.service.ts';

/** Issue 34: how many businesses a lead may still reach, the admin's proposals and the customer's choice (CUSTOMER_CHOOSES). */
export async function customerChoicesRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  const secret = await privacySecret(db, config);
  const context: CustomerChoiceContext = {
    db,
    secret,
    requestLinks: createRequestLinks(secret, config.publicSiteUrl),
    checkoutUrl: config.checkoutUrl,
    offerLinks: createOfferLinks(await offerLinksSecret(db, config), config.checkoutUrl),
    rules: offerRules(config),
  };

  contractRoute(app, routes.adminOfferPlaces, async (request) => offerPlaces(db, request.params.id, context.rules));

  contractRoute(app, routes.adminProposeBusinesses, async (request) =>
    proposeBusinesses(context, request.params.id, request.body.selectedBusinessIds, request.admin?.id ?? null),
  );

  contractRoute(app, routes.customerChooseBusinesses, async (request) => chooseBusinesses(context, request.body, request.ip));
}
