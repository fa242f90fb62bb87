import { routes } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/**
 * GET /api/admin/leads/:id: the lead and its events, oldest first, asked afresh at each opening (what happened
 * to a lead moves on: a purchase, an email delivered). `id` null pauses it.
 */
export function useGetLeadDetail(id: string | null) {
  return useApiQuery(routes.adminLeadDetail, id === null ? null : { params: { id } }, { revalidateOnMount: true, dedupingInterval: 0 });
}
