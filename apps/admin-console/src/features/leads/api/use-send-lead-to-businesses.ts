import useSWRMutation from 'swr/mutation';
import { routes } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/leads/:id/send-to-businesses: answers how many businesses were emailed. */
export function useSendLeadToBusinesses(leadId: string) {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminSendLeadToBusinesses.path, leadId], (_key, { arg }: { arg: string[] }) =>
    client.call(routes.adminSendLeadToBusinesses, { params: { id: leadId }, body: { selectedBusinessIds: arg } }),
  );
}
