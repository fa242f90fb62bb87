import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { SendVerificationBody } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** POST /api/send-verification: emails a 4-digit code; answers `success, message, leadId` (spec §4 step 4). */
export function useSendVerification() {
  return useSWRMutation(swrKey(publicRoutes.sendVerification), (_key: unknown, { arg }: { arg: SendVerificationBody }) =>
    apiClient.call(publicRoutes.sendVerification, { body: arg }),
  );
}
