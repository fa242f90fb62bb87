import { routes, type BulkLeadStatusBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/leads/bulk-status: approves or rejects many leads; answers which changed and which did not. Refreshes the leads list and a lead's details. */
export function useBulkLeadStatus() {
  return useApiMutation('leads/bulk-status', (client, body: BulkLeadStatusBody) => client.call(routes.adminBulkLeadStatus, { body }), {
    revalidates: [routes.adminListLeads, routes.adminLeadDetail],
    alsoAfterRefusal: true,
  });
}
