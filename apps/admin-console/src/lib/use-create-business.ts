import useSWRMutation from 'swr/mutation';
import { routes, type CreateBusinessBody } from '@trovapro/domain';
import { useApiClient } from './api-context.tsx';

/** POST /api/admin/businesses: the Aziende tab's 'Aggiungi Nuova Azienda' dialog (the selection dialog adds through its lead). */
export function useCreateBusiness() {
  const client = useApiClient();
  return useSWRMutation(['POST', routes.adminCreateBusiness.path], (_key, { arg }: { arg: CreateBusinessBody }) =>
    client.call(routes.adminCreateBusiness, { body: arg }),
  );
}
