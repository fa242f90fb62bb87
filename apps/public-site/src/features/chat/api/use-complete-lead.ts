import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import { routes, type LeadSubmission } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';

/** POST /api/leads/complete: creates the lead for the verified email (spec §4 step 6). */
export function useCompleteLead() {
  return useSWRMutation(swrKey(routes.completeLead), (_key: unknown, { arg }: { arg: LeadSubmission }) =>
    apiClient.call(routes.completeLead, { body: arg }),
  );
}
