import { routes, type UpdateLeadBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** PATCH /api/admin/leads/:id with a status (approve, reject) or a new price. Refreshes the leads list and a lead's details. */
export function useUpdateLead(leadId: string) {
  return useApiMutation('leads/update', (client, body: UpdateLeadBody) => client.call(routes.adminUpdateLead, { params: { id: leadId }, body }), {
    revalidates: [routes.adminListLeads, routes.adminLeadDetail],
  });
}
