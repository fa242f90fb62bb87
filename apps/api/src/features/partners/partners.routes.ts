import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { searchComuni } from '../municipalities/municipalities.service.ts';
import { verificationSecret } from '../verification/verification.service.ts';
import {
  approvePartner,
  confirmSignup,
  createOfferLinks,
  offerLinksSecret,
  offersStatus,
  refusePartner,
  resumeOffers,
  startSignup,
  unsubscribeFromOffers,
  type SignupContext,
} from './partners.service.ts';

/** The one-click POST of RFC 8058 is a form (`List-Unsubscribe=One-Click`); nothing in it is read. */
const FORM_BODY_LIMIT = 1024;

export async function partnersRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  const signup: SignupContext = {
    db,
    secret: await verificationSecret(db, config),
    supportEmail: config.supportEmail,
    notice: { adminNotify: config.adminNotify, adminConsoleUrl: config.adminConsoleUrl, approvalDays: config.partnerApprovalDays },
  };
  const offerLinks = createOfferLinks(await offerLinksSecret(db, config), config.checkoutUrl);

  // This plugin's scope only: the mail clients' one-click form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  contractRoute(app, routes.comuneSearch, async (request) => searchComuni(request.query.q));
  contractRoute(app, routes.partnerSignup, async (request) => startSignup(signup, request.body, request.ip));
  contractRoute(app, routes.partnerVerifyCode, async (request) => confirmSignup(signup, request.body, request.ip));
  contractRoute(app, routes.partnerUnsubscribe, async (request) => unsubscribeFromOffers(db, offerLinks, request.query));
  contractRoute(app, routes.partnerOffersStatus, async (request) => offersStatus(db, offerLinks, request.query, config.supportEmail));
  contractRoute(app, routes.partnerResumeOffers, async (request) => resumeOffers(db, offerLinks, request.query, config.supportEmail));
  contractRoute(app, routes.adminApprovePartner, async (request) => approvePartner(db, request.params.id));
  contractRoute(app, routes.adminRefusePartner, async (request) => refusePartner(db, request.params.id, request.body));
}
