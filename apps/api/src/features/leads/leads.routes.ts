import { routes } from '@trovapro/domain';
import type { FastifySchemaValidationError } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/italian-csv.ts';
import {
  addCandidateBusiness,
  bulkLeadStatus,
  listCandidateBusinesses,
  listLeadCategories,
  offerRules,
  sendLeadToBusinesses,
  updateLead,
} from './lead-admin.service.ts';
import { addLeadNote, approveAndSend } from './lead-desk.service.ts';
import { adminLeadDetail } from './lead-events.service.ts';
import { leadsCsvFilename, leadsCsvStream } from './lead-export.ts';
import { createOfferLinks, offerLinksSecret } from '../partners/partners.service.ts';
import { createRequestLinks } from '../customer-request/customer-request.service.ts';
import { planAutoDispatch } from '../dispatch/dispatch.service.ts';
import { createEraseLinks, privacySecret } from '../privacy/privacy.service.ts';
import { analyzeLeadRequest, completeLead, listLeads, privacyConsentRequired, serviceNotOffered, type LeadsContext } from './leads.service.ts';
import type { NewLeadNoticeSettings } from './new-lead-notice.ts';

export async function leadsRoutes(app: App, { db, ai, config }: AppDeps): Promise<void> {
  const notice: NewLeadNoticeSettings = { adminNotify: config.adminNotify, adminConsoleUrl: config.adminConsoleUrl };
  const secret = await privacySecret(db, config);
  const context: LeadsContext = {
    db,
    ai,
    eraseLinks: createEraseLinks(secret, config.publicSiteUrl),
    requestLinks: createRequestLinks(secret, config.publicSiteUrl),
    maxBuyers: config.leadMaxBuyers,
    maxOffers: config.leadMaxOffers,
    notice,
    // Issue 35: the category's rule may send it without the admin.
    afterCreate: (trx, leadId) => planAutoDispatch(trx, leadId, new Date()),
  };
  const offerLinks = createOfferLinks(await offerLinksSecret(db, config), config.checkoutUrl);

  contractRoute(app, routes.leadProfile, async (request) => analyzeLeadRequest(context, request.body, request.ip));

  contractRoute(
    app,
    routes.completeLead,
    async (request, reply) => {
      const response = await completeLead(context, request.body, request.ip);
      reply.code(201);
      return response;
    },
    // Consent missing or anything but `true`, a service outside the six: the Italian refusal naming it, not a generic validation error.
    {
      invalidInput: (issues) => {
        if (issues.some(concernsPrivacyConsent)) return privacyConsentRequired();
        if (issues.some((issue) => issue.instancePath === '/category')) return serviceNotOffered();
        return undefined;
      },
    },
  );

  contractRoute(app, routes.adminListLeads, async (request) => listLeads(db, request.query));

  contractRoute(app, routes.adminExportLeads, async (request, reply) =>
    sendCsv(reply, leadsCsvFilename(new Date()), await leadsCsvStream(db, request.query)),
  );

  contractRoute(app, routes.adminLeadDetail, async (request) => adminLeadDetail(db, request.params.id));

  contractRoute(app, routes.adminUpdateLead, async (request) =>
    updateLead(db, request.params.id, request.body, { maxPrice: config.leadMaxPrice }, request.admin?.id ?? null),
  );

  contractRoute(app, routes.adminBulkLeadStatus, async (request) => bulkLeadStatus(db, request.body, request.admin?.id ?? null));

  contractRoute(app, routes.adminCandidateBusinesses, async (request) =>
    listCandidateBusinesses(db, request.params.id, new Date(), { maxOffers: config.leadMaxOffers }),
  );

  contractRoute(app, routes.adminAddCandidateBusiness, async (request, reply) => {
    const candidate = await addCandidateBusiness(db, request.params.id, request.body);
    reply.code(201);
    return candidate;
  });

  contractRoute(app, routes.adminLeadCategories, async () => listLeadCategories(db));

  contractRoute(app, routes.adminSendLeadToBusinesses, async (request) =>
    sendLeadToBusinesses(db, {
      leadId: request.params.id,
      businessIds: request.body.selectedBusinessIds,
      checkoutUrl: config.checkoutUrl,
      offerLinks,
      rules: offerRules(config),
    }),
  );

  // Issue 35: the admin's daily work.
  contractRoute(app, routes.adminAddLeadNote, async (request, reply) => {
    const event = await addLeadNote(db, request.params.id, request.body.text, request.admin?.id ?? null);
    reply.code(201);
    return event;
  });

  contractRoute(app, routes.adminApproveAndSend, async (request) =>
    approveAndSend(
      { db, checkoutUrl: config.checkoutUrl, offerLinks, rules: offerRules(config), secret, requestLinks: context.requestLinks },
      request.params.id,
      request.body.selectedBusinessIds,
      request.admin?.id ?? null,
    ),
  );
}

/** A schema issue about `privacyConsent`: its value, or its absence. */
function concernsPrivacyConsent(issue: FastifySchemaValidationError): boolean {
  if (issue.instancePath === '/privacyConsent') return true;
  const params = issue.params as { requiredProperties?: unknown; missingProperty?: unknown };
  const missing = Array.isArray(params.requiredProperties) ? params.requiredProperties : [params.missingProperty];
  return issue.keyword === 'required' && missing.includes('privacyConsent');
}
