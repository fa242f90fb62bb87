import { customerRequestApiMessages } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { createEraseLinks, privacySecret } from '../privacy/privacy.service.ts';
import {
  createRequestLinks,
  customerRequestView,
  emailCustomerRequestLinks,
  stopCustomerRequest,
  type CustomerRequestContext,
} from './customer-request.service.ts';

/** «La mia richiesta» (issue 34): the customer's page of their request, by its signed link, and a fresh link by email. */
export async function customerRequestRoutes(app: App, { config, db }: AppDeps): Promise<void> {
  const secret = await privacySecret(db, config);
  const context: CustomerRequestContext = {
    db,
    secret,
    requestLinks: createRequestLinks(secret, config.publicSiteUrl),
    eraseLinks: createEraseLinks(secret, config.publicSiteUrl),
    maxOffers: config.leadMaxOffers,
  };

  contractRoute(app, routes.customerRequestLink, async (request) => {
    await emailCustomerRequestLinks(context, request.body.email, request.ip, request.log);
    return { success: true as const, message: customerRequestApiMessages.linkSent };
  });

  contractRoute(app, routes.customerRequest, async (request, reply) => {
    // The customer's request and the buyers' contacts: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    return customerRequestView(context, request.query.t, request.ip);
  });

  contractRoute(app, routes.customerRequestStop, async (request) => stopCustomerRequest(context, request.body.token, request.ip, request.log));
}
