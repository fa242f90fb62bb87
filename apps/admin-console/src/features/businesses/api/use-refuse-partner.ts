import { routes, type RefusePartnerBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/businesses/:id/refuse: a sign-up is refused and told by email, with the reason when given. Refreshes the partners list and a partner's details. */
export function useRefusePartner(businessId: string) {
  return useApiMutation(
    'businesses/refuse',
    (client, body: RefusePartnerBody) => client.call(routes.adminRefusePartner, { params: { id: businessId }, body }),
    { revalidates: [routes.adminListBusinesses, routes.adminBusinessDetail], alsoAfterRefusal: true },
  );
}
