import { routes, type CreateBusinessBody } from '@trovapro/domain';
import { useApiMutation } from './use-api-mutation.ts';

/** POST /api/admin/businesses: the Aziende tab's 'Aggiungi Nuova Azienda' dialog (the selection dialog adds through its lead). Refreshes the partners list and a partner's details. */
export function useCreateBusiness() {
  return useApiMutation('businesses/create', (client, body: CreateBusinessBody) => client.call(routes.adminCreateBusiness, { body }), {
    revalidates: [routes.adminListBusinesses, routes.adminBusinessDetail],
  });
}
