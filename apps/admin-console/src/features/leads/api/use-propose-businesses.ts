import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/leads/:id/propose-businesses (CUSTOMER_CHOOSES): the customer is emailed the businesses to choose from. */
export function useProposeBusinesses(leadId: string) {
  return useApiMutation(
    'leads/propose',
    (client, selectedBusinessIds: string[]) => client.call(routes.adminProposeBusinesses, { params: { id: leadId }, body: { selectedBusinessIds } }),
    { revalidates: [routes.adminListLeads, routes.adminLeadDetail, routes.adminOfferPlaces] },
  );
}
