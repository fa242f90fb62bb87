import useSWRMutation from 'swr/mutation';
import { routes, type RefusePartnerBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/businesses/:id/refuse: a sign-up is refused and told by email, with the reason when given. */
export function useRefusePartner(businessId: string) {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminRefusePartner.path, businessId], (_key, { arg }: { arg: RefusePartnerBody }) =>
    client.call(routes.adminRefusePartner, { params: { id: businessId }, body: arg }),
  );
}
