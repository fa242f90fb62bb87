import { routes } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/businesses/:id: the partner and the leads it received, asked afresh at each opening. `id` null pauses it. */
export function useGetBusinessDetail(id: string | null) {
  return useApiQuery(routes.adminBusinessDetail, id === null ? null : { params: { id } }, { revalidateOnMount: true, dedupingInterval: 0 });
}
