import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { SendVerificationBody } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** The `Retry-After` (seconds) of each refused send, by its error: how long «Invia di nuovo il codice» waits. */
const retryAfters = new WeakMap<object, number>();

/** Seconds the server asked to wait before the next code (a 429's `Retry-After`), if it said. */
export function retryAfterSeconds(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? retryAfters.get(error) : undefined;
}

/**
 * POST /api/send-verification: emails a 4-digit code; answers `success, message, leadId` and when another code may
 * be asked (product §4 step 4). `replacesLeadId` names the verification this chat had (a resend, another address).
 */
export function useSendVerification() {
  return useSWRMutation(swrKey(publicRoutes.sendVerification), async (_key: unknown, { arg }: { arg: SendVerificationBody }) => {
    let retryAfter: number | undefined;
    try {
      return await apiClient.call(
        publicRoutes.sendVerification,
        { body: arg },
        {
          onResponse: (response) => {
            const seconds = Number(response.headers.get('retry-after'));
            retryAfter = Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
          },
        },
      );
    } catch (error) {
      if (retryAfter !== undefined && typeof error === 'object' && error !== null) retryAfters.set(error, retryAfter);
      throw error;
    }
  });
}
