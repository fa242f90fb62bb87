import useSWRMutation from 'swr/mutation';
import { routes, type CreateBusinessBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/leads/:id/candidate-businesses: the selection dialog's manual add, answered with the business's place. */
export function useAddCandidateBusiness(leadId: string) {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminAddCandidateBusiness.path, leadId], (_key, { arg }: { arg: CreateBusinessBody }) =>
    client.call(routes.adminAddCandidateBusiness, { params: { id: leadId }, body: arg }),
  );
}
