import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { LeadProfileRequest } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** POST /api/leads/profile: the request's category, comune and clarification questions (product §4 step 2). */
export function useProfileAnalysis() {
  return useSWRMutation(swrKey(publicRoutes.leadProfile), (_key: unknown, { arg }: { arg: LeadProfileRequest }) =>
    apiClient.call(publicRoutes.leadProfile, { body: arg }),
  );
}
