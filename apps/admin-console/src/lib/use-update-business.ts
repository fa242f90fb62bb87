import useSWRMutation from 'swr/mutation';
import { routes, type UpdateBusinessBody } from '@trovapro/domain';
import { useApiClient } from './api-context.tsx';

/** PATCH /api/admin/businesses/:id: a candidate's inline edit, the Aziende tab's edit dialog and its pause/activate. */
export function useUpdateBusiness(businessId: string) {
  const client = useApiClient();
  return useSWRMutation(['PATCH', routes.adminUpdateBusiness.path, businessId], (_key, { arg }: { arg: UpdateBusinessBody }) =>
    client.call(routes.adminUpdateBusiness, { params: { id: businessId }, body: arg }),
  );
}
