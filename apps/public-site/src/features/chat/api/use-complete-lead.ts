import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { LeadSubmission } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { chatRoutes } from './chat-routes.ts';

/** POST /api/leads/complete: creates the lead for the verified email (spec §4 step 6). */
export function useCompleteLead() {
  return useSWRMutation(swrKey(chatRoutes.completeLead), (_key: unknown, { arg }: { arg: LeadSubmission }) =>
    apiClient.call(chatRoutes.completeLead, { body: arg }),
  );
}
