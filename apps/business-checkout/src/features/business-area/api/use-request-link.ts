import useSWRMutation from 'swr/mutation';
import { ApiRequestError } from '@trovapro/api-client';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { retryAfterMinutes } from '../utils/retry-after.ts';

/** How a request of a link ended: sent (the API's message, the same for any email), refused for now (429), or failed. */
export type LinkRequestOutcome = { kind: 'sent'; message: string } | { kind: 'tooMany'; minutes: number | null } | { kind: 'failed' };

/** POST /api/business/area/link — emails a sign-in link; a 429 says, in `Retry-After`, when to try again. */
export function useRequestLink() {
  const client = useApiClient();
  const mutation = useSWRMutation('business-area/link', async (_key: string, { arg: email }: { arg: string }): Promise<LinkRequestOutcome> => {
    const seen: { retryAfter: string | null } = { retryAfter: null };
    try {
      const answer = await client.call(
        routes.businessRequestLink,
        { body: { email } },
        {
          onResponse: (response) => {
            seen.retryAfter = response.headers.get('retry-after');
          },
        },
      );
      return { kind: 'sent', message: answer.message };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429)
        return { kind: 'tooMany', minutes: retryAfterMinutes(seen.retryAfter, Date.now()) };
      return { kind: 'failed' };
    }
  });
  return { send: mutation.trigger, sending: mutation.isMutating };
}
