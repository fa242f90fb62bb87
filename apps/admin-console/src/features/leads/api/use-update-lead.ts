import useSWRMutation from 'swr/mutation';
import { routes, type UpdateLeadBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** PATCH /api/admin/leads/:id with a status (approve, reject) or a new price. */
export function useUpdateLead(leadId: string) {
  const client = useApiClient();
  return useSWRMutation(['PATCH', routes.adminUpdateLead.path, leadId], (_key, { arg }: { arg: UpdateLeadBody }) =>
    client.call(routes.adminUpdateLead, { params: { id: leadId }, body: arg }),
  );
}
