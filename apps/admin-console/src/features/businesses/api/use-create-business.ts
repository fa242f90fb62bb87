import useSWRMutation from 'swr/mutation';
import { routes, type CreateBusinessBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/admin/businesses, from the 'Aggiungi Nuova Azienda' dialog. */
export function useCreateBusiness() {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminCreateBusiness.path], (_key, { arg }: { arg: CreateBusinessBody }) =>
    client.call(routes.adminCreateBusiness, { body: arg }),
  );
}
