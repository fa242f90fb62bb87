import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { LeadSubmission } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** POST /api/leads/complete: creates the lead for the verified email (product §4 step 6). */
export function useCompleteLead() {
  return useSWRMutation(swrKey(publicRoutes.completeLead), (_key: unknown, { arg }: { arg: LeadSubmission }) =>
    apiClient.call(publicRoutes.completeLead, { body: arg }),
  );
}
