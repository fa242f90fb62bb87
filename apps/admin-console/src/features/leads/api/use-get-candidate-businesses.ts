import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { routes, type Business, type CandidateBusiness } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/**
 * A candidate as the dialog lists it: one added or edited in the dialog has no place relation until reloaded; its
 * preferences' check (issue 33) says whether it may be ticked; its rating (issue 34) is of its published reviews.
 */
export type ListedCandidate = Business & Partial<Pick<CandidateBusiness, 'placeRelation' | 'preferenceCheck' | 'rating' | 'ranking'>>;

/**
 * GET /api/admin/leads/:id/candidate-businesses (nearest first): loaded afresh each time the dialog opens
 * (product §4); the dialog adds and edits businesses in this list without asking again.
 */
export function useGetCandidateBusinesses(leadId: string) {
  const client = useApiClient();
  const input = { params: { id: leadId } };
  return useSWR<ListedCandidate[]>(swrKey(routes.adminCandidateBusinesses, input), () => client.call(routes.adminCandidateBusinesses, input), {
    revalidateOnMount: true,
    // Each opening asks the server again, even moments after the previous one.
    dedupingInterval: 0,
  });
}
