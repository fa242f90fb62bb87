import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { listCandidateBusinesses, sendLeadToBusinesses, updateLead } from './lead-admin.service.ts';
import { analyzeLeadRequest, completeLead, listLeads, type LeadsContext } from './leads.service.ts';

export async function leadsRoutes(app: App, { db, ai, config }: AppDeps): Promise<void> {
  const context: LeadsContext = { db, ai };

  contractRoute(app, routes.leadProfile, async (request) => analyzeLeadRequest(context, request.body, request.ip));

  contractRoute(app, routes.completeLead, async (request, reply) => {
    const response = await completeLead(context, request.body, request.ip);
    reply.code(201);
    return response;
  });

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
