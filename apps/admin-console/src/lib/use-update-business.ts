import { routes, type UpdateBusinessBody } from '@trovapro/domain';
import { useApiMutation } from './use-api-mutation.ts';

/** PATCH /api/admin/businesses/:id: a candidate's inline edit, the Aziende tab's edit dialog and its pause/activate. Refreshes the partners list and a partner's details. */
export function useUpdateBusiness(businessId: string) {
  return useApiMutation(
    'businesses/update',
    (client, body: UpdateBusinessBody) => client.call(routes.adminUpdateBusiness, { params: { id: businessId }, body }),
    { revalidates: [routes.adminListBusinesses, routes.adminBusinessDetail] },
  );
}
