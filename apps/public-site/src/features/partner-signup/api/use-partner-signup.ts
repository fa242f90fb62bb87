import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { PartnerSignupBody } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** POST /api/partners/signup: checks the company's data and emails a 4-digit code; answers the `signupId`. */
export function usePartnerSignup() {
  return useSWRMutation(swrKey(publicRoutes.partnerSignup), (_key: unknown, { arg }: { arg: PartnerSignupBody }) =>
    apiClient.call(publicRoutes.partnerSignup, { body: arg }),
  );
}
