import { routes } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/leads/:id/candidate-businesses: loaded afresh each time the dialog opens (spec §4). */
export function useGetCandidateBusinesses(leadId: string) {
  return useApiQuery(routes.adminCandidateBusinesses, { params: { id: leadId } }, {
    revalidateOnMount: true,
    // Each opening asks the server again, even moments after the previous one.
    dedupingInterval: 0,
  });
}
