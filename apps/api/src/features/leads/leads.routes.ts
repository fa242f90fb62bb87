import { routes } from '@trovapro/domain';
import type { FastifySchemaValidationError } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { listCandidateBusinesses, sendLeadToBusinesses, updateLead } from './lead-admin.service.ts';
import { createEraseLinks, privacySecret } from '../privacy/privacy.service.ts';
import { analyzeLeadRequest, completeLead, listLeads, privacyConsentRequired, type LeadsContext } from './leads.service.ts';

export async function leadsRoutes(app: App, { db, ai, config }: AppDeps): Promise<void> {
  const context: LeadsContext = {
    db,
    ai,
    eraseLinks: createEraseLinks(await privacySecret(db, config), config.publicSiteUrl),
    maxBuyers: config.leadMaxBuyers,
  };

  contractRoute(app, routes.leadProfile, async (request) => analyzeLeadRequest(context, request.body, request.ip));

  contractRoute(
    app,
    routes.completeLead,
    async (request, reply) => {
      const response = await completeLead(context, request.body, request.ip);
      reply.code(201);
      return response;
    },
    // Consent missing or anything but `true`: the Italian refusal naming it, not a generic validation error.
    { invalidInput: (issues) => (issues.some(concernsPrivacyConsent) ? privacyConsentRequired() : undefined) },
  );

  contractRoute(app, routes.adminListLeads, async (request) => listLeads(db, request.query));

  contractRoute(app, routes.adminUpdateLead, async (request) => updateLead(db, request.params.id, request.body, { maxPrice: config.leadMaxPrice }));

  contractRoute(app, routes.adminCandidateBusinesses, async (request) => listCandidateBusinesses(db, request.params.id));

  contractRoute(app, routes.adminSendLeadToBusinesses, async (request) =>
    sendLeadToBusinesses(db, {
      leadId: request.params.id,
      businessIds: request.body.selectedBusinessIds,
      checkoutUrl: config.checkoutUrl,
    }),
  );
}

/** A schema issue about `privacyConsent`: its value, or its absence. */
function concernsPrivacyConsent(issue: FastifySchemaValidationError): boolean {
  if (issue.instancePath === '/privacyConsent') return true;
  const params = issue.params as { requiredProperties?: unknown; missingProperty?: unknown };
  const missing = Array.isArray(params.requiredProperties) ? params.requiredProperties : [params.missingProperty];
  return issue.keyword === 'required' && missing.includes('privacyConsent');
}
