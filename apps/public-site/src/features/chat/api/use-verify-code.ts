import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import { routes, type VerifyCodeBody } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';

/** POST /api/verify-code (spec §4 step 5). */
export function useVerifyCode() {
  return useSWRMutation(swrKey(routes.verifyCode), (_key: unknown, { arg }: { arg: VerifyCodeBody }) =>
    apiClient.call(routes.verifyCode, { body: arg }),
  );
}
