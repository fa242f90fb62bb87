import useSWRMutation from 'swr/mutation';
import { routes } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/businesses/:id/approve: a sign-up becomes an active partner and is told by email. */
export function useApprovePartner(businessId: string) {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminApprovePartner.path, businessId], () =>
    client.call(routes.adminApprovePartner, { params: { id: businessId } }),
  );
}
