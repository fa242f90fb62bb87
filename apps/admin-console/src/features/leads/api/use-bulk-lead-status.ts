import useSWRMutation from 'swr/mutation';
import { routes, type BulkLeadStatusBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/leads/bulk-status: approves or rejects many leads; answers which changed and which did not. */
export function useBulkLeadStatus() {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminBulkLeadStatus.path], (_key, { arg }: { arg: BulkLeadStatusBody }) =>
    client.call(routes.adminBulkLeadStatus, { body: arg }),
  );
}
