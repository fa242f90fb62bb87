import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/leads/:id/send-to-businesses: answers how many businesses were emailed. Refreshes the leads list and a lead's details. */
export function useSendLeadToBusinesses(leadId: string) {
  return useApiMutation(
    'leads/send',
    (client, selectedBusinessIds: string[]) =>
      client.call(routes.adminSendLeadToBusinesses, { params: { id: leadId }, body: { selectedBusinessIds } }),
    { revalidates: [routes.adminListLeads, routes.adminLeadDetail] },
  );
}
