import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { LeadProfileRequest } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { chatRoutes } from './chat-routes.ts';

/** POST /api/leads/profile: the request's category, comune and clarification questions (spec §4 step 2). */
export function useProfileAnalysis() {
  return useSWRMutation(swrKey(chatRoutes.leadProfile), (_key: unknown, { arg }: { arg: LeadProfileRequest }) =>
    apiClient.call(chatRoutes.leadProfile, { body: arg }),
  );
}
