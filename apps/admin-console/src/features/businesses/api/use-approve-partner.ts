import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/businesses/:id/approve: a sign-up becomes an active partner and is told by email. Refreshes the partners list and a partner's details. */
export function useApprovePartner(businessId: string) {
  return useApiMutation('businesses/approve', (client) => client.call(routes.adminApprovePartner, { params: { id: businessId } }), {
    revalidates: [routes.adminListBusinesses, routes.adminBusinessDetail],
    alsoAfterRefusal: true,
  });
}
