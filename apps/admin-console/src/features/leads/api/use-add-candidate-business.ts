import { routes, type CreateBusinessBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/leads/:id/candidate-businesses: the selection dialog's manual add, answered with the business's place. */
export function useAddCandidateBusiness(leadId: string) {
  return useApiMutation('leads/add-candidate', (client, body: CreateBusinessBody) =>
    client.call(routes.adminAddCandidateBusiness, { params: { id: leadId }, body }),
  );
}
