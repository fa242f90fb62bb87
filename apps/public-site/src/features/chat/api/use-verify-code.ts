import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { VerifyCodeBody } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** POST /api/verify-code (product §4 step 5). */
export function useVerifyCode() {
  return useSWRMutation(swrKey(publicRoutes.verifyCode), (_key: unknown, { arg }: { arg: VerifyCodeBody }) =>
    apiClient.call(publicRoutes.verifyCode, { body: arg }),
  );
}
