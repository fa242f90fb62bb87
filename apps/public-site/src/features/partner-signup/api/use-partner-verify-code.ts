import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { PartnerVerifyCodeBody } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** POST /api/partners/verify-code: the emailed code confirms the sign-up (the business then waits for approval). */
export function usePartnerVerifyCode() {
  return useSWRMutation(swrKey(publicRoutes.partnerVerifyCode), (_key: unknown, { arg }: { arg: PartnerVerifyCodeBody }) =>
    apiClient.call(publicRoutes.partnerVerifyCode, { body: arg }),
  );
}
