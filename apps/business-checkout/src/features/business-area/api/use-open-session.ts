import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@trovapro/api-client';
import type { BusinessAccount } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { retryAfterMinutes } from '../utils/retry-after.ts';
import { businessMeKey, useForgetArea } from './business-area-cache.ts';

/** Why a link did not sign the business in: the API's codes, a 429, or anything else. */
export type SignInRefusal =
  | { kind: 'link_expired' | 'link_already_used' | 'invalid_token' | 'failed' }
  | { kind: 'too_many_requests'; minutes: number | null };

export type SignInOutcome = { kind: 'signedIn'; account: BusinessAccount } | SignInRefusal;

/** The refusal an error of POST session stands for. */
function refusalOf(error: unknown, retryAfter: string | null): SignInRefusal {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  if (error.status === 429) return { kind: 'too_many_requests', minutes: retryAfterMinutes(retryAfter, Date.now()) };
  if (error.code === 'link_expired' || error.code === 'link_already_used' || error.code === 'invalid_token') return { kind: error.code };
  // A token the contract refuses (400 validation_error) is no link either.
  if (error.status === 400) return { kind: 'invalid_token' };
  return { kind: 'failed' };
}

/**
 * POST /api/business/area/session — signs in with the link's token (once). What another session left in the cache
 * is forgotten, and the cached account becomes this one.
 */
export function useOpenSession() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const forget = useForgetArea();
  return async (token: string): Promise<SignInOutcome> => {
    const seen: { retryAfter: string | null } = { retryAfter: null };
    try {
      const account = await client.call(
        routes.businessOpenSession,
        { body: { token } },
        {
          onResponse: (response) => {
            seen.retryAfter = response.headers.get('retry-after');
          },
        },
      );
      await forget();
      await mutate(businessMeKey, account, { revalidate: false });
      return { kind: 'signedIn', account };
    } catch (error) {
      return refusalOf(error, seen.retryAfter);
    }
  };
}
